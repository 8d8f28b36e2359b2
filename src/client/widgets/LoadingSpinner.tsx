// Fluent's Spinner named for screen readers ("Loading…"): a progress bar without a name is a serious
// accessibility finding (axe's aria-progressbar-name), and a spinner has nothing else to say.
import { Spinner, type SpinnerProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export function LoadingSpinner(props: SpinnerProps) {
  const { t } = useTranslation();
  return <Spinner aria-label={t('common.loading')} {...props} />;
}
