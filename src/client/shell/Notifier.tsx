// Shows the notices of api/notify.ts as Fluent toasts (top, each for its own timeout). A toast is
// announced (aria-live) but never a Tab stop: Fluent makes each one a focus trap that only Escape
// leaves, which caught keyboard users tabbing past the page's end while it showed.
import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { type Notice, onNotice } from '../api/notify';

/** `takeEarly`: the notices sent before this chunk loaded (DeferredNotifier keeps them until now). */
export default function Notifier({ takeEarly }: { takeEarly?: () => Notice[] }) {
  const toasterId = useId('f9-toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(() => {
    const show = (notice: Notice) =>
      dispatchToast(
        <Toast data-testid={`toast-${notice.intent}`}>
          <ToastTitle>{notice.text}</ToastTitle>
        </Toast>,
        { intent: notice.intent, timeout: notice.timeout, position: 'top', root: { tabIndex: -1 } },
      );
    const stop = onNotice(show);
    // The Toaster (a child) has registered by now: its effects ran before this one.
    takeEarly?.().forEach(show);
    return stop;
  }, [dispatchToast, takeEarly]);
  return <Toaster toasterId={toasterId} limit={4} />;
}
