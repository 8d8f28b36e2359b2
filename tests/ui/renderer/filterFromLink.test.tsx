// A list opened by a link with `?filter=` (the dashboard's counts): the filter block shows those
// conditions in its inputs and the list is asked with them; conditions on fields the filter does not
// show, and malformed text, are left out. Choices read with the entity's labels, as in the grid.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListParams } from '../../../src/client/data/dataProvider';
import { filterValuesOfLink, resolveFilterField } from '../../../src/client/renderer/filter/filterModel';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));
afterEach(cleanup);

const fields = [
  resolveFilterField({ field: 'status', op: 'in' }, 'booking', { type: 'string', enum: ['CONFIRMED', 'DRAFT'] }),
  resolveFilterField({ field: 'eta', op: 'range' }, 'booking', { type: 'string', format: 'date' }),
  resolveFilterField('bookingNo', 'booking', { type: 'string' }),
];

describe('filter from a link', () => {
  it('reads the conditions of the fields shown, in their input shapes', () => {
    const text = JSON.stringify({ status: { in: ['CONFIRMED'] }, eta: { to: '2026-11-22' }, bookingNo: { contains: 'SE26' }, colour: 'red' });
    expect(filterValuesOfLink(fields, text)).toEqual({ status: ['CONFIRMED'], eta: { from: '', to: '2026-11-22' }, bookingNo: 'SE26' });
    expect(filterValuesOfLink(fields, '{not json')).toEqual({});
    expect(filterValuesOfLink(fields, '[1]')).toEqual({});
    expect(filterValuesOfLink(fields, undefined)).toEqual({});
  });

  it('asks the order list with the link filter and shows it in the form', async () => {
    const data = memoryProvider({ booking: [{ id: 1, version: 1, status: 'CONFIRMED', eta: '2026-11-20', mode: 'SEA' }, { id: 2, version: 1, status: 'DRAFT', eta: '2026-11-20', mode: 'AIR' }] });
    const filter = { eta: { to: '2026-11-22' }, status: { in: ['CONFIRMED'] } };
    renderPage(pageFile('myOrder/mulOrderList'), { data, language: 'en', params: { filter: JSON.stringify(filter) } });
    await waitFor(() => expect((data.calls.filter((c) => c.method === 'getList').at(-1)?.args as ListParams | undefined)?.filter).toEqual(filter));
    expect(await screen.findByDisplayValue('2026-11-22')).toBeTruthy();
    // The status reads as the grid labels it, not as its code.
    await waitFor(() => expect(screen.getAllByRole('combobox').map((c) => c.textContent)).toContain('Confirmed'));
  });
});
