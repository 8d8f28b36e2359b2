// The forced log-out confirm of SPEC §8: "you have been logged out; stay or log in again".
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { confirmRelogin, dismissForcedLogout, forcedLogoutState } from '../api/forcedLogout';
import { useDraggable } from './useDraggable';

export function ForcedLogoutDialog({ reload }: { reload?: () => void }) {
  const { t } = useTranslation();
  const { open } = useSnapshot(forcedLogoutState);
  const drag = useDraggable(open);
  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface style={drag.style} data-testid="forced-logout">
        <DialogBody>
          <DialogTitle {...drag.handleProps}>{t('common.confirmTitle')}</DialogTitle>
          <DialogContent>{t('errors.loggedOut')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => confirmRelogin(reload)}>
              {t('errors.relogin')}
            </Button>
            <Button onClick={dismissForcedLogout}>{t('common.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
