// The dashboard's counts come from booking-stats with the list filters its links carry: bookings per
// status, arrivals in this China-time week (Monday to Sunday) by the tracked ETA, delayed = tracking's own
// computed flag and still under way. A failed or refused call leaves the card out instead of showing zeros.
// The latest events link to their shipment's tracking detail by mode.
import { describe, expect, it } from 'vitest';
import { bookingOverview, dashboardFilters, latestEvents, orderListLink, trackingAvailable, weekOf } from '../../../src/client/pages/dashboard/dashboardData';
import type { StatsParams } from '../../../src/client/data/dataProvider';
import type { StatsResult } from '../../../src/shared/wire/resourceContract';

const answer = (count: number, groups: StatsResult['groups'] = []): StatsResult => ({ groups, total: { count, sum: {}, avg: {} }, truncated: false });

describe('dashboard counts', () => {
  it('weeks run Monday to Sunday', () => {
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-12-02')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('asks booking-stats with the filters its links carry', async () => {
    const asked: StatsParams[] = [];
    const overview = await bookingOverview(async (resource, params) => {
      expect(resource).toBe('booking');
      asked.push(params);
      if (params.groupBy) return answer(7, [{ group: { status: 'CONFIRMED' }, count: 4, sum: {}, avg: {} }, { group: { status: 'DRAFT' }, count: 3, sum: {}, avg: {} }]);
      return answer(JSON.stringify(params.filter).includes('"delayed":true') ? 2 : 5);
    }, '2026-11-25');
    const filters = dashboardFilters('2026-11-25');
    expect(asked).toEqual([{ groupBy: ['status'] }, { filter: filters.arrivals }, { filter: filters.delayed }]);
    expect(filters.delayed).toEqual({ delayed: true, status: { in: ['RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED'] } });
    expect(filters.arrivals.trackedEta).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(overview).toEqual({ byStatus: expect.objectContaining({ CONFIRMED: 4, DRAFT: 3, COMPLETED: 0 }), total: 7, arrivals: 5, delayed: 2 });
  });

  it('shows no counts when a call fails', async () => {
    expect(await bookingOverview(async (_r, p) => (p.groupBy ? null : answer(1)), '2026-11-25')).toBeNull();
  });

  it('links to the order list with the filter in the query', () => {
    const link = orderListLink({ status: { in: ['CONFIRMED'] } });
    const url = new URL(link, 'http://x');
    expect(url.pathname).toBe('/myOrder/mulOrderList');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status: { in: ['CONFIRMED'] } });
  });

  it('shows the tracking card only once the events resource exists', () => {
    expect(trackingAvailable(() => false)).toBe(false);
    expect(trackingAvailable((r) => r === 'shipmentEvent')).toBe(true);
  });

  it('lists the latest actual events, each linking to its shipment tracking detail by mode', async () => {
    const asked: { resource: string; params: unknown }[] = [];
    const rows: Record<string, Record<string, unknown>[]> = {
      shipmentEvent: [
        { id: 9, bookingNo: 'SE2611230001', mode: 'SEA', eventType: 'DISC' },
        { id: 8, bookingNo: 'AI2611230002', mode: 'AIR', eventType: 'ARR' },
        { id: 7, bookingNo: 'SE2611230001', mode: 'SEA', eventType: 'LOAD' },
        { id: 6, bookingNo: 'RA2611230009', mode: 'RAIL', eventType: 'RDEP' },
      ],
    };
    const list = (async (resource: string, params: unknown) => {
      asked.push({ resource, params });
      return { result: rows[resource], page: { current: 1, size: 5, total: rows[resource].length } };
    }) as unknown as Parameters<typeof latestEvents>[0];
    const latest = (await latestEvents(list))!;
    expect(asked[0]).toEqual({ resource: 'shipmentEvent', params: { page: 1, size: 5, sort: { field: 'eventTime', order: 'desc' }, filter: { classifier: { eq: 'ACT' } } } });
    expect(asked).toHaveLength(1);
    expect(latest.map((e) => e.href)).toEqual([
      '/cargoTracing/seaTrackingDetail?bookingNo=SE2611230001',
      '/cargoTracing/airTrackingDetail?bookingNo=AI2611230002',
      '/cargoTracing/seaTrackingDetail?bookingNo=SE2611230001',
      '/cargoTracing/railwayTrackingDetail?bookingNo=RA2611230009',
    ]);
  });

  it('shows no events card when the events call fails', async () => {
    expect(await latestEvents(async () => null)).toBeNull();
  });
});
