// The grid's first render (issue 11, the grid page): a first page already in the query layer and a
// column preference already read (the page's first calls, started from the menu, answered before the
// screen mounted) are in the grid's first render: no empty grid then rows, no page columns then the
// user's; an entity schema already arrived is there too (no raw choice values, no filter spinner
// for a frame). A page whose filter applies as it opens does not draw the cached unfiltered rows. The column
// panel renders its rows only while open, so the grid's renders pay nothing for them. Measuring glide's
// box (useGlideSize) re-renders glide's mount alone, not the toolbar and pager around it.
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/client/api/queryClient';
import { listRead, preferenceRead } from '../../../src/client/api/reads';
import { loadEntitySchema, useEntitySchema } from '../../../src/client/renderer/core/entitySchemas';
import { firstListParams } from '../../../src/client/renderer/core/pageFirstCalls';
import { applyPreference } from '../../../src/client/renderer/grid/columnPreferences';
import { layoutColumns } from '../../../src/client/renderer/grid/gridLayout';
import type { FilterBlock, GridBlock, PageSchema } from '../../../src/shared/page/pageSchema';
import type { GridPreference } from '../../../src/shared/preferences/gridPreference';
import type { ListResult } from '../../../src/shared/wire/envelope';
import { countRenders } from '../support/renderCounter';
import { memoryProvider } from './support/memoryDataProvider';
import { memoryPreferences } from './support/memoryPreferences';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

const addressPage = pageFile('setData/setAddress');
const addresses = [
  { id: 1, name: 'Beijing DC', city: 'Beijing', country: 'CN', line1: '1 Road', version: 1 },
  { id: 2, name: 'Ningbo DC', city: 'Ningbo', country: 'CN', line1: '2 Road', version: 1 },
  { id: 3, name: 'Shanghai DC', city: 'Shanghai', country: 'CN', line1: '3 Road', version: 1 },
];

afterEach(cleanup);

/** A query client holding `page` for exactly the page's first list read (as the page's first calls leave it). */
function withCachedFirstPage(page: PageSchema, answer: ListResult<Record<string, unknown>>) {
  const data = memoryProvider({ address: addresses });
  const [first] = firstListParams(page);
  const queries = createQueryClient({ session: false });
  queries.setQueryData(listRead(data, first.resource, first.params).queryKey, answer);
  return { data, queries };
}

const cachedAll: ListResult<Record<string, unknown>> = { result: addresses, page: { current: 1, size: 10, total: 3 } };

/** Every value the grid area's attribute takes, from the first commit that shows the grid on. */
function recordAttribute(name: string): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const value = document.querySelector('[data-block="grid"] [data-grid-rows]')?.getAttribute(name);
    if (value !== undefined && value !== null && seen.at(-1) !== value) seen.push(value);
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  return seen;
}

describe('the grid\'s first render', () => {
  it('draws a first page already in the query layer at once, and does not ask for it again', async () => {
    const { data, queries } = withCachedFirstPage(addressPage, cachedAll);
    const rows = recordAttribute('data-grid-rows');
    renderPage(addressPage, { data, queries, language: 'en' });
    await screen.findByText('Columns');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    // The first value the grid showed is the cached page: never an empty grid first.
    expect(rows).toEqual(['3']);
    expect(data.calls.filter((c) => c.method === 'getList')).toEqual([]);
  });

  it('without a cached page, draws the rows once they arrive (and asks once)', async () => {
    const data = memoryProvider({ address: addresses });
    const rows = recordAttribute('data-grid-rows');
    renderPage(addressPage, { data, language: 'en' });
    await waitFor(() => expect(rows.at(-1)).toBe('3'));
    expect(rows).toEqual(['0', '3']);
    expect(data.calls.filter((c) => c.method === 'getList')).toHaveLength(1);
  });

  it('does not draw the cached unfiltered rows of a page whose filter has a default', async () => {
    const filter = addressPage.blocks.find((b): b is FilterBlock => b.type === 'filter');
    if (!filter) throw new Error('the address page has a filter');
    const filtered: PageSchema = {
      ...addressPage,
      blocks: addressPage.blocks.map((b) => (b === filter ? { ...filter, fields: filter.fields.map((f) => (f === 'city' ? { field: 'city', default: 'Shanghai' } : f)) } : b)),
    };
    const { data, queries } = withCachedFirstPage(filtered, cachedAll);
    const rows = recordAttribute('data-grid-rows');
    renderPage(filtered, { data, queries, language: 'en' });
    await waitFor(() => expect(rows.at(-1)).toBe('1'));
    // Not drawn from the cache: the grid starts empty and the filtered rows end it.
    expect(rows).toEqual(['0', '1']);
  });

  it('does not draw cached rows when a link\'s filter applies as the page opens', async () => {
    const { data, queries } = withCachedFirstPage(addressPage, cachedAll);
    const rows = recordAttribute('data-grid-rows');
    renderPage(addressPage, { data, queries, language: 'en', params: { filter: JSON.stringify({ city: 'Ningbo' }) } });
    await waitFor(() => expect(rows.at(-1)).toBe('1'));
    expect(rows).toEqual(['0', '1']);
  });

  it('draws the user\'s columns in the first render when the preference was already read', async () => {
    const saved: GridPreference = { columns: [{ field: 'city', width: 150 }, { field: 'name', width: 200 }] };
    const grid = addressPage.blocks.find((b): b is GridBlock => b.type === 'grid');
    const layoutWithPreference = layoutColumns(applyPreference(grid?.columns ?? [], saved)).columns.map((c) => c.field).join(',');
    expect(layoutWithPreference).not.toBe(layoutColumns(applyPreference(grid?.columns ?? [], null)).columns.map((c) => c.field).join(','));
    const base = memoryPreferences({ 'grid.setAddress.grid': saved });
    let asked = 0;
    const preferences = { ...base, get: (key: string) => (asked++, base.get(key)) };
    // Read by the page's first calls, before the screen mounts.
    const queries = createQueryClient({ session: false });
    await queries.prefetchQuery(preferenceRead(preferences, 'grid.setAddress.grid'));
    const columns = recordAttribute('data-grid-columns');
    const ready = recordAttribute('data-columns-ready');
    renderPage(addressPage, { data: memoryProvider({ address: addresses }), queries, language: 'en', preferences });
    await screen.findByText('Columns');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(asked).toBe(1);
    expect(ready).toEqual(['true']);
    expect(columns).toHaveLength(1);
    expect(columns[0]).toBe(layoutWithPreference);
  });

  it('mounts glide once measured without rendering the grid\'s toolbar and pager again', async () => {
    const { data, queries } = withCachedFirstPage(addressPage, cachedAll);
    const mounting = await countRenders(async () => {
      renderPage(addressPage, { data, queries, language: 'en' });
      await screen.findByText('Columns');
      await act(() => new Promise((r) => setTimeout(r, 50)));
    });
    // The measure renders MeasuredGlide (stand-in, then glide) once more than the grid around it.
    expect(mounting.byName.Pager).toBe(mounting.byName.GridBlock);
    expect(mounting.byName.MeasuredGlide).toBe((mounting.byName.GridBlock ?? 0) + 1);
  });

  it('renders the column panel\'s rows only while it is open', async () => {
    const data = memoryProvider({ address: addresses });
    const loading = await countRenders(async () => {
      renderPage(addressPage, { data, language: 'en' });
      await waitFor(() => expect(document.querySelector('[data-grid-rows="3"]')).not.toBeNull());
    });
    expect(loading.byName.GridBlock).toBeGreaterThan(0);
    expect(loading.byName.ColumnRows).toBeUndefined();
    const opening = await countRenders(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
      await screen.findByRole('list', { name: /Column order/ });
    });
    expect(opening.byName.ColumnRows).toBeGreaterThan(0);
  });

  it('has an entity schema that has already arrived in its first render', async () => {
    const schema = await loadEntitySchema('address');
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useEntitySchema('address');
    });
    expect(result.current.schema).toBe(schema);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(renders).toBe(1);
  });
});
