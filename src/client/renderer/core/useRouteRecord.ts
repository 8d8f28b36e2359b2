// The route's record: a page whose blocks read it (a detail, `$record.<field>` bindings) and whose
// route carries an id (`?id=` or the path's `:id`) loads it with its resource's get call, through the
// query layer (api/reads.ts). An unknown
// id and another customer's (both 10005 from the server) are "not found", shown as a panel, not a toast.
// A page with a `recordSource` reads it by that call instead, with parameters from the route (a link's token);
// a page with a `recordKey` may also be named by that field (`?bookingNo=`), found through its list.
import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { readKeys } from '../../api/queryKeys';
import { pathRead, recordRead } from '../../api/reads';
import type { PageSchema } from '../../../shared/page/pageSchema';
import { ExceptionCode } from '../../../shared/wire/envelope';
import type { DataProvider } from '../../data/dataProvider';
import type { RendererEnv } from './rendererEnv';
import { resolveMapping } from './valueMapping';
import { blockTypeOf, pageBlocks } from '../registry/blockRegistry';
import { readsRecord } from './bindings';
import type { Row } from './useListController';

export type RouteRecord =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'found'; record: Row }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

/** Does any block of the page read the route's record? */
export function pageReadsRecord(page: PageSchema): boolean {
  return pageBlocks(page).some((b) => {
    const needs = blockTypeOf(b)?.data?.(b);
    return !!needs && (needs.record === true || readsRecord(needs.bindings ?? []));
  });
}

export function isNotFound(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: unknown }).code === ExceptionCode.NotFound;
}

/**
 * The one row of `resource` whose `field` is `value`, read as its get call reads it (with its lines),
 * or null when no row or more than one has it: a key that names two rows names none, and so does one
 * the server refuses as a value of the field (too long, say), which a hand-edited link can carry.
 */
export async function recordByKey(data: DataProvider, resource: string, field: string, value: string): Promise<Row | null> {
  const query = { page: 1, size: 2, filter: { [field]: { eq: value } } };
  const found = await data.getList<Row>(resource, query, { silent: true }).catch((e: unknown) => {
    if ((e as { code?: unknown } | null)?.code === ExceptionCode.InvalidInput) return null;
    throw e;
  });
  if (!found) return null;
  const only = found.result.length === 1 ? found.result[0] : undefined;
  const id = only?.id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  return data.getOne<Row>(resource, id, { silent: true });
}

/** The route's record states that carry nothing: kept as they are, so a page without a record is not drawn again for a new object. */
const NONE: RouteRecord = { status: 'none' };
const LOADING: RouteRecord = { status: 'loading' };
const NOT_FOUND: RouteRecord = { status: 'notFound' };

/** The read of the route's record: by the page's source call, by id, or by its key field (the one record holding it). */
function routeRecordRead(data: DataProvider, page: PageSchema, id: string | undefined, keyValue: string | undefined, sourceParams: Record<string, unknown>) {
  const source = page.recordSource;
  if (source) return pathRead<Row>(data, source.path, sourceParams, { silent: true, fresh: true });
  if (id) return recordRead<Row | null>(data, page.resource!, id, { silent: true });
  return queryOptions<Row | null>({
    queryKey: readKeys.oneBy(page.resource!, page.recordKey!, keyValue!),
    queryFn: () => recordByKey(data, page.resource!, page.recordKey!, keyValue!),
  });
}

/**
 * The route's record (a query of the query layer: a write of its resource or a hub event reads it again,
 * also while its tab was hidden) and `reload()`, which reads it again after an action changed it (a
 * booking's submit or cancel) while the page keeps showing the record it has, so nothing flickers; an
 * answer older than the version shown is not shown over it. `adopt(record)`: the server's answer of a
 * save or an action is the record: shown at once, and kept for the id the route is about to name.
 */
export function useRouteRecord(env: Pick<RendererEnv, 'data' | 'queries' | 'params'>, page: PageSchema): { state: RouteRecord; reload(): Promise<void>; adopt(record: Row): void } {
  const { data, params, queries } = env;
  const id = params.id;
  const source = page.recordSource;
  // The source call's parameters; one the route lacks means there is nothing to read.
  const sourceKey = source ? JSON.stringify(resolveMapping(source.params, { params })) : '';
  const sourceComplete = !!source && Object.keys(JSON.parse(sourceKey || '{}')).length === Object.keys(source.params).length;
  const keyField = page.recordKey;
  const keyValue = !id && keyField ? params[keyField] : undefined;
  const wanted = source ? pageReadsRecord(page) : (!!id || !!keyValue) && !!page.resource && pageReadsRecord(page);
  const reads = wanted && (!source || sourceComplete);
  const versionField = page.versionField ?? 'version';
  const options = useMemo(
    () => (reads ? routeRecordRead(data, page, id, keyValue, JSON.parse(sourceKey || '{}') as Record<string, unknown>) : recordRead<Row | null>(data, page.resource ?? '', '')),
    // The page's read is named by these: its source's parameters by their text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, reads, page.resource, page.recordSource, page.recordKey, id, keyValue, sourceKey],
  );
  const read = useQuery(
    {
      ...options,
      enabled: reads,
      // A read answering an older version than the one held (asked before a write the page has adopted) keeps the newer.
      structuralSharing: (held: unknown, fresh: unknown) => (isOlder(fresh as Row | null, held as Row | null, versionField) ? held : replaceEqualDeep(held, fresh)),
    },
    queries,
  );
  // A record the server just answered, shown until a read of the route answers after it (a form's first save, before the route names its id).
  const [adopted, setAdopted] = useState<{ record: Row; at: number } | null>(null);
  const adopt = useCallback(
    (record: Row) => {
      if (page.resource && (typeof record.id === 'string' || typeof record.id === 'number')) queries.setQueryData(readKeys.one(page.resource, record.id), record);
      setAdopted({ record, at: Date.now() });
    },
    [page.resource, queries],
  );
  const refetch = read.refetch;
  const reload = useCallback(async () => {
    if (reads) await refetch({ cancelRefetch: false });
  }, [reads, refetch]);

  const adoptedNow = adopted && (!read.data || read.dataUpdatedAt < adopted.at) && (!reads || id === undefined || String(adopted.record.id) === id) ? adopted.record : null;
  const incomplete = wanted && !!source && !sourceComplete;
  const { data: record, isPending: pending, error } = read;
  const state = useMemo<RouteRecord>(() => {
    if (adoptedNow) return { status: 'found', record: adoptedNow };
    if (incomplete) return NOT_FOUND;
    if (!reads) return NONE;
    if (record) return { status: 'found', record };
    if (pending) return LOADING;
    if (error && !isNotFound(error)) return { status: 'failed', message: error.message };
    return NOT_FOUND;
  }, [adoptedNow, incomplete, reads, record, pending, error]);
  return { state, reload, adopt };
}

/** A read that answers an older version of the record held (an answer asked before a write) is not taken over it. */
function isOlder(read: Row | null, held: Row | null, versionField: string): boolean {
  if (!read || !held || String(held.id) !== String(read.id)) return false;
  const [was, is] = [Number(held[versionField]), Number(read[versionField])];
  return Number.isFinite(was) && Number.isFinite(is) && is < was;
}
