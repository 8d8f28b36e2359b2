// The timeline block over a shipment's events (a detail page's bound list): milestones in time order,
// actual ones solid and estimated/planned hollow, the current position marked, a delay highlighted,
// the ETA with how it moved, times in each event's own zone and relative to now on hover; en and zh.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

afterEach(cleanup);

const HOUR = 3_600_000;
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const departed = now - 2 * HOUR;

const page: PageSchema = {
  name: 'seaTrackingDetail',
  path: '/cargoTracing/seaTrackingDetail',
  title: 'route.seaTrackingDetail',
  resource: 'booking',
  blocks: [
    { type: 'detail', groups: [{ fields: ['bookingNo'] }] },
    {
      type: 'timeline',
      resource: 'shipmentEvent',
      filter: { bookingNo: '$record.bookingNo' },
      destination: '$record.pod',
      fields: { type: 'eventType', classifier: 'classifier', time: 'eventTime', zone: 'timeZone', reportedAt: 'reportedAt', place: 'location', placeLabel: ['placeName'], subject: 'containerNo', description: 'description', extra: ['vessel'] },
    },
  ],
};

const ev = (id: number, eventType: string, classifier: string, eventTime: string, location: string, timeZone: string, more: Record<string, unknown> = {}) => ({ id, version: 1, bookingNo: 'SE2611230001', mode: 'SEA', eventType, classifier, eventTime, location, timeZone, ...more });

const events = [
  ev(1, 'DEPA', 'PLN', iso(departed - 4 * HOUR), 'CNSHA', 'Asia/Shanghai', { locationName: 'Shanghai', reportedAt: '2026-11-01T00:00:00Z' }),
  ev(2, 'DEPA', 'ACT', iso(departed), 'CNSHA', 'Asia/Shanghai', { locationName: 'Shanghai', vessel: 'MAERSK ESSEN' }),
  ev(3, 'ARRI', 'PLN', '2026-12-10T06:00:00Z', 'DEHAM', 'Europe/Berlin', { locationName: 'Hamburg', reportedAt: '2026-11-01T00:00:00Z' }),
  ev(4, 'ARRI', 'EST', '2026-12-11T06:00:00Z', 'DEHAM', 'Europe/Berlin', { locationName: 'Hamburg', reportedAt: '2026-11-15T00:00:00Z' }),
  ev(5, 'ARRI', 'EST', '2026-12-12T06:00:00Z', 'DEHAM', 'Europe/Berlin', { locationName: 'Hamburg', reportedAt: '2026-11-20T00:00:00Z', description: 'Port congestion' }),
  ev(6, 'GTIN', 'ACT', iso(departed - 48 * HOUR), 'CNSHA', 'Asia/Shanghai', { locationName: 'Shanghai', containerNo: 'MSKU1234565' }),
  // Another booking's event: the bound filter keeps it out.
  { ...ev(7, 'DISC', 'ACT', iso(now - HOUR), 'NLRTM', 'Europe/Amsterdam'), bookingNo: 'SE2611230002' },
];
const booking = { id: 3, bookingNo: 'SE2611230001', pod: 'DEHAM', mode: 'SEA', status: 'CONFIRMED', version: 1 };

function render(language: 'en' | 'zh') {
  return renderPage(page, { data: memoryProvider({ booking: [booking], shipmentEvent: events }), language, params: { id: '3' } });
}

describe('timeline block', () => {
  it('draws milestones in order, solid when actual, hollow when expected, with the current position and the delay', async () => {
    const { container } = render('en');
    await waitFor(() => expect(container.querySelectorAll('[data-milestone]').length).toBe(3));
    const items = [...container.querySelectorAll('li[data-milestone]')] as HTMLElement[];
    expect(items.map((li) => `${li.dataset.milestone}:${li.dataset.classifier}`)).toEqual(['GTIN:ACT', 'DEPA:ACT', 'ARRI:EST']);
    // Current position: the last milestone that happened.
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[1]!.textContent).toContain('Current position');
    // Departure 4 h later than planned and arrival estimated 2 days late: both highlighted.
    expect(items.map((li) => li.dataset.delayed !== undefined)).toEqual([false, true, true]);
    expect(items[2]!.textContent).toContain('2 days late');
    expect(items[2]!.textContent).toContain('Port congestion');
    expect(items[0]!.textContent).toContain('MSKU1234565');
    expect(items[1]!.textContent).toContain('Vessel: MAERSK ESSEN');
    // Times in China time, as on every screen (06:00 UTC is 14:00 there), said once, beside the page's title.
    await waitFor(() => expect(container.querySelectorAll('[data-time-zone]')).toHaveLength(1));
    expect(container.querySelector('[data-time-zone]')?.textContent).toBe('Times are China time (UTC+8)');
    expect(items[2]!.textContent).toContain('2026-12-12 14:00');
    expect(items[2]!.textContent).not.toContain('GMT');
    // The hover text gives the place's own local time (07:00 in Hamburg) and the time relative to now (SPEC §9).
    expect(items[2]!.querySelector('time')!.getAttribute('title')).toMatch(/^Local time: 2026-12-12 07:00 GMT\+1 · /);
    const departedTime = items[1]!.querySelector('time')!;
    expect(departedTime.getAttribute('title')).toBe('2 hours ago');
    expect(screen.queryByText(/NLRTM|Amsterdam/)).toBeNull();
  });

  it('heads the list with the ETA, its plan, the delay and how each estimate moved it', async () => {
    const { container } = render('en');
    const eta = await waitFor(() => {
      const found = container.querySelector('[data-eta]');
      if (!found) throw new Error('no ETA yet');
      return found as HTMLElement;
    });
    expect(eta.textContent).toContain('ETA');
    expect(eta.textContent).toContain('2026-12-12 14:00');
    expect(eta.textContent).toContain('Planned 2026-12-10 14:00');
    expect(eta.querySelector('[data-delayed]')!.textContent).toBe('2 days late');
    const changes = [...eta.querySelectorAll('[data-eta-changes] li')].map((li) => li.textContent);
    expect(changes).toHaveLength(2);
    expect(changes[0]).toContain('2026-12-11 14:00 (+1 day)');
    expect(changes[1]).toContain('2026-12-12 14:00 (+1 day)');
  });

  it('speaks Chinese: event labels, kinds and the delay', async () => {
    const { container } = render('zh');
    await waitFor(() => expect(container.querySelectorAll('[data-milestone]').length).toBe(3));
    const text = container.querySelector('[data-block="timeline"]')!.textContent!;
    expect(text).toContain('预计到达');
    expect(text).toContain('当前位置');
    expect(text).toContain('到港');
    expect(text).toContain('进场');
    expect(text).toMatch(/延误 2\s?天/);
  });

  it('says so when there are no events', async () => {
    renderPage(page, { data: memoryProvider({ booking: [booking], shipmentEvent: [] }), language: 'en', params: { id: '3' } });
    expect(await screen.findByText('No events yet.')).toBeTruthy();
  });

  it("a draft without a booking number has no milestones yet: said so, not 'nothing selected'", async () => {
    const draft = { id: 4, bookingNo: null, pod: 'DEHAM', mode: 'SEA', status: 'DRAFT', version: 1 };
    for (const [language, empty, waiting] of [['en', 'No events yet.', 'Select a row'], ['zh', '暂无动态。', '请选择一行']] as const) {
      const { container } = renderPage(page, { data: memoryProvider({ booking: [draft], shipmentEvent: events }), language, params: { id: '4' } });
      await waitFor(() => expect(container.querySelector('[data-block="timeline"][data-empty]')).not.toBeNull());
      expect(container.querySelector('[data-block="timeline"][data-waiting]')).toBeNull();
      expect(container.querySelector('[data-block="timeline"]')!.textContent).toBe(empty);
      expect(container.textContent).not.toContain(waiting);
      cleanup();
    }
  });
});

