// Headless list state (react-admin style): paging, sort, filter, selection and the rows of one
// resource, apart from any view. The grid, filter and action blocks all drive the same controller.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, type ListFilter } from '../../../shared/wire/resourceContract';
import { isSessionGone } from '../../../shared/wire/envelope';
import type { ListResult } from '../../../shared/wire/envelope';
import type { TotalKind } from '../../../shared/wire/resourceContract';
import type { DataProvider, ListParams, PageCursor } from '../../data/dataProvider';
import { nextSort, type SortState } from './sortCycle';

export type RowId = string | number;
export type Row = Record<string, unknown>;

export interface ListControllerOptions {
  resource: string;
  data: DataProvider;
  /** Field holding a row's key. */
  keyField?: string;
  pageSize?: number;
  defaultSort?: SortState;
  /** False: hold off loading (e.g. a page without a grid, a bound grid whose source is empty). */
  enabled?: boolean;
  /** Conditions always sent with the user's filter (a grid bound to another block or the record). */
  baseFilter?: ListFilter;
  /**
   * Draw the first page in the first render when the response cache already holds it (the page's first
   * call, started from the menu, answered before the screen mounted): no empty grid, then rows. Only
   * for a list no filter changes at start (a filter default, a link's filter), whose cached rows would flash.
   */
  firstPageInHand?: boolean;
}

export interface ListController {
  resource: string;
  keyField: string;
  rows: Row[];
  total: number;
  /** `about` / `atLeast`: a large list's total is an estimate or a lower bound (resourceContract.ts TotalKind). */
  totalKind: TotalKind;
  /** Page number from 1. */
  page: number;
  size: number;
  /** Pages as far as known: for an estimated total, at least up to the page after this one when it exists. */
  pageCount: number;
  hasNext: boolean;
  loading: boolean;
  /** Message of the last failed load, or null. */
  error: string | null;
  sort: SortState | undefined;
  filter: ListFilter;
  /** Selected keys, kept across pages (export selected, delete selected). */
  selectedIds: RowId[];
  /** The selected rows as last seen, from any page. */
  selectedRows: Row[];
  /** The next and previous page are read by keyset from this page's rows; other pages by number. */
  setPage(page: number): void;
  /** The last page, read from the end (its number is known once it arrives). */
  lastPage(): void;
  setPageSize(size: number): void;
  /** The header-click cycle: asc, desc, none. */
  toggleSort(field: string): void;
  setSort(sort: SortState | undefined): void;
  /** A new filter starts again at page 1 and clears the selection. */
  setFilter(filter: ListFilter): void;
  setSelectedIds(ids: RowId[]): void;
  clearSelection(): void;
  refresh(): Promise<void>;
  /** The parameters of the list as shown (for export). */
  params(): ListParams;
  idOf(row: Row): RowId;
}

interface ShownPage {
  page: number;
  totalKind: TotalKind;
  hasNext: boolean;
  prevCursor?: string;
  nextCursor?: string;
}

/** The parameters of a list call: the page, its size, the sort, the user's filter with the bound conditions. */
function listParams(page: number, size: number, sort: SortState | undefined, filter: ListFilter, base: ListFilter): ListParams {
  const p: ListParams = { page, size };
  if (sort) p.sort = sort;
  const all: ListFilter = { ...filter, ...base };
  if (Object.keys(all).length > 0) p.filter = all;
  return p;
}

/** What the pager shows of an answer. */
function shownOf(res: ListResult<unknown>): ShownPage {
  const hasNext = res.page.hasNext ?? res.page.current * res.page.size < res.page.total;
  return { page: res.page.current, totalKind: res.page.totalKind ?? 'exact', hasNext, prevCursor: res.page.prevCursor, nextCursor: res.page.nextCursor };
}

export function useListController(options: ListControllerOptions): ListController {
  const { resource, data, keyField = 'id', pageSize = DEFAULT_PAGE_SIZE, defaultSort, enabled = true } = options;
  // By value: a bound filter is rebuilt on every render of the page.
  const baseKey = JSON.stringify(options.baseFilter ?? {});
  // The first page, when already answered and wanted in the first render (firstPageInHand).
  const [inHand] = useState(() =>
    options.firstPageInHand && enabled ? data.cachedList?.(resource, listParams(DEFAULT_PAGE, pageSize, defaultSort, {}, options.baseFilter ?? {})) : undefined,
  );
  // The page asked for (number, and the cursor it is read from) and the page shown (the answer's number).
  const [position, setPosition] = useState<{ page: number; cursor?: PageCursor }>({ page: DEFAULT_PAGE });
  const setPageState = useCallback((p: number) => setPosition({ page: p }), []);
  const [shown, setShown] = useState<ShownPage>(() => (inHand ? shownOf(inHand) : { page: DEFAULT_PAGE, totalKind: 'exact', hasNext: false }));
  const page = position.page;
  const [size, setSize] = useState(pageSize);
  const [sort, setSort] = useState<SortState | undefined>(defaultSort);
  const [filter, setFilterState] = useState<ListFilter>({});
  const [rows, setRows] = useState<Row[]>(() => (inHand?.result as Row[] | undefined) ?? []);
  const [total, setTotal] = useState(inHand?.page.total ?? 0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Key to row, in selection order; rows of other pages keep the values they had when seen.
  const [selected, setSelected] = useState<ReadonlyMap<RowId, Row>>(new Map());
  // Only the latest request may write the state: a slow answer to an older query is dropped.
  const requestSeq = useRef(0);

  const params = useCallback((): ListParams => listParams(page, size, sort, filter, JSON.parse(baseKey) as ListFilter), [page, size, sort, filter, baseKey]);

  // Another master row: start again at page 1 with nothing selected.
  const firstBase = useRef(baseKey);
  useEffect(() => {
    if (firstBase.current === baseKey) return;
    firstBase.current = baseKey;
    setPageState(DEFAULT_PAGE);
    setSelected(new Map());
  }, [baseKey, setPageState]);

  const idOf = useCallback((row: Row): RowId => row[keyField] as RowId, [keyField]);

  // The writes of this resource this list has read past (resourceChanges.ts).
  const seenChanges = useRef(data.changeCount?.(resource) ?? 0);

  const load = useCallback(async () => {
    const seq = ++requestSeq.current;
    seenChanges.current = data.changeCount?.(resource) ?? 0;
    setLoading(true);
    try {
      const res = await data.getList(resource, { ...params(), ...(position.cursor ? { cursor: position.cursor } : {}) });
      if (seq !== requestSeq.current) return;
      setRows(res.result as Row[]);
      setTotal(res.page.total);
      setShown(shownOf(res));
      setError(null);
      // The selection outlives paging; rows seen again replace their older copies.
      const fresh = new Map((res.result as Row[]).map((r) => [idOf(r), r]));
      setSelected((prev) => (prev.size === 0 ? prev : new Map([...prev].map(([id, row]) => [id, fresh.get(id) ?? row]))));
    } catch (e) {
      if (seq !== requestSeq.current) return;
      // A lost session has its one notice (the forced log-out confirm), not a second one in the page.
      setError(isSessionGone(e) ? null : e instanceof Error ? e.message : String(e));
    } finally {
      if (seq === requestSeq.current) setLoading(false);
    }
  }, [data, resource, params, idOf, position]);

  // The first page drawn from the cache is what the first load would read again.
  const skipLoad = useRef(inHand !== undefined);
  useEffect(() => {
    if (enabled && skipLoad.current) skipLoad.current = false;
    else if (enabled) void load();
    else {
      // A bound grid whose source went empty shows nothing of the last master row.
      requestSeq.current++;
      setRows((prev) => (prev.length === 0 ? prev : []));
      setTotal(0);
      setLoading(false);
    }
  }, [enabled, load]);

  // A write of this resource anywhere (an import, a create, a delete, an action of another block or
  // page) reads the list again while it is shown; a list hidden in a kept-alive tab, when shown again.
  useEffect(() => {
    if (!enabled || !data.subscribeChanges) return;
    if ((data.changeCount?.(resource) ?? 0) !== seenChanges.current) void load();
    return data.subscribeChanges((changed) => {
      if (changed === resource) void load();
    });
  }, [data, enabled, load, resource]);

  const pageCount = Math.max(1, Math.ceil(total / size), shown.totalKind === 'exact' ? 0 : shown.page + (shown.hasNext ? 1 : 0));
  const selectedIds = useMemo(() => [...selected.keys()], [selected]);
  const selectedRows = useMemo(() => [...selected.values()], [selected]);
  const setSelectedIds = useCallback(
    (ids: RowId[]) => {
      const onPage = new Map(rows.map((r) => [idOf(r), r]));
      // Selection order is kept (rows already selected first, new ones after): the row selected last
      // is the master row of blocks bound to this list (`$selected.<grid>`).
      setSelected((prev) => {
        const wanted = new Set(ids);
        const next = new Map<RowId, Row>();
        for (const [id, row] of prev) if (wanted.has(id)) next.set(id, onPage.get(id) ?? row);
        for (const id of ids) {
          const row = onPage.get(id) ?? prev.get(id);
          if (row && !next.has(id)) next.set(id, row);
        }
        return next;
      });
    },
    [rows, idOf],
  );

  return {
    resource,
    keyField,
    rows,
    total,
    totalKind: shown.totalKind,
    page: shown.page,
    size,
    pageCount,
    hasNext: shown.hasNext,
    loading,
    error,
    sort,
    filter,
    selectedIds,
    selectedRows,
    setPage: (p) => {
      const target = Math.max(1, Math.floor(p));
      // A neighbour page seeks from the shown page's first or last row: as fast at page 10,000 as at 2.
      if (target === shown.page + 1 && shown.nextCursor) setPosition({ page: target, cursor: { after: shown.nextCursor } });
      else if (target === shown.page - 1 && shown.prevCursor && target > 1) setPosition({ page: target, cursor: { before: shown.prevCursor } });
      else setPosition({ page: target });
    },
    lastPage: () => setPosition({ page: pageCount, cursor: { last: true } }),
    setPageSize: (s) => {
      setSize(s);
      setPageState(DEFAULT_PAGE);
    },
    toggleSort: (field) => {
      setSort((current) => nextSort(current, field));
      setPageState(DEFAULT_PAGE);
    },
    setSort,
    // Other rows answer a new search: a selection made under the old one would act unseen.
    setFilter: (f) => {
      setFilterState(f);
      setPageState(DEFAULT_PAGE);
      setSelected(new Map());
    },
    setSelectedIds,
    clearSelection: () => setSelected(new Map()),
    refresh: load,
    params,
    idOf,
  };
}
