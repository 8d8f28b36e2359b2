// The tracking resources (SPEC §2 /cargoTracing): shipment events, written by operations
// (administrators on dataMaintain, one by one or imported) and read by customers only for their own
// company's bookings (the engine's ownedThrough scoping on bookingNo); voyage schedules, shared by all.
import shipmentEventSchema from '../../../../schemas/entities/shipmentEvent.schema.json';
import voyageCallSchema from '../../../../schemas/entities/voyageCall.schema.json';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource } from '../../resources/registry';
import { BOOKING_RESOURCE } from '../bookings/resources';
import { checkShipmentEvent, checkVoyageCall } from './eventCheck';
import type { ResourceDef } from '../../resources/types';

const entity = (schema: unknown) => schema as EntitySchema;


export const SHIPMENT_EVENT_RESOURCE: ResourceDef = defineResource({
  name: 'shipmentEvent',
  schema: entity(shipmentEventSchema),
  writers: 'admin',
  hooks: { check: checkShipmentEvent },
  ownedThrough: { field: 'bookingNo', owner: BOOKING_RESOURCE, ownerField: 'bookingNo' },
});

export const VOYAGE_CALL_RESOURCE: ResourceDef = defineResource({ name: 'voyageCall', schema: entity(voyageCallSchema), writers: 'admin', hooks: { check: checkVoyageCall } });

export const TRACKING_RESOURCES: ResourceDef[] = [SHIPMENT_EVENT_RESOURCE, VOYAGE_CALL_RESOURCE];
