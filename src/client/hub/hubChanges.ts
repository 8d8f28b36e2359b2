// What a hub event says others changed (the forwarder's side, another session): the resources whose
// cached answers are stale and whose shown lists and records read again, as after the user's own
// write (api/resourceChanges.ts). Without it a tracking page opened within the cache's minute showed
// the booking as read before the event (no last event) beside a timeline that had it.
import { announceChange } from '../api/resourceChanges';
import { invalidateResource } from '../api/responseCache';

export const HUB_CHANGES: Readonly<Record<string, readonly string[]>> = {
  trackingEvent: ['shipmentEvent', 'booking'],
  bookingStatus: ['booking'],
  tallyOrder: ['tallyOrder'],
};

export function applyHubChanges(topic: string): void {
  for (const resource of HUB_CHANGES[topic] ?? []) {
    invalidateResource(`/${resource}`);
    announceChange(resource);
  }
}
