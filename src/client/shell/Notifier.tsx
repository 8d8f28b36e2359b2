// Shows the notices of api/notify.ts as Fluent toasts (top, each for its own timeout). A toast is
// announced (aria-live) but never a Tab stop: Fluent makes each one a focus trap that only Escape
// leaves, which caught keyboard users tabbing past the page's end while it showed. A success takes
// down the refusals still shown: a stale "failed" beside a later success reads as if it failed again.
// A notice of a group whose toast is still there updates that toast instead of queueing a new one.
// Toasts sit below the header (navbar and tabs) when it shows, never over it; a notice's action (Undo)
// is a link in the toast that runs it and closes the toast. Such a toast waits while the pointer is on
// it or the window is left, and takes down the toasts shown before it: it must not go away, nor move
// as they leave (the pointer then slips off it and its timer runs on), under the hand reaching for Undo.
// The pointer's pause is ours (pauseToast, which Fluent keeps): Fluent's own hover pause is undone when
// the toast's entrance ends, so a pointer already on it (a quick hand, a slow machine) held nothing.
import { Link, makeStyles, Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { type Notice, onNotice } from '../api/notify';

// A refusal naming several fields sends one message a line: each shows on its own line.
const useStyles = makeStyles({ text: { whiteSpace: 'pre-line' } });

/** `takeEarly`: the notices sent before this chunk loaded (DeferredNotifier keeps them until now). */
export default function Notifier({ takeEarly }: { takeEarly?: () => Notice[] }) {
  const styles = useStyles();
  const toasterId = useId('f9-toaster');
  const { dispatchToast, dismissToast, updateToast, pauseToast, playToast } = useToastController(toasterId);
  const refusals = useRef(new Set<string>());
  /** Every toast still shown (until its timeout or dismissal). */
  const shownToasts = useRef(new Set<string>());
  /** Group → the toast showing it, until that toast is dismissed. */
  const groups = useRef(new Map<string, string>());
  const serial = useRef(0);
  const [below, setBelow] = useState(0);
  useEffect(() => {
    const show = (notice: Notice) => {
      // The header's bottom on screen now (sticky, or scrolled away): the toasts start under it.
      const header = document.querySelector('[data-testid="header"]')?.getBoundingClientRect();
      setBelow(header ? Math.max(0, Math.round(header.bottom)) : 0);
      if (notice.intent === 'success') {
        for (const id of refusals.current) dismissToast(id);
        refusals.current.clear();
      }
      const { group, action } = notice;
      const shown = group === undefined ? undefined : groups.current.get(group);
      const toastId = shown ?? `f9-toast-${++serial.current}`;
      if (action) {
        for (const id of shownToasts.current) if (id !== toastId) dismissToast(id);
        shownToasts.current.clear();
        refusals.current.clear();
      }
      const link = action ? (
        <Link
          data-testid="toast-action"
          onClick={() => {
            dismissToast(toastId);
            action.run();
          }}
        >
          {action.label}
        </Link>
      ) : undefined;
      const hold = action ? { onMouseEnter: () => pauseToast(toastId), onMouseLeave: () => playToast(toastId) } : {};
      const content = (
        <Toast data-testid={`toast-${notice.intent}`} data-print="hide" {...hold}>
          <ToastTitle action={link} className={styles.text}>
            {notice.text}
          </ToastTitle>
        </Toast>
      );
      if (shown !== undefined) return updateToast({ toastId: shown, content, intent: notice.intent, timeout: notice.timeout });
      if (notice.intent === 'error') refusals.current.add(toastId);
      if (group !== undefined) groups.current.set(group, toastId);
      shownToasts.current.add(toastId);
      const onStatusChange = (_: null, { status }: { status: string }) => {
        if (status !== 'dismissed') return;
        shownToasts.current.delete(toastId);
        if (group !== undefined) groups.current.delete(group);
      };
      const pause = action ? { pauseOnHover: true, pauseOnWindowBlur: true } : {};
      dispatchToast(content, { toastId, intent: notice.intent, timeout: notice.timeout, position: 'top', root: { tabIndex: -1 }, onStatusChange, ...pause });
    };
    const stop = onNotice(show);
    // The Toaster (a child) has registered by now: its effects ran before this one.
    takeEarly?.().forEach(show);
    return stop;
  }, [dispatchToast, dismissToast, updateToast, pauseToast, playToast, takeEarly, styles.text]);
  return <Toaster toasterId={toasterId} limit={4} offset={{ vertical: below + 8 }} />;
}
