// A read-only amount on a form reads as the grids and details show it (issue 41: the booking and FBA forms
// showed a quoted total as "19350" beside a quote dialog's "19,350.00"): by the field's `@displayFormat`
// (money), in the user's language, on the real page files. The form's value stays the exact decimal; the
// booking detail pages show the quoted total and the price reference too.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const booking = (mode: string, extra: Record<string, unknown> = {}) => ({
  id: 7,
  bookingNo: mode === 'SEA' ? 'SE2611290007' : 'AE2611290007',
  status: 'DRAFT',
  mode,
  priceReference: mode === 'SEA' ? 'SF-SHAHAM-MAEU' : 'AF-PVGFRA-LH',
  quotedTotal: 19350,
  quotedCurrency: 'USD',
  version: 1,
  ...extra,
});

const inputOf = (container: HTMLElement, field: string) =>
  waitFor(() => {
    const input = container.querySelector<HTMLInputElement>(`#root_${field}`);
    if (!input) throw new Error(`${field} not drawn yet`);
    return input;
  });

describe('read-only amounts on forms', () => {
  it('the sea booking form shows the quoted total as money, and a save sends no formatted text (en)', async () => {
    const data = memoryProvider({ booking: [booking('SEA')] });
    const { container } = renderPage(pageFile('myOrder/seaBooking'), { data, language: 'en', params: { id: '7' } });
    const total = await inputOf(container, 'quotedTotal');
    await waitFor(() => expect(total.value).toBe('19,350.00'));
    expect(total.disabled || total.readOnly).toBe(true);
    // The neighbour that is no amount stays as it is.
    expect((await inputOf(container, 'quotedCurrency')).value).toBe('USD');

    fireEvent.change(await inputOf(container, 'shipperReference'), { target: { value: 'PO-88' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.calls.some((c) => c.method === 'update')).toBe(true));
    const sent = data.calls.find((c) => c.method === 'update')!.args as Record<string, unknown>;
    expect(sent.shipperReference).toBe('PO-88');
    expect(JSON.stringify(sent)).not.toContain('19,350');
    expect(data.tables.booking[0].quotedTotal).toBe(19350);
  });

  it('the air booking form rounds a decimal total to 2 places with separators (zh)', async () => {
    const data = memoryProvider({ booking: [booking('AIR', { quotedTotal: '1234567.805', quotedCurrency: 'CNY' })] });
    const { container } = renderPage(pageFile('myOrder/airBooking'), { data, language: 'zh', params: { id: '7' } });
    const total = await inputOf(container, 'quotedTotal');
    await waitFor(() => expect(total.value).toBe('1,234,567.81'));
  });

  it('the FBA order form shows its quoted total as money (zh and en)', async () => {
    for (const language of ['zh', 'en'] as const) {
      const data = memoryProvider({ fbaOrder: [{ id: 3, orderNo: 'FB2611290003', status: 'DRAFT', priceReference: 'AF-SZXLAX-CA', quotedTotal: 4044, quotedCurrency: 'CNY', version: 1 }] });
      const view = renderPage(pageFile('myOrder/placeFbaOrder'), { data, language, params: { id: '3' } });
      const total = await inputOf(view.container, 'quotedTotal');
      await waitFor(() => expect(total.value).toBe('4,044.00'));
      view.unmount();
    }
  });

  it('an empty quoted total shows empty, not 0.00 (en)', async () => {
    const data = memoryProvider({ booking: [booking('SEA', { quotedTotal: null, quotedCurrency: null })] });
    const { container } = renderPage(pageFile('myOrder/seaBooking'), { data, language: 'en', params: { id: '7' } });
    const total = await inputOf(container, 'quotedTotal');
    await waitFor(() => expect((container.querySelector('#root_bookingNo, #root_priceReference') as HTMLInputElement | null)?.value).toBe('SF-SHAHAM-MAEU'));
    expect(total.value).toBe('');
  });

  for (const [place, mode, language] of [
    ['myOrder/seaBookingDetail', 'SEA', 'en'],
    ['myOrder/airBookingDetail', 'AIR', 'zh'],
    ['myOrder/seaBookingDetail', 'SEA', 'zh'],
  ] as const) {
    it(`${place} shows the quoted total as money and the price reference (${language})`, async () => {
      const data = memoryProvider({ booking: [booking(mode)] });
      const { container } = renderPage(pageFile(place), { data, language, params: { id: '7' } });
      await waitFor(() => expect(container.querySelector('[data-field="quotedTotal"]')?.textContent).toBe('19,350.00'));
      expect(container.querySelector('[data-field="quotedCurrency"]')?.textContent).toBe('USD');
      expect(container.querySelector('[data-field="priceReference"]')?.textContent).toBe(booking(mode).priceReference);
    });
  }
});
