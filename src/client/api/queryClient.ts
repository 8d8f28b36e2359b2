// The client's one query layer for reads. Why TanStack Query rather than the response cache and early-call
// store we kept by hand: it shares a call in flight between every screen asking the same (deduplication),
// cancels the call of a screen that went away (the signal reaches fetch), invalidates by key after a write
// or a hub event so every shown list and record of the resource asks again and hidden ones when shown,
// and a screen's first calls are prefetched into the very cache its hooks read; screens stop hand-rolling
// "fetch in an effect, drop the answer if unmounted". One key scheme (queryKeys.ts), SPEC §7's cache
// rule as the defaults, a session-storage copy of cacheable answers (responseCache.ts).
// The app's client is made on first use by the signed-in shell, the renderer or a log-in (never by the
// signed-out home page's first paint, which stays within its byte budget without this library).
import { QueryClient } from '@tanstack/react-query';
import { pathOfKey } from './queryKeys';
import { CACHE_TTL_MS, holdAnswers, isCacheable } from './responseCache';

/** `session`: the app's client keeps its cacheable answers in session storage too (tests' clients do not). */
export function createQueryClient({ session = true }: { session?: boolean } = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // SPEC §7: an answer is kept (a minute: what others change shows within one), unless its path says dialog or query.
        staleTime: (query) => {
          const path = pathOfKey(query.queryKey);
          return path !== null && isCacheable(path) ? CACHE_TTL_MS : 0;
        },
        gcTime: CACHE_TTL_MS,
        // The request client has told the user of a failure (a toast, the forced log-out confirm): asking
        // again by itself would tell it again. Nor is anything asked again on focus or reconnection.
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // The request client knows the network's state (its own error); TanStack's online guess is not asked.
        networkMode: 'always',
      },
    },
  });
  holdAnswers(client, { session });
  return client;
}

let app: QueryClient | undefined;

/** The app's one query client. */
export function appQueryClient(): QueryClient {
  return (app ??= createQueryClient());
}
