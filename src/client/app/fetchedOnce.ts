// A module (a chunk) fetched once and then held, so that code running after the fetch can use it in the
// same turn (a submit event, a render) instead of awaiting even a settled import(). A failed fetch is
// forgotten, so the next load tries again (a deploy replaced the chunk, the network dropped).
export interface FetchedOnce<T> {
  /** Fetches once; every caller shares the one fetch. */
  load(): Promise<T>;
  /** What the fetch gave, once it has arrived. */
  loaded(): T | undefined;
}

export function fetchedOnce<T>(fetch: () => Promise<T>): FetchedOnce<T> {
  let value: { held: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= fetch().then(
        (result) => (value = { held: result }).held,
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => value?.held,
  };
}
