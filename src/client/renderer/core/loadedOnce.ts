// Code loaded once per key and held (an entity's schema, a form's precompiled validator: chunks of the
// build, not reads of the server, which the query layer serves), read by components through
// useLoadedOnce: in their first render when it has arrived, else in the render after it arrives. One
// place instead of a fetch in an effect with a "still mounted" flag in each reader.
import { useCallback, useSyncExternalStore } from 'react';

export type Loaded<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

export interface LoadedOnce<K, T> {
  /** Starts loading `key` (once); resolves when it has settled. */
  start(key: K): Promise<void>;
  /** What `key` settled to, if it has. */
  get(key: K): Loaded<T> | undefined;
}

export function loadedOnce<K, T>(load: (key: K) => Promise<T>, idOf: (key: K) => string = String): LoadedOnce<K, T> {
  const settled = new Map<string, Loaded<T>>();
  const pending = new Map<string, Promise<void>>();
  return {
    start(key) {
      const id = idOf(key);
      if (settled.has(id)) return Promise.resolve();
      let started = pending.get(id);
      if (!started) {
        started = load(key).then(
          (value) => void settled.set(id, { value }),
          (e: unknown) => void settled.set(id, { error: e instanceof Error ? e.message : String(e) }),
        );
        pending.set(id, started);
      }
      return started;
    },
    get: (key) => settled.get(idOf(key)),
  };
}

/** What `key` has loaded to (undefined until it settles); nothing is loaded for a null key. */
export function useLoadedOnce<K, T>(loader: LoadedOnce<K, T>, key: K | null): Loaded<T> | undefined {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (key === null) return () => undefined;
      let listening = true;
      void loader.start(key).then(() => listening && changed());
      return () => {
        listening = false;
      };
    },
    [loader, key],
  );
  return useSyncExternalStore(subscribe, () => (key === null ? undefined : loader.get(key)));
}
