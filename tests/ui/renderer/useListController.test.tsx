// The headless list controller: server paging from page 1 with size 10, the sort cycle, filters
// restarting at page 1, selection kept across pages (cleared by a new filter), and stale answers dropped.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataProvider, ListParams } from '../../../src/client/data/dataProvider';
import { createQueryClient } from '../../../src/client/api/queryClient';
import { useListController } from '../../../src/client/renderer/core/useListController';
import { memoryProvider } from './support/memoryDataProvider';

const rows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `row ${String(i + 1).padStart(2, '0')}`, n: (i * 7) % 23 }));

function setup(data: DataProvider = memoryProvider({ item: rows })) {
  const queries = createQueryClient({ session: false });
  return renderHook(() => useListController({ resource: 'item', data, queries }));
}

describe('useListController', () => {
  it('loads page 1 of size 10 and pages through the server', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(result.current).toMatchObject({ page: 1, size: 10, total: 23, pageCount: 3 });
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual([21, 22, 23]));
    act(() => result.current.setPageSize(20));
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    expect(result.current.page).toBe(1);
  });

  it('cycles the sort asc, desc, none on the same field', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.toggleSort('n'));
    await waitFor(() => expect(result.current.rows[0].n).toBe(0));
    expect(result.current.sort).toEqual({ field: 'n', order: 'asc' });
    act(() => result.current.toggleSort('n'));
    await waitFor(() => expect(result.current.rows[0].n).toBe(22));
    act(() => result.current.toggleSort('n'));
    await waitFor(() => expect(result.current.rows[0].id).toBe(1));
    expect(result.current.sort).toBeUndefined();
    act(() => result.current.toggleSort('name'));
    expect(result.current.sort).toEqual({ field: 'name', order: 'asc' });
  });

  it('keeps the selection across pages and sorts, with the rows as last seen; a new filter restarts at page 1 and clears it', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.setSelectedIds([2, 3]));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.rows[0].id).toBe(11));
    act(() => result.current.setSelectedIds([...result.current.selectedIds, 11, 12]));
    expect(result.current.selectedIds).toEqual([2, 3, 11, 12]);
    expect(result.current.selectedRows.map((r) => r.name)).toEqual(['row 02', 'row 03', 'row 11', 'row 12']);
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.rows[0].id).toBe(21));
    act(() => result.current.toggleSort('n'));
    await waitFor(() => expect(result.current.sort).toEqual({ field: 'n', order: 'asc' }));
    expect(result.current.selectedIds).toEqual([2, 3, 11, 12]);
    // Ids of rows never seen are not taken on trust.
    act(() => result.current.setSelectedIds([...result.current.selectedIds, 999]));
    expect(result.current.selectedIds).toEqual([2, 3, 11, 12]);
    act(() => result.current.setFilter({ name: { contains: 'row 1' } }));
    await waitFor(() => expect(result.current.total).toBe(10));
    expect(result.current.page).toBe(1);
    expect(result.current.selectedIds).toEqual([]);
    act(() => result.current.setSelectedIds([10]));
    act(() => result.current.clearSelection());
    expect(result.current.selectedIds).toEqual([]);
  });

  it('drops an older answer that arrives after a newer one', async () => {
    const base = memoryProvider({ item: rows });
    const gates: Array<() => void> = [];
    const slow: DataProvider = {
      ...base,
      async getList<T>(resource: string, params: ListParams) {
        const answer = await base.getList<T>(resource, params);
        // Page 1 answers only when released; later pages answer at once.
        if (params.page === 1) await new Promise<void>((resolve) => gates.push(resolve));
        return answer;
      },
    };
    const { result } = setup(slow);
    await waitFor(() => expect(gates).toHaveLength(1));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(11));
    await act(async () => gates[0]());
    expect(result.current.rows[0].id).toBe(11);
  });

  it('reports a failed load and keeps the previous rows', async () => {
    const base = memoryProvider({ item: rows });
    let fail = false;
    const flaky: DataProvider = {
      ...base,
      getList: (resource, params) => (fail ? Promise.reject(new Error('network down')) : base.getList(resource, params)),
    };
    const { result } = setup(flaky);
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    fail = true;
    await act(() => result.current.refresh());
    // TanStack tells its observers on a timer (notifyManager), so the failed answer reaches the hook a tick after the refetch.
    await waitFor(() => expect(result.current.error).toBe('network down'));
    expect(result.current.rows).toHaveLength(10);
  });

  it('shows a failure in the page, but not a lost session (the forced log-out confirm tells that once)', async () => {
    const failing = (error: unknown): DataProvider => ({ ...memoryProvider({ item: rows }), getList: async () => Promise.reject(error) });
    const broken = setup(failing(new Error('The server is down')));
    await waitFor(() => expect(broken.result.current.error).toBe('The server is down'));
    const gone = setup(failing(Object.assign(new Error('You have been logged out'), { code: 10003 })));
    await waitFor(() => expect(gone.result.current.loading).toBe(false));
    expect(gone.result.current.error).toBeNull();
  });

  it('asks for the neighbour pages by cursor, other pages by number, and the last page from the end', async () => {
    const base = memoryProvider({ item: rows });
    const asked: ListParams[] = [];
    // A server answer with an estimated total and keyset cursors naming the page's first and last ids.
    const keyset: DataProvider = {
      ...base,
      async getList<T>(resource: string, params: ListParams) {
        asked.push(params);
        const answer = await base.getList<T>(resource, params);
        const ids = (answer.result as Array<{ id: number }>).map((r) => r.id);
        const current = params.cursor && 'last' in params.cursor ? 3 : params.page;
        return { ...answer, page: { ...answer.page, current, total: 20, totalKind: 'about' as const, hasNext: current < 3, prevCursor: `c${ids[0]}`, nextCursor: `c${ids.at(-1)}` } };
      },
    };
    const { result } = setup(keyset);
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(result.current).toMatchObject({ totalKind: 'about', total: 20, hasNext: true, pageCount: 2 });
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(asked.at(-1)).toMatchObject({ page: 2, cursor: { after: 'c10' } });
    // Past the estimate's last page: the server says another page follows, so the pager offers it.
    expect(result.current.pageCount).toBe(3);
    // Page 1 again, by number: read before, it is answered by the query layer without asking.
    const askedBefore = asked.length;
    act(() => result.current.setPage(1));
    await waitFor(() => expect(result.current.page).toBe(1));
    expect(asked).toHaveLength(askedBefore);
    act(() => result.current.lastPage());
    await waitFor(() => expect(result.current.page).toBe(3));
    expect(asked.at(-1)!.cursor).toEqual({ last: true });
    act(() => result.current.setPage(2));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 2, cursor: { before: 'c11' } }));
    // What an export of the current page sends carries no cursor (the export call takes none).
    expect(result.current.params()).not.toHaveProperty('cursor');
  });
});
