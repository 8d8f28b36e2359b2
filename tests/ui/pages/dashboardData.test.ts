// The dashboard asks only resources that exist (an entity schema is built in for each), so it never
// calls an endpoint answering 404; counts come from the list totals of those that do.
import { describe, expect, it } from 'vitest';
import { availableBookingResources, countBookings, trackingAvailable } from '../../../src/client/pages/dashboard/dashboardData';
import { entityExists } from '../../../src/client/renderer/core/entitySchemas';

describe('dashboard sources', () => {
  it('knows which resources exist from the built-in entity schemas', () => {
    expect(entityExists('address')).toBe(true);
    expect(entityExists('seaBooking')).toBe(false);
    expect(availableBookingResources((r) => r === 'airBooking')).toEqual(['airBooking']);
    expect(availableBookingResources()).toEqual(availableBookingResources(entityExists));
    expect(trackingAvailable(() => false)).toBe(false);
  });

  it('counts bookings by status over the existing booking resources only', async () => {
    const asked: string[] = [];
    const counts = await countBookings(
      async (resource, params) => {
        asked.push(resource);
        const status = (params.filter as { status?: { eq: string } } | undefined)?.status?.eq;
        return { result: [], page: { current: 1, size: 1, total: status === undefined ? 3 : status === 'CONFIRMED' ? 2 : 0 } };
      },
      ['seaBooking'],
    );
    expect(new Set(asked)).toEqual(new Set(['seaBooking']));
    expect(counts).toMatchObject({ total: 3, available: ['seaBooking'] });
    expect(counts.byStatus.CONFIRMED).toBe(2);
  });
});
