// Shows the notices of api/notify.ts as Fluent toasts (top, each for its own timeout). A toast is
// announced (aria-live) but never a Tab stop: Fluent makes each one a focus trap that only Escape
// leaves, which caught keyboard users tabbing past the page's end while it showed. A success takes
// down the refusals still shown: a stale "failed" beside a later success reads as if it failed again.
import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { type Notice, onNotice } from '../api/notify';

/** `takeEarly`: the notices sent before this chunk loaded (DeferredNotifier keeps them until now). */
export default function Notifier({ takeEarly }: { takeEarly?: () => Notice[] }) {
  const toasterId = useId('f9-toaster');
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const refusals = useRef(new Set<string>());
  const serial = useRef(0);
  useEffect(() => {
    const show = (notice: Notice) => {
      if (notice.intent === 'success') {
        for (const id of refusals.current) dismissToast(id);
        refusals.current.clear();
      }
      const toastId = `f9-toast-${++serial.current}`;
      if (notice.intent === 'error') refusals.current.add(toastId);
      dispatchToast(
        <Toast data-testid={`toast-${notice.intent}`}>
          <ToastTitle>{notice.text}</ToastTitle>
        </Toast>,
        { toastId, intent: notice.intent, timeout: notice.timeout, position: 'top', root: { tabIndex: -1 } },
      );
    };
    const stop = onNotice(show);
    // The Toaster (a child) has registered by now: its effects ran before this one.
    takeEarly?.().forEach(show);
    return stop;
  }, [dispatchToast, dismissToast, takeEarly]);
  return <Toaster toasterId={toasterId} limit={4} />;
}
