// What the dashboard counts. Booking counts come per mode and status from each booking resource's
// list total (filter on status, one row per call). Only resources that exist are asked (an entity
// schema is built in for each), so the dashboard never calls an endpoint that answers 404.
import { resourcePaths } from '../../../shared/wire/calls';
import type { ListResult } from '../../../shared/wire/envelope';
import { listQuery } from '../../api/dataProvider';
import { request } from '../../api/request';
import type { ListParams } from '../../data/dataProvider';
import { entityExists } from '../../renderer/core/entitySchemas';

/** DCSA booking statuses plus DRAFT before submission (DOMAIN.md). */
export const BOOKING_STATUSES = ['DRAFT', 'RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'COMPLETED'] as const;
export const BOOKING_RESOURCES = ['seaBooking', 'railBooking', 'airBooking', 'truckBooking'] as const;
export const TRACKING_EVENT_RESOURCE = 'shipmentEvent';

/** The booking resources that exist so far; the bookings card is shown only when there is one. */
export const availableBookingResources = (exists: (resource: string) => boolean = entityExists) => BOOKING_RESOURCES.filter(exists);
export const trackingAvailable = (exists: (resource: string) => boolean = entityExists) => exists(TRACKING_EVENT_RESOURCE);

/** List silently: a missing resource is an expected state of the dashboard, not an error toast. */
export async function quietList<T>(resource: string, params: ListParams): Promise<ListResult<T> | null> {
  try {
    const data = await request<ListResult<T>>(resourcePaths(resource).list, { params: { ...listQuery(params) }, silent: true, cache: false });
    return { result: data?.result ?? [], page: data?.page ?? { current: 1, size: params.size, total: 0 } };
  } catch {
    return null;
  }
}

export interface BookingCounts {
  /** Status → count over the available modes. */
  byStatus: Record<string, number>;
  total: number;
  /** Modes whose list answered. */
  available: string[];
}

export async function countBookings(list: typeof quietList = quietList, resources: readonly string[] = availableBookingResources()): Promise<BookingCounts> {
  const byStatus: Record<string, number> = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0]));
  const available: string[] = [];
  let total = 0;
  await Promise.all(
    resources.map(async (resource) => {
      const all = await list(resource, { page: 1, size: 1 });
      if (!all) return;
      available.push(resource);
      total += all.page.total;
      if (all.page.total === 0) return;
      await Promise.all(
        BOOKING_STATUSES.map(async (status) => {
          const one = await list(resource, { page: 1, size: 1, filter: { status: { eq: status } } });
          byStatus[status] += one?.page.total ?? 0;
        }),
      );
    }),
  );
  return { byStatus, total, available: available.sort() };
}
