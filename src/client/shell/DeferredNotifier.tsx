// The toaster, loaded on the first notice rather than with the first page: Fluent's toast code is not
// needed to paint /home. Notices that arrive while its chunk loads are kept and handed over once it is there.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { type Notice, onNotice } from '../api/notify';

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
    return stop;
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
