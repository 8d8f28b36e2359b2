// The public tracking lookup of /cargoTracingHome (no login): a booking by its booking no., the
// carrier's booking reference (B/L) or a container number, plus its tracking code (booking.lookupCode:
// 12 random characters on the booking's confirmation, which only the shipper and whoever they hand the
// papers to know; the destination port it replaced was guessable from a few ports per mode). Only
// status, route, ETA and the timeline leave: never parties, cargo, value, prices or the customer.
// Places come with their names in the requester's language (shared reference data). Failures are
// limited per address and per number.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type PublicLookupSpec, registerPublicLookup } from '../../resources/publicLookup';
import { BOOKING_RESOURCE } from '../bookings/resources';
import { LOCATION_RESOURCE } from '../spaceAndPrices/resources';
import { SHIPMENT_EVENT_RESOURCE } from './resources';

export const PUBLIC_SHIPMENT_LOOKUP: PublicLookupSpec = {
  name: 'shipment',
  resource: BOOKING_RESOURCE,
  numberFields: ['bookingNo', 'carrierBookingReference'],
  factorField: 'lookupCode',
  fields: ['bookingNo', 'mode', 'status', 'pol', 'pod', 'etd', 'trackedEta', 'plannedEta', 'arrivedAt', 'delayed', 'lastEvent', 'lastEventAt', 'lastEventPlace'],
  names: { pol: LOCATION_RESOURCE, pod: LOCATION_RESOURCE, lastEventPlace: LOCATION_RESOURCE },
  related: [
    {
      name: 'events',
      resource: SHIPMENT_EVENT_RESOURCE,
      field: 'bookingNo',
      parentField: 'bookingNo',
      fields: ['eventType', 'classifier', 'eventTime', 'timeZone', 'reportedAt', 'location', 'placeName', 'vessel', 'voyage', 'trainNo', 'flightNo', 'containerNo'],
      numberFields: ['containerNo'],
      names: { location: LOCATION_RESOURCE },
    },
  ],
  notFoundMessage: 'tracking.publicNotFound',
  rateLimitedMessage: 'tracking.publicRateLimited',
  limit: { maxFailuresPerAddress: 30, maxFailuresPerNumber: 10, windowMs: 15 * 60_000 },
};

export function registerPublicTracking(app: FastifyInstance): void {
  registerPublicLookup(app, app.resourceEngine.database as Kysely<Database>, PUBLIC_SHIPMENT_LOOKUP);
}
