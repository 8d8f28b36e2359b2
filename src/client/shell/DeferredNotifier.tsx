// The toaster, loaded once the first page has painted (when the browser is idle) or on the first notice
// if that comes sooner: Fluent's toast code is not needed to paint /home. Notices that arrive while its
// chunk loads are kept and handed over once it is there. It must not wait for the first notice: a
// Toaster first mounted while a modal dialog is open (a toast on log-in) left <div id="root">
// aria-hidden for good after the dialog went.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { type Notice, onNotice } from '../api/notify';
import { whenIdle } from '../app/whenIdle';

const Notifier = lazy(() => import('./Notifier'));

export function DeferredNotifier() {
  const [wanted, setWanted] = useState(false);
  const kept = useRef<Notice[]>([]);
  const stopKeeping = useRef<() => void>(() => undefined);
  useEffect(() => {
    const stop = onNotice((notice) => {
      kept.current.push(notice);
      setWanted(true);
    });
    stopKeeping.current = stop;
    const cancelIdle = whenIdle(() => setWanted(true));
    return () => {
      stop();
      cancelIdle();
    };
  }, []);
  const takeEarly = useCallback(() => {
    stopKeeping.current();
    const early = kept.current;
    kept.current = [];
    return early;
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifier takeEarly={takeEarly} />
    </Suspense>
  );
}
