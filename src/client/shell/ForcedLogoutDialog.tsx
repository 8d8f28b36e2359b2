// The forced log-out confirm of SPEC §8: "you have been logged out; stay or log in again".
import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useStore } from '../state/useStore';
import { confirmRelogin, dismissForcedLogout, forcedLogoutState } from '../api/forcedLogout';
import { AppDialog } from '../widgets/dialog/AppDialog';

export function ForcedLogoutDialog({ reload }: { reload?: () => void }) {
  const { t } = useTranslation();
  const open = useStore(forcedLogoutState, (s) => s.open);
  return (
    <AppDialog
      open={open}
      modalType="alert"
      onDismiss={dismissForcedLogout}
      title={t('common.confirmTitle')}
      maxWidth={440}
      surfaceProps={{ 'data-testid': 'forced-logout', 'data-dialog': 'forced-logout' }}
      actions={
        <>
          <Button appearance="primary" onClick={() => confirmRelogin(reload)}>
            {t('errors.relogin')}
          </Button>
          <Button onClick={dismissForcedLogout}>{t('common.cancel')}</Button>
        </>
      }
    >
      {t('errors.loggedOut')}
    </AppDialog>
  );
}
