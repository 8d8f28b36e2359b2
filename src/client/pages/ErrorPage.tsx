// /404 (no such page) and /401 (no permission for this page), with a way back.
import { Button, makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pageHeadingProps, usePageHeadingFocus } from '../shell/focus/pageHeading';
import { hasToken } from '../state/session';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '16px',
    backgroundColor: tokens.colorNeutralBackground2,
    textAlign: 'center',
    padding: '24px',
  },
  code: { fontSize: '96px', fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1, lineHeight: 1 },
});

export default function ErrorPage({ kind }: { kind: '404' | '401' }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageHeadingFocus(kind);
  return (
    <div className={styles.page} data-testid={`error-${kind}`}>
      <span className={styles.code}>{kind}</span>
      <Title1 as="h1" {...pageHeadingProps}>
        {t(`errors.page${kind}Title`)}
      </Title1>
      <Text>{t(`errors.page${kind}Text`)}</Text>
      <Button appearance="primary" onClick={() => navigate(hasToken() ? '/dashboard' : '/home', { replace: true })}>
        {t(hasToken() ? 'errors.backToDashboard' : 'errors.backHome')}
      </Button>
    </div>
  );
}
