// A hub event tells of a change made elsewhere (the forwarder's tracking event, a booking's new status):
// the cached answers of the resources it changed are dropped and the shown lists and records hear it,
// as after the user's own write. Before, a booking read within the cache's minute was shown without
// the tracking event the forwarder had just added (issue 41's journeys: no last event on the tracking page).
import { describe, expect, it } from 'vitest';
import { applyHubChanges } from '../../../src/client/hub/hubChanges';
import { changeCount, subscribeChanges } from '../../../src/client/api/resourceChanges';
import { cacheKey, readCache, writeCache } from '../../../src/client/api/responseCache';

describe('hub changes', () => {
  it('a tracking event drops the cached booking and its events, and the shown ones read again', () => {
    const booking = cacheKey('/api/v1/booking', { id: '7' });
    const events = cacheKey('/api/v1/shipmentEvent-list', { filter: '{}' });
    const address = cacheKey('/api/v1/address-list', {});
    writeCache(booking, '/api/v1/booking', { id: 7, lastEvent: null });
    writeCache(events, '/api/v1/shipmentEvent-list', { result: [] });
    writeCache(address, '/api/v1/address-list', { result: [] });
    const heard: string[] = [];
    const stop = subscribeChanges((r) => heard.push(r));
    const before = changeCount('booking');
    applyHubChanges('trackingEvent');
    stop();
    expect(readCache(booking)).toBeUndefined();
    expect(readCache(events)).toBeUndefined();
    // What the event did not change stays cached.
    expect(readCache(address)).toEqual({ result: [] });
    expect(heard.sort()).toEqual(['booking', 'shipmentEvent']);
    expect(changeCount('booking')).toBe(before + 1);
  });

  it('a topic that changes nothing of the customer changes nothing', () => {
    const before = changeCount('booking');
    applyHubChanges('homeMessage');
    expect(changeCount('booking')).toBe(before);
  });
});
