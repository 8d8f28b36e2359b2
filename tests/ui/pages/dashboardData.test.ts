// The dashboard's counts come from booking-stats with the list filters its links carry: bookings per
// status, arrivals in this China-time week (Monday to Sunday), delayed = ETA before today and still under
// way. A failed or refused call leaves the card out instead of showing zeros.
import { describe, expect, it } from 'vitest';
import { bookingOverview, dashboardFilters, orderListLink, trackingAvailable, weekOf } from '../../../src/client/pages/dashboard/dashboardData';
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
      return answer(JSON.stringify(params.filter).includes('"to":"2026-11-24"') ? 2 : 5);
    }, '2026-11-25');
    const filters = dashboardFilters('2026-11-25');
    expect(asked).toEqual([{ groupBy: ['status'] }, { filter: filters.arrivals }, { filter: filters.delayed }]);
    expect(filters.delayed).toEqual({ eta: { to: '2026-11-24' }, status: { in: ['RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED'] } });
    expect(filters.arrivals.eta).toEqual({ from: '2026-11-23', to: '2026-11-29' });
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
});
