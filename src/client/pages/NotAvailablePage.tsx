// A granted menu entry whose screen does not exist yet says so plainly instead of showing nothing.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { pageHeadingProps } from '../shell/focus/pageHeading';

export default function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    <MessageBar intent="info" data-testid="not-available">
      <MessageBarBody>
        <MessageBarTitle>
          <span role="heading" aria-level={1} {...pageHeadingProps}>
            {t('errors.notAvailableTitle')}
          </span>
        </MessageBarTitle>
        {t('errors.notAvailableText')}
      </MessageBarBody>
    </MessageBar>
  );
}
