// The route's record: a page whose blocks read it (a detail, `$record.<field>` bindings) and whose
// route carries an id (`?id=` or the path's `:id`) loads it with its resource's get call. An unknown
// id and another customer's (both 10005 from the server) are "not found", shown as a panel, not a toast.
// A page with a `recordSource` reads it by that call instead, with parameters from the route (a link's token);
// a page with a `recordKey` may also be named by that field (`?bookingNo=`), found through its list.
import { useCallback, useEffect, useRef, useState } from 'react';
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

/**
 * The route's record and `reload()`, which reads it again after an action changed it (a booking's
 * submit or cancel) while the page keeps showing the record it has, so nothing flickers.
 */
export function useRouteRecord(env: Pick<RendererEnv, 'data' | 'request' | 'params'>, page: PageSchema): { state: RouteRecord; reload(): Promise<void>; adopt(record: Row): void } {
  const { data, params } = env;
  const id = params.id;
  const source = page.recordSource;
  // The source call's parameters; one the route lacks means there is nothing to read.
  const sourceKey = source ? JSON.stringify(resolveMapping(source.params, { params })) : '';
  const sourceComplete = !!source && Object.keys(JSON.parse(sourceKey || '{}')).length === Object.keys(source.params).length;
  const keyField = page.recordKey;
  const keyValue = !id && keyField ? params[keyField] : undefined;
  const wanted = source ? pageReadsRecord(page) : (!!id || !!keyValue) && !!page.resource && pageReadsRecord(page);
  const [state, setState] = useState<RouteRecord>({ status: 'none' });
  const [round, setRound] = useState(0);
  // A record the server just answered for the id the route is about to name (a form's first save).
  const adopted = useRef<Row | null>(null);
  useEffect(() => {
    if (adopted.current && id !== undefined && String(adopted.current.id) === id) {
      const record = adopted.current;
      adopted.current = null;
      setState({ status: 'found', record });
      return;
    }
    if (wanted && source && !sourceComplete) {
      setState({ status: 'notFound' });
      return;
    }
    if (!wanted || (!source && ((!id && !keyValue) || !page.resource))) {
      // Kept as it is when already none (every page without a record, as it mounts): a new object would
      // render the whole page again, in the task that first draws it.
      setState((prev) => (prev.status === 'none' ? prev : { status: 'none' }));
      return;
    }
    let live = true;
    // A first read shows the spinner; a reload keeps the record on screen until the new one is in.
    setState((prev) => (prev.status === 'found' && round > 0 ? prev : { status: 'loading' }));
    const read = source
      ? (env.request('GET', source.path, JSON.parse(sourceKey) as Record<string, unknown>, { silent: true }) as Promise<Row>)
      : id
        ? data.getOne<Row>(page.resource!, id, { silent: true })
        : recordByKey(data, page.resource!, keyField!, keyValue!);
    const versionField = page.versionField ?? 'version';
    read.then(
      (record) => live && setState((prev) => (record && isOlder(record, prev, versionField) ? prev : record ? { status: 'found', record } : { status: 'notFound' })),
      (e: unknown) => live && setState(isNotFound(e) ? { status: 'notFound' } : { status: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
    // env.request is stable per environment; the source's resolved parameters stand for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, page.resource, id, keyField, keyValue, wanted, round, sourceKey, sourceComplete, page.versionField]);
  const reload = useCallback(async () => {
    if (wanted) setRound((n) => n + 1);
  }, [wanted]);
  // A write of the record's resource elsewhere on the page (or while its tab was hidden) reads it again.
  const seenChanges = useRef(data.changeCount?.(page.resource ?? '') ?? 0);
  useEffect(() => {
    const resource = page.resource;
    if (!wanted || source || !resource || !data.subscribeChanges) return;
    const heard = () => {
      seenChanges.current = data.changeCount?.(resource) ?? 0;
      setRound((n) => n + 1);
    };
    if ((data.changeCount?.(resource) ?? 0) !== seenChanges.current) heard();
    return data.subscribeChanges((changed) => {
      if (changed === resource) heard();
    });
  }, [data, page.resource, source, wanted]);
  const routeId = useRef(id);
  routeId.current = id;
  const adopt = useCallback((record: Row) => {
    // Kept for the route's next id only: the record shown now needs no read.
    adopted.current = String(record.id) === routeId.current ? null : record;
    setState({ status: 'found', record });
  }, []);
  return { state, reload, adopt };
}

/** A read that answers an older version of the record shown (a cached answer from before a write) is not shown over it. */
function isOlder(read: Row, shown: RouteRecord, versionField: string): boolean {
  if (shown.status !== 'found' || String(shown.record.id) !== String(read.id)) return false;
  const [was, is] = [Number(shown.record[versionField]), Number(read[versionField])];
  return Number.isFinite(was) && Number.isFinite(is) && is < was;
}
