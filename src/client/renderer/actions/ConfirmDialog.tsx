// The confirmation asked before a delete or a call that names `confirm`; as a notice, a message the
// user closes (e.g. a reset password shown once).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../shell/focus/returnFocus';

export function ConfirmDialog({ message, onAnswer, notice = false }: { message: string; onAnswer(ok: boolean): void; notice?: boolean }) {
  const { t } = useTranslation();
  useReturnFocus();
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onAnswer(false)}>
      <DialogSurface data-dialog="confirm">
        <DialogBody>
          <DialogTitle>{t(notice ? 'renderer.noticeTitle' : 'renderer.confirmTitle')}</DialogTitle>
          <DialogContent style={{ whiteSpace: 'pre-line', userSelect: 'text' }}>{message}</DialogContent>
          <DialogActions>
            {!notice && (
              <Button appearance="secondary" onClick={() => onAnswer(false)}>
                {t('renderer.cancel')}
              </Button>
            )}
            <Button appearance="primary" data-confirm="ok" onClick={() => onAnswer(true)}>
              {t('renderer.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
