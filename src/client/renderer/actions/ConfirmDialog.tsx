// The confirmation asked before a delete or a call that names `confirm`; as a notice, a message the
// user closes (e.g. a reset password shown once).
import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../widgets/dialog/AppDialog';
import { useReturnFocus } from '../../shell/focus/returnFocus';

export function ConfirmDialog({ message, onAnswer, notice = false }: { message: string; onAnswer(ok: boolean): void; notice?: boolean }) {
  const { t } = useTranslation();
  useReturnFocus();
  return (
    <AppDialog
      modalType="alert"
      title={t(notice ? 'renderer.noticeTitle' : 'renderer.confirmTitle')}
      onDismiss={() => onAnswer(false)}
      maxWidth={480}
      contentStyle={{ whiteSpace: 'pre-line', userSelect: 'text' }}
      surfaceProps={{ 'data-dialog': 'confirm' }}
      actions={
        <>
          {!notice && (
            <Button appearance="secondary" onClick={() => onAnswer(false)}>
              {t('renderer.cancel')}
            </Button>
          )}
          <Button appearance="primary" data-confirm="ok" onClick={() => onAnswer(true)}>
            {t('renderer.ok')}
          </Button>
        </>
      }
    >
      {message}
    </AppDialog>
  );
}
