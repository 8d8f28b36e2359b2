// Shows the notices of api/notify.ts as Fluent toasts (top end, each for its own timeout).
import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { onNotice } from '../api/notify';

export function Notifier() {
  const toasterId = useId('f9-toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(
    () =>
      onNotice((notice) => {
        dispatchToast(
          <Toast data-testid={`toast-${notice.intent}`}>
            <ToastTitle>{notice.text}</ToastTitle>
          </Toast>,
          { intent: notice.intent, timeout: notice.timeout, position: 'top' },
        );
      }),
    [dispatchToast],
  );
  return <Toaster toasterId={toasterId} limit={4} />;
}
