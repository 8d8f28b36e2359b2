// The headless list controller: server paging from page 1 with size 10, the sort cycle, filters
// restarting at page 1, selection kept across pages (cleared by a new filter), and stale answers dropped.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataProvider, ListParams } from '../../../src/client/data/dataProvider';
import { useListController } from '../../../src/client/renderer/core/useListController';
import { memoryProvider } from './support/memoryDataProvider';

const rows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `row ${String(i + 1).padStart(2, '0')}`, n: (i * 7) % 23 }));

function setup(data: DataProvider = memoryProvider({ item: rows })) {
  return renderHook(() => useListController({ resource: 'item', data }));
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
    expect(result.current.error).toBe('network down');
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
});
