// Every read of the client, as a query of the one query layer (queryClient.ts) over a DataProvider: the
// options (its key of the one scheme and how it asks) for prefetching and fetching it, and a hook per kind
// of read, named for what it reads, for the screens and the renderer's controllers. A hook is given its
// source (the renderer's environment has both: data and queries), so a test's in-memory provider and
// client stand in for the app's.
import { keepPreviousData, type QueryClient, type QueryKey, queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ListResult } from '../../shared/wire/envelope';
import type { StatsResult } from '../../shared/wire/resourceContract';
import type { DataProvider, ListParams, StatsParams } from '../data/dataProvider';
import type { PreferenceStore } from '../data/preferenceStore';
import type { GridPreference } from '../../shared/preferences/gridPreference';
import { appQueryClient } from './queryClient';
import { readKeys } from './queryKeys';
import { HANDOVER_MS } from './responseCache';

type Row = Record<string, unknown>;

/** Where a read is made and kept. */
export interface ReadSource {
  data: DataProvider;
  queries: QueryClient;
}

export interface ReadHow {
  /** The caller shows a failure itself (no toast). */
  silent?: boolean;
  /** Asked afresh on every visit (was never cached): handed over only for a moment (a prefetch), never kept in session storage. */
  fresh?: boolean;
}

/** A fresh read's staleness and marker (responseCache.ts keptInSession). */
const freshness = (how: ReadHow) => (how.fresh ? { staleTime: HANDOVER_MS, meta: { fresh: true } } : {});

export const listRead = <T = Row>(data: DataProvider, resource: string, params: ListParams, how: ReadHow = {}) =>
  queryOptions<ListResult<T>>({
    queryKey: readKeys.list(resource, params),
    queryFn: ({ signal }) => data.getList<T>(resource, params, { silent: how.silent, signal }),
    ...freshness(how),
  });

export const recordRead = <T = Row>(data: DataProvider, resource: string, id: string | number, how: ReadHow = {}) =>
  queryOptions<T>({
    queryKey: readKeys.one(resource, id),
    queryFn: ({ signal }) => data.getOne<T>(resource, id, { silent: how.silent, signal }),
    ...freshness(how),
  });

export const statsRead = (data: DataProvider, resource: string, params: StatsParams, how: ReadHow = {}) =>
  queryOptions<StatsResult>({
    queryKey: readKeys.stats(resource, params),
    queryFn: ({ signal }) => data.stats(resource, params, { silent: how.silent, signal }),
    ...freshness(how),
  });

/** A GET of the spec by its path; its answer, or null for an empty one. */
export const pathRead = <T = unknown>(data: DataProvider, path: string, params: Record<string, unknown>, how: ReadHow = {}) =>
  queryOptions<T | null>({
    queryKey: readKeys.call(path, params),
    queryFn: async ({ signal }) => (await data.call<T>('GET', path, params, { silent: how.silent, signal })) ?? null,
    ...freshness(how),
  });

/** A named action that answers a read (a tree's nodes): POSTed, it changes nothing (and says so: no invalidation, which would ask it again). */
export const actionRead = <T = unknown>(data: DataProvider, resource: string, action: string, payload: Record<string, unknown>, how: ReadHow = {}) =>
  queryOptions<T>({
    queryKey: readKeys.action(resource, action, payload),
    queryFn: ({ signal }) => data.callAction<T>(resource, action, payload, { silent: how.silent, signal, announce: false }),
    ...freshness(how),
  });

/** The user's grid preference: asked afresh on each page load (one saved in another browser shows), handed to the grid once prefetched. */
export const preferenceRead = (preferences: PreferenceStore, key: string) =>
  queryOptions<GridPreference | null>({
    queryKey: readKeys.call('/userpreference', { key }),
    queryFn: () => preferences.get(key),
    ...freshness({ fresh: true }),
  });

export interface UseRead extends ReadHow {
  /** False: hold off (nothing to read yet); what is cached for the key is still answered. */
  enabled?: boolean;
}

/** A list page of `resource`; `keepPrevious`: the last parameters' page stays while new ones are asked. */
export function useList<T = Row>(source: ReadSource, resource: string, params: ListParams, how: UseRead & { keepPrevious?: boolean } = {}) {
  return useQuery({ ...listRead<T>(source.data, resource, params, how), enabled: how.enabled ?? true, ...(how.keepPrevious ? { placeholderData: keepPreviousData } : {}) }, source.queries);
}

/** One record of `resource`; nothing while `id` is undefined. */
export function useRecord<T = Row>(source: ReadSource, resource: string, id: string | number | undefined, how: UseRead = {}) {
  return useQuery({ ...recordRead<T>(source.data, resource, id ?? '', how), enabled: id !== undefined && resource !== '' && (how.enabled ?? true) }, source.queries);
}

/** Grouped counts and sums of `resource` (`<resource>-stats`); the numbers of the last parameters stay while new ones are asked. */
export function useStats(source: ReadSource, resource: string, params: StatsParams, how: UseRead = {}) {
  return useQuery({ ...statsRead(source.data, resource, params, how), enabled: how.enabled ?? true, placeholderData: keepPreviousData }, source.queries);
}

/** A GET of the spec by its path (a report list, a record source). */
export function usePathRead<T = unknown>(source: ReadSource, path: string, params: Record<string, unknown>, how: UseRead = {}) {
  return useQuery({ ...pathRead<T>(source.data, path, params, how), enabled: how.enabled ?? true }, source.queries);
}

/** A named action's answer read as data (a tree's nodes). */
export function useActionRead<T = unknown>(source: ReadSource, resource: string, action: string, payload: Record<string, unknown>, how: UseRead = {}) {
  return useQuery({ ...actionRead<T>(source.data, resource, action, payload, how), enabled: how.enabled ?? true }, source.queries);
}

/** A read of the shell's own (the dashboard's cards, the home page's announcements) in the app's query client. */
export function useAppRead<TData, TKey extends QueryKey>(options: UseQueryOptions<TData, Error, TData, TKey>) {
  return useQuery(options, appQueryClient());
}
