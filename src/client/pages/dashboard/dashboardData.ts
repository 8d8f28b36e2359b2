// What the dashboard counts, through the engine's grouped count (`booking-stats`, the list's filters
// and the caller's company): bookings per status, arrivals this week, delayed shipments. Each count
// comes with the list filter that shows its bookings, so the dashboard links to the order list
// filtered the same way (`?filter=`, read by the list's filter block).
import { BOOKING_STATUSES } from '../../../shared/entities/bookingStatus';
import { flattenMenuTree } from '../../../shared/menus/menuTree';
import type { ListFilter, StatsResult } from '../../../shared/wire/resourceContract';
import type { ListResult } from '../../../shared/wire/envelope';
import type { DataProvider, ListParams, StatsParams } from '../../data/dataProvider';
import { entityExists } from '../../renderer/core/entitySchemas';
import { todayInChina } from '../../../shared/format/zonedTime';

/** Placed and not finished: a shipment still under way, whose ETA can pass without it arriving. */
export const OPEN_STATUSES = ['RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED'] as const;
export const BOOKING_RESOURCE = 'booking';
/** The order list the counts link to. */
export const ORDER_LIST_ROUTE = 'mulOrderList';
/** 14a's shipment events: the "recent tracking" card appears once that resource exists. */
export const TRACKING_EVENT_RESOURCE = 'shipmentEvent';
/** Each mode's tracking detail (the page a latest event links to). */
export const TRACKING_DETAIL_ROUTES: Record<string, string> = { SEA: 'seaTrackingDetail', RAIL: 'railwayTrackingDetail', AIR: 'airTrackingDetail', TRUCK: 'trackDetail' };

export const trackingAvailable = (exists: (resource: string) => boolean = entityExists) => exists(TRACKING_EVENT_RESOURCE);

/** List silently through the shell's DataProvider: a missing resource is an expected state of the dashboard, not an error toast. */
export function quietList(data: DataProvider, signal?: AbortSignal) {
  return async <T>(resource: string, params: ListParams): Promise<ListResult<T> | null> => {
    try {
      const answer = await data.getList<T>(resource, params, { silent: true, signal });
      return { result: answer?.result ?? [], page: answer?.page ?? { current: 1, size: params.size, total: 0 } };
    } catch {
      return null;
    }
  };
}

/** Stats silently: a user without the order list's grant simply has no bookings card. */
export function quietStats(data: DataProvider, signal?: AbortSignal) {
  return async (resource: string, params: StatsParams): Promise<StatsResult | null> => {
    try {
      return await data.stats(resource, params, { silent: true, signal });
    } catch {
      return null;
    }
  };
}

type Stats = ReturnType<typeof quietStats>;
type List = ReturnType<typeof quietList>;

const DAY = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Monday to Sunday of the week of `today` (YYYY-MM-DD, China time). */
export function weekOf(today: string): { from: string; to: string } {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = shift(today, -weekday);
  return { from, to: shift(from, 6) };
}

/** The list filters behind the counts, for today in China time. */
export function dashboardFilters(today: string) {
  return {
    status: (status: string): ListFilter => ({ status: { in: [status] } }),
    /** Tracked ETA (actual arrival, else latest estimate, else plan: tracking's rule) within this week, not cancelled, rejected or a draft. */
    arrivals: { trackedEta: weekOf(today), status: { in: [...OPEN_STATUSES, 'COMPLETED'] } } as ListFilter,
    /** Delayed by tracking's rule (expected arrival later than planned, the booking's computed `delayed`) and still under way. */
    delayed: { delayed: true, status: { in: [...OPEN_STATUSES] } } as ListFilter,
  };
}

export interface BookingOverview {
  byStatus: Record<string, number>;
  total: number;
  arrivals: number;
  delayed: number;
}

export async function bookingOverview(stats: Stats, today = todayInChina()): Promise<BookingOverview | null> {
  const filters = dashboardFilters(today);
  const [byStatus, arrivals, delayed] = await Promise.all([
    stats(BOOKING_RESOURCE, { groupBy: ['status'] }),
    stats(BOOKING_RESOURCE, { filter: filters.arrivals }),
    stats(BOOKING_RESOURCE, { filter: filters.delayed }),
  ]);
  if (!byStatus || !arrivals || !delayed) return null;
  const counts: Record<string, number> = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0]));
  for (const g of byStatus.groups) if (typeof g.group.status === 'string') counts[g.group.status] = g.count;
  return { byStatus: counts, total: byStatus.total.count, arrivals: arrivals.total.count, delayed: delayed.total.count };
}

const ORDER_LIST_PATH = flattenMenuTree().find((n) => n.name === ORDER_LIST_ROUTE)!.path;

/** The order list showing the bookings of a count. */
export function orderListLink(filter: ListFilter): string {
  return `${ORDER_LIST_PATH}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}

export interface LatestEvent {
  event: Record<string, unknown>;
  /** The shipment's tracking detail, when its booking is found. */
  href?: string;
}

/** The latest actual events of the caller's bookings (the engine scopes the call), each with a link to its
 * shipment's tracking detail, which the event's booking number names (the detail pages' `recordKey`). */
export async function latestEvents(list: List, size = 5): Promise<LatestEvent[] | null> {
  const events = await list<Record<string, unknown>>(TRACKING_EVENT_RESOURCE, { page: 1, size, sort: { field: 'eventTime', order: 'desc' }, filter: { classifier: { eq: 'ACT' } } });
  if (!events) return null;
  return events.result.map((event) => {
    const route = TRACKING_DETAIL_ROUTES[String(event.mode)];
    const path = route && flattenMenuTree().find((n) => n.name === route)?.path;
    return typeof event.bookingNo === 'string' && path ? { event, href: `${path}?${new URLSearchParams({ bookingNo: event.bookingNo }).toString()}` } : { event };
  });
}
