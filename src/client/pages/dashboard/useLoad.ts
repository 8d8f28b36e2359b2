// A dashboard card's data: loaded after its first render, reloaded on demand (the answer drawn stays
// until the next one lands). An answer that has already arrived (started at log-in, api/earlyCalls.ts)
// is drawn in the first render: no spinner, no second render, and the card does not grow under the
// user's eyes when the answer lands a moment later.
import { useEffect, useRef, useState } from 'react';
import { settledEarly, takeEarly } from '../../api/earlyCalls';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  reload: () => void;
}

/** `arrived`: the answer already in hand, drawn at once; `load` still runs (it takes an early answer once). */
export function useLoad<T>(load: () => Promise<T>, arrived?: { value: T }): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean }>(() =>
    arrived ? { data: arrived.value, loading: false } : { data: undefined, loading: true },
  );
  const [round, setRound] = useState(0);
  // `load` is a new closure each render; the latest is called, and reloads are driven by `round`.
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let live = true;
    // `loading` means nothing to draw yet: an answer already drawn stays while the next one is asked
    // (a reload when the hub says messages changed, just after log-in, would otherwise flash a spinner).
    setState((s) => (s.loading || s.data !== undefined ? s : { ...s, loading: true }));
    loadRef.current().then(
      // The same answer as drawn returns the same state: React renders nothing again.
      (data) => live && setState((s) => (!s.loading && s.data === data ? s : { data, loading: false })),
      () => live && setState({ data: undefined, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  return { ...state, reload: () => setRound((r) => r + 1) };
}

/** useLoad for a call the log-in started early under `key`: drawn at once if it has arrived, taken once. */
export function useEarlyLoad<T>(key: string, call: () => Promise<T>): Loaded<T> {
  // Read for the first render only (useLoad's initial state); later renders ignore it.
  const [arrived] = useState(() => settledEarly<T>(key));
  return useLoad(() => takeEarly(key, call), arrived);
}
