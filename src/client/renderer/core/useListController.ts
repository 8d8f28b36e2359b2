// Headless list state (react-admin style): paging, sort, filter, selection and the rows of one
// resource, apart from any view. The grid, filter and action blocks all drive the same controller. Its
// rows are a list query of the query layer (api/reads.ts): an answer already cached or on its way (the
// page's first calls) is taken, not asked again; a write of the resource or a hub event reads it again
// (also a list hidden in a kept-alive tab, when shown again); the page shown stays while the next loads.
import { hashKey, type QueryClient, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { listRead } from '../../api/reads';
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
  /** The query client the list's reads are cached and shared in. */
  queries: QueryClient;
  /** Field holding a row's key. */
  keyField?: string;
  pageSize?: number;
  defaultSort?: SortState;
  /** False: hold off loading (e.g. a page without a grid, a bound grid whose source is empty). */
  enabled?: boolean;
  /** Conditions always sent with the user's filter (a grid bound to another block or the record). */
  baseFilter?: ListFilter;
  /**
   * Draw the first page in the first render when the query layer already holds it (the page's first
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

/** Whether a list read (its key) had the bound conditions `baseKey` (JSON text) has. */
function sameBase(key: QueryKey, baseKey: string): boolean {
  const filter = (key[2] as ListParams | undefined)?.filter ?? {};
  return Object.entries(JSON.parse(baseKey) as ListFilter).every(([field, condition]) => JSON.stringify(filter[field]) === JSON.stringify(condition));
}

export function useListController(options: ListControllerOptions): ListController {
  const { resource, data, queries, keyField = 'id', pageSize = DEFAULT_PAGE_SIZE, defaultSort, enabled = true } = options;
  // By value: a bound filter is rebuilt on every render of the page.
  const baseKey = JSON.stringify(options.baseFilter ?? {});
  // The page asked for (number, and the cursor it is read from).
  const [position, setPosition] = useState<{ page: number; cursor?: PageCursor }>({ page: DEFAULT_PAGE });
  const setPageState = useCallback((p: number) => setPosition({ page: p }), []);
  const page = position.page;
  const [size, setSize] = useState(pageSize);
  const [sort, setSort] = useState<SortState | undefined>(defaultSort);
  const [filter, setFilterState] = useState<ListFilter>({});
  // Key to row, in selection order; rows of other pages keep the values they had when seen.
  const [selected, setSelected] = useState<ReadonlyMap<RowId, Row>>(new Map());

  const params = useCallback((): ListParams => listParams(page, size, sort, filter, JSON.parse(baseKey) as ListFilter), [page, size, sort, filter, baseKey]);
  const asked = useMemo(() => ({ ...params(), ...(position.cursor ? { cursor: position.cursor } : {}) }), [params, position.cursor]);
  const read = useMemo(() => listRead<Row>(data, resource, asked), [data, resource, asked]);
  // A first page cached for a list whose filter applies as it opens is not drawn in the first render (its rows would flash).
  const [holding, setHolding] = useState(() => enabled && !options.firstPageInHand && queries.getQueryData(read.queryKey) !== undefined);
  useEffect(() => {
    if (holding) setHolding(false);
  }, [holding]);
  const [heldHash] = useState(() => (holding ? hashKey(read.queryKey) : null));
  const active = enabled && !holding;
  const list = useQuery(
    {
      ...read,
      enabled: active,
      // The page shown stays while the next one loads (a new page, sort or filter), unless it was held back or
      // was another master row's (a bound grid's new master row starts empty, not with the last one's rows).
      placeholderData: (previous, previousQuery) => (previousQuery && previousQuery.queryHash !== heldHash && sameBase(previousQuery.queryKey, baseKey) ? previous : undefined),
    },
    queries,
  );
  const answer = active ? list.data : undefined;
  const shown = useMemo<ShownPage>(() => (answer ? shownOf(answer) : { page: DEFAULT_PAGE, totalKind: 'exact', hasNext: false }), [answer]);
  const rows = useMemo(() => (answer?.result ?? []) as Row[], [answer]);
  const total = answer?.page.total ?? 0;
  const loading = active && list.isFetching;
  // A lost session has its one notice (the forced log-out confirm), not a second one in the page.
  const error = active && list.error && !list.isFetching && !isSessionGone(list.error) ? list.error.message : null;

  // Another master row: start again at page 1 with nothing selected.
  const firstBase = useRef(baseKey);
  useEffect(() => {
    if (firstBase.current === baseKey) return;
    firstBase.current = baseKey;
    setPageState(DEFAULT_PAGE);
    setSelected(new Map());
  }, [baseKey, setPageState]);

  const idOf = useCallback((row: Row): RowId => row[keyField] as RowId, [keyField]);

  // The selection outlives paging; rows seen again replace their older copies.
  useEffect(() => {
    if (!answer || list.isPlaceholderData) return;
    const fresh = new Map((answer.result as Row[]).map((r) => [idOf(r), r]));
    setSelected((prev) => (prev.size === 0 || ![...prev.keys()].some((id) => fresh.has(id) && fresh.get(id) !== prev.get(id)) ? prev : new Map([...prev].map(([id, row]) => [id, fresh.get(id) ?? row]))));
  }, [answer, list.isPlaceholderData, idOf]);

  const refetch = list.refetch;
  const load = useCallback(async () => {
    // An answer already on its way since the last write is the one wanted: joined, not asked twice.
    if (active) await refetch({ cancelRefetch: false });
  }, [active, refetch]);

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
