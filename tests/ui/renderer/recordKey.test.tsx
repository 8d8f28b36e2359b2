// A page named by its record's own key (`recordKey`): the tracking detail opened as
// `?bookingNo=SE2611230001`, a link that carries the number the customer knows (the dashboard's latest
// events, a message), reads that one booking through its list and then its get call. A number that
// names no row, or more than one, shows the not-found panel and never another row.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

const page = pageFile('cargoTracing/seaTrackingDetail');
const booking = (id: number, bookingNo: string, pod: string) => ({ id, version: 1, bookingNo, mode: 'SEA', status: 'CONFIRMED', pod });

describe('a page record named by its key', () => {
  it('reads the booking whose number the route names, by its list and then its get call (en)', async () => {
    const data = memoryProvider({ booking: [booking(3, 'SE2611230001', 'DEHAM'), booking(4, 'SE2611230002', 'NLRTM')], shipmentEvent: [] });
    renderPage(page, { data, language: 'en', params: { bookingNo: 'SE2611230002' } });
    await waitFor(() => expect(document.querySelector('[data-block="detail"] [data-field="bookingNo"]')?.textContent).toBe('SE2611230002'));
    expect(document.querySelector('[data-block="detail"]')!.textContent).toContain('NLRTM');
    const reads = data.calls.filter((c) => c.resource === 'booking');
    expect(reads).toEqual([
      { method: 'getList', resource: 'booking', args: { page: 1, size: 2, filter: { bookingNo: { eq: 'SE2611230002' } } } },
      { method: 'getOne', resource: 'booking', args: 4 },
    ]);
  });

  it('shows not found for a number no booking has, in the user language (zh)', async () => {
    const data = memoryProvider({ booking: [booking(3, 'SE2611230001', 'DEHAM')], shipmentEvent: [] });
    const h = renderPage(page, { data, language: 'zh', params: { bookingNo: 'SE2699999999' } });
    expect(await screen.findByText('记录 SE2699999999 不存在，或您无权查看。')).toBeTruthy();
    expect(document.querySelector('[data-block="detail"] [data-field="bookingNo"]')).toBeNull();
    expect(data.calls.filter((c) => c.method === 'getOne')).toEqual([]);
    expect(h.notices).toEqual([]);
  });

  it('shows not found when the number names two rows, rather than either (en)', async () => {
    const data = memoryProvider({ booking: [booking(3, 'SE2611230001', 'DEHAM'), booking(5, 'SE2611230001', 'USLAX')], shipmentEvent: [] });
    renderPage(page, { data, language: 'en', params: { bookingNo: 'SE2611230001' } });
    expect(await screen.findByText('No record SE2611230001 here: it does not exist, or it is not yours to see.')).toBeTruthy();
    expect(data.calls.filter((c) => c.method === 'getOne')).toEqual([]);
  });

  it('reads by the id when the route has one, and the key is not asked (en)', async () => {
    const data = memoryProvider({ booking: [booking(3, 'SE2611230001', 'DEHAM'), booking(4, 'SE2611230002', 'NLRTM')], shipmentEvent: [] });
    renderPage(page, { data, language: 'en', params: { id: '3', bookingNo: 'SE2611230002' } });
    await waitFor(() => expect(document.querySelector('[data-block="detail"] [data-field="bookingNo"]')?.textContent).toBe('SE2611230001'));
    expect(data.calls.filter((c) => c.resource === 'booking')).toEqual([{ method: 'getOne', resource: 'booking', args: '3' }]);
  });

  it('shows not found, and no toast, for a number the server refuses as a booking number (zh)', async () => {
    const memory = memoryProvider({ booking: [booking(3, 'SE2611230001', 'DEHAM')], shipmentEvent: [] });
    const asked: Array<{ silent?: boolean } | undefined> = [];
    const data = {
      ...memory,
      getList: async (_resource: string, _params: unknown, options?: { silent?: boolean }) => {
        asked.push(options);
        throw Object.assign(new Error('部分字段无效。'), { code: ExceptionCode.InvalidInput });
      },
    } as typeof memory;
    const long = 'X'.repeat(500);
    const h = renderPage(page, { data, language: 'zh', params: { bookingNo: long } });
    // Named, cut short: a link can carry any length of text.
    expect(await screen.findByText(`记录 ${'X'.repeat(60)}… 不存在，或您无权查看。`)).toBeTruthy();
    expect(asked).toEqual([{ silent: true }]);
    expect(h.notices).toEqual([]);
  });
});
