// The sample page (tests/ui/renderer/samples/addressRelations.json), from JSON only, on the real API:
// a grid of addresses, a detail of the row selected in it and a related list of importers of the same
// country, bound by `$selected`; a row action offered only while `visibleWhen` holds. The server's
// customer scoping shows through: Demo never sees Acme's importers. And the booking workbench
// (samples/bookingWorkbench.json): bookings, the selected one's detail with its cargo lines, its events,
// a quote asked of the price list with its result, and a submit after which the detail reads again.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pagePlace, placePage } from '../../../src/shared/page/pagePlace';
import type { PageFile } from '../../../src/shared/page/pageSchema';
import { lintContext } from '../../schemas/lintContext';
import { lintPage } from '../../schemas/pageLint';
import recordSample from './samples/addressRecord.json';
import sample from './samples/addressRelations.json';
import workbenchSample from './samples/bookingWorkbench.json';
import { liveApiForFile } from './support/liveApi';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

// Shown under the address screen's route (the sample is no menu of its own).
const page = placePage(sample as PageFile, pagePlace('setData', 'setAddress'));
const recordPage = placePage(recordSample as PageFile, pagePlace('setData', 'setAddress'));
const live = liveApiForFile();

const grid = (id: string) => document.querySelector(`[data-grid-block="${id}"]`) as HTMLElement;

describe('sample page: grid + detail + related list, bound by $selected', () => {
  it('passes the schema lint like any page file', () => {
    expect(lintPage(page, lintContext)).toEqual([]);
    expect(lintPage(recordPage, lintContext)).toEqual([]);
  });

  it('waits quietly, then shows the selected address and the importers of its country', async () => {
    renderPage(page, { data: live.data, language: 'en', funcs: ['setAddress.setDefault'] });
    await waitFor(() => expect(within(grid('addresses')).getByText('Nordsee Handel GmbH')).toBeTruthy());
    // Nothing selected: the detail and the related list say what they wait for, and load nothing.
    expect(screen.getByText('Select a row to see its details.')).toBeTruthy();
    expect(within(grid('importers')).getByText('Select a row above to see its related records.')).toBeTruthy();
    expect(within(grid('importers')).queryAllByRole('checkbox')).toHaveLength(0);

    fireEvent.click(within(grid('addresses')).getByRole('checkbox', { name: 'select Nordsee Handel GmbH' }));
    // The detail reads the record by its id; the related list lists importers of country DE.
    await waitFor(() => expect(document.querySelector('[data-block="detail"] [data-field="contact"]')?.textContent).toBe('Jana Krüger'));
    await waitFor(() => expect(within(grid('importers')).getByText('Nordsee Handel GmbH')).toBeTruthy());
    expect(within(grid('importers')).queryByText('Maas Logistics B.V.')).toBeNull();
    expect(within(grid('importers')).getByTestId('total').textContent).toBe('1');
    // visibleWhen: "Set as default" only on rows that are not the default already.
    const rowOf = (name: string) => within(grid('addresses')).getByText(name).closest('tr') as HTMLElement;
    expect(within(rowOf('Nordsee Handel GmbH')).queryByRole('button', { name: 'Set as default' })).toBeNull();
    expect(within(rowOf('Pacific Coast Imports Inc.')).getByRole('button', { name: 'Set as default' })).toBeTruthy();

    // Another master row: the related list follows, and Acme's NL importer stays invisible to Demo.
    fireEvent.click(within(grid('addresses')).getByRole('checkbox', { name: 'select Nordsee Handel GmbH' }));
    fireEvent.click(within(grid('addresses')).getByRole('checkbox', { name: 'select Maas Logistics B.V.' }));
    await waitFor(() => expect(within(grid('importers')).getByText('Maas Logistics B.V.')).toBeTruthy());
    expect(within(grid('importers')).queryByText('Acme Imports Ltd.')).toBeNull();
    expect(document.querySelector('[data-block="detail"] [data-field="city"]')?.textContent).toBe('Rotterdam');
  });
});

describe('sample page on a record route: detail of ?id= and a related list bound by $record', () => {
  const addressId = async (account: 'demo' | 'acme', name: string): Promise<string> => {
    const token = await live.t.login(account, `${account}1234`);
    const res = await live.t.call<{ result: Array<{ id: number; name: string }> }>('GET', '/address-list', { token, query: { current: '1', size: '50' } });
    return String(res.body.data.result.find((r) => r.name === name)!.id);
  };

  it("loads the route's record and lists the importers of its country", async () => {
    const id = await addressId('demo', 'Maas Logistics B.V.');
    renderPage(recordPage, { data: live.data, language: 'en', params: { id } });
    await waitFor(() => expect(document.querySelector('[data-block="detail"] [data-field="contact"]')?.textContent).toBe('Pieter Jansen'));
    await waitFor(() => expect(within(grid('importers')).getByText('Maas Logistics B.V.')).toBeTruthy());
    expect(within(grid('importers')).queryByText('Nordsee Handel GmbH')).toBeNull();
    cleanup();
  });

  it.each([
    ['an unknown id', async (): Promise<string> => '99999999', 'en', 'Record not found'],
    ["another customer's id", async (): Promise<string> => addressId('acme', 'Acme Imports Ltd. Rotterdam'), 'zh', '找不到该记录'],
  ] as const)('shows a not-found panel for %s, with a way back, and no toast', async (_what, idOf, language, title) => {
    const id = await idOf();
    const harness = renderPage(recordPage, { data: live.data, language, params: { id } });
    expect(await screen.findByText(title)).toBeTruthy();
    expect(document.querySelector('[data-not-found]')?.textContent).toContain(id);
    expect(screen.getByRole('button', { name: language === 'en' ? 'Go back' : '返回' })).toBeTruthy();
    expect(document.querySelector('[data-block="detail"]')).toBeNull();
    expect(harness.notices).toEqual([]);
    cleanup();
  });
});

describe('sample booking workbench: grid + detail with line items + related list + action form, from JSON only', () => {
  const workbench = placePage(workbenchSample as PageFile, pagePlace('myOrder', 'mulOrderList'));
  const detailField = (field: string) => document.querySelector(`[data-block="detail"] [data-field="${field}"]`)?.textContent;
  // By its label: under happy-dom the page stays aria-hidden after the quote's dialog closed.
  const select = (reference: string) => fireEvent.click(within(grid('bookings')).getByLabelText(`select ${reference}`));

  it('passes the schema lint like any page file', () => {
    expect(lintPage(workbench, lintContext)).toEqual([]);
  });

  it('shows the selected booking, its cargo lines and events; quotes its lane on the price list; a submit reloads the detail', async () => {
    const harness = renderPage(workbench, { data: live.data, language: 'en', funcs: ['mulOrderList.submit'] });
    await waitFor(() => expect(within(grid('bookings')).getByText('DEMO-PO-2607')).toBeTruthy());
    expect(screen.getByText('Select a row to see its details.')).toBeTruthy();
    expect(within(grid('events')).getByText('Select a row above to see its related records.')).toBeTruthy();

    // A confirmed booking: its detail, its two cargo lines (the child table) and its shipment events.
    select('DEMO-PO-2604');
    await waitFor(() => expect(detailField('status')).toBe('Confirmed'));
    const bookingNo = detailField('bookingNo') ?? '';
    expect(bookingNo).toMatch(/^SE\d{10}$/);
    // Ports read as in the grid: the code with the place's name.
    expect(detailField('pol')).toMatch(/^CN[A-Z]{3} · \S/);
    const lines = document.querySelector('[data-block="detail"] [data-lines="cargoLines"]') as HTMLElement;
    expect([...lines.querySelectorAll('[data-line-field="description"]')].map((c) => c.textContent)).toEqual(['LED panel lights', 'Aluminium lamp housings']);
    // Under them, the columns the page totals: exact sums in each column's format.
    const lineTotal = (field: string) => lines.querySelector(`[data-lines-total] [data-total-field="${field}"]`)?.textContent;
    // Summed exactly (in thousandths), shown like the cells above them.
    const column = (field: string) => [...lines.querySelectorAll(`[data-line-field="${field}"]`)].map((c) => Math.round(Number(c.textContent) * 1000));
    const sum = (field: string) => column(field).reduce((a, b) => a + b, 0);
    expect(column('grossKg')).toHaveLength(2);
    expect([lineTotal('packageCount'), lineTotal('grossKg'), lineTotal('cbm')]).toEqual([String(sum('packageCount') / 1000), (sum('grossKg') / 1000).toFixed(2), (sum('cbm') / 1000).toFixed(3)]);
    expect(lines.querySelector('[data-lines-total]')?.firstElementChild?.textContent).toBe('Total');
    await waitFor(() => expect(Number(within(grid('events')).getByTestId('total').textContent)).toBeGreaterThan(0));
    // Submit is offered only while the selected booking's status allows it.
    expect(within(grid('bookings')).queryByRole('button', { name: 'Submit' })).toBeNull();

    // The quote asks the sea price list (another resource) for the booking's lane, on its departure day.
    fireEvent.click(within(grid('bookings')).getByRole('button', { name: 'Quote' }));
    const dialog = await screen.findByRole('dialog');
    const date = await waitFor(() => {
      const el = dialog.querySelector<HTMLInputElement>('#root_date');
      if (!el) throw new Error('form not drawn yet');
      return el;
    });
    expect(date.value).toBe(detailField('etd'));
    fireEvent.click(dialog.querySelector('#root_containers_0_type')!);
    // The container type picked by the name the grids give it.
    fireEvent.click(await screen.findByRole('option', { name: /^45G1\b.*40HC/ }));
    fireEvent.change(dialog.querySelector('#root_containers_0_count')!, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    const result = await waitFor(
      () => {
        const el = dialog.querySelector<HTMLElement>('[data-action-result]');
        if (!el) throw new Error('no result yet');
        return el;
      },
    );
    const total = result.querySelector('[data-total="amount"]')?.textContent ?? '';
    expect(total).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(result.textContent).toMatch(new RegExp(`All-in ${total} USD for price SF-SHAHAM-\\w+ on ${date.value}`));
    // The freight line: 2 containers of 45G1 at the price's rate (its unit and the type's name in the server's language).
    expect(result.querySelector('[data-result-line="0"]')?.textContent).toMatch(/^BAS.+2 \S+ × \d{1,3}(,\d{3})*\.\d{2} \(45G1 · \S+\)/);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A draft: no number yet, so no events (not a wait for a row: one is selected); submitting it reloads the bound detail in place.
    select('DEMO-PO-2604');
    select('DEMO-PO-2600');
    await waitFor(() => expect(detailField('status')).toBe('Draft'));
    expect(detailField('bookingNo')).toBe('');
    expect(within(grid('events')).queryByText('Select a row above to see its related records.')).toBeNull();
    expect(within(grid('events')).queryAllByRole('checkbox')).toHaveLength(0);
    await waitFor(() => expect(grid('bookings').querySelector('[data-action="submit"]')?.textContent).toBe('Submit'));
    fireEvent.click(grid('bookings').querySelector('[data-action="submit"]')!);
    await waitFor(() => expect(detailField('status')).toBe('Received'));
    expect(detailField('bookingNo')).toMatch(/^SE\d{10}$/);
    expect(harness.notices.some((n) => n.intent === 'success' && n.message === 'The booking was submitted.')).toBe(true);
    expect(within(grid('events')).queryByText('Select a row above to see its related records.')).toBeNull();
    cleanup();
  });
});
