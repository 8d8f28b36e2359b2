// A hub event tells of a change made elsewhere (the forwarder's tracking event, a booking's new status):
// the query layer invalidates the answers of the resources it changed (the shown lists and records read
// again, the others when next shown) and their session-storage copies go, as after the user's own write.
// Before, a booking read within the cache's minute was shown without the tracking event the forwarder had
// just added (issue 41's journeys: no last event on the tracking page).
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/client/api/queryClient';
import { clearResponseCache } from '../../../src/client/api/responseCache';
import { applyHubChanges } from '../../../src/client/hub/hubChanges';

const booking = ['booking', 'one', { id: '7' }] as const;
const events = ['shipmentEvent', 'list', { page: 1, size: 10 }] as const;
const address = ['address', 'list', { page: 1, size: 10 }] as const;

function cached() {
  const queries = createQueryClient();
  queries.setQueryData(booking, { id: 7, lastEvent: null });
  queries.setQueryData(events, { result: [] });
  queries.setQueryData(address, { result: [] });
  return queries;
}
const stale = (queries: ReturnType<typeof createQueryClient>, key: readonly unknown[]) => queries.getQueryState(key)?.isInvalidated;
const kept = (key: readonly unknown[]) => sessionStorage.getItem(`F9-cache:${JSON.stringify(key)}`) !== null;

beforeEach(clearResponseCache);

describe('hub changes', () => {
  it('a tracking event invalidates the booking and its events, in memory and in session storage, and nothing else', () => {
    const queries = cached();
    expect([kept(booking), kept(events), kept(address)]).toEqual([true, true, true]);
    applyHubChanges('trackingEvent');
    expect(stale(queries, booking)).toBe(true);
    expect(stale(queries, events)).toBe(true);
    expect(stale(queries, address)).toBe(false);
    expect([kept(booking), kept(events), kept(address)]).toEqual([false, false, true]);
  });

  it('a topic that changes nothing of the customer changes nothing', () => {
    const queries = cached();
    applyHubChanges('homeMessage');
    expect([stale(queries, booking), stale(queries, events), stale(queries, address)]).toEqual([false, false, false]);
  });

  it('a client created later (a reload within the minute) reads the kept answers back', () => {
    cached();
    const reloaded = createQueryClient();
    expect(reloaded.getQueryData(address)).toEqual({ result: [] });
  });
});
