// What a hub event says others changed (the forwarder's side, another session): the resources whose
// cached answers are stale, invalidated in the query layer as after the user's own write
// (api/resourceChanges.ts): the shown lists and records read again, the others when next shown. Without
// it a tracking page opened within the cache's minute showed the booking as read before the event (no
// last event) beside a timeline that had it.
import { announceChange } from '../api/resourceChanges';

export const HUB_CHANGES: Readonly<Record<string, readonly string[]>> = {
  trackingEvent: ['shipmentEvent', 'booking'],
  bookingStatus: ['booking'],
  tallyOrder: ['tallyOrder'],
};

export function applyHubChanges(topic: string): void {
  for (const resource of HUB_CHANGES[topic] ?? []) announceChange(resource);
}
