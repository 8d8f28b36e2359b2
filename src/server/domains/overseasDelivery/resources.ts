// The overseas delivery resources (SPEC §2 /overseasDelivery): the customer's arrivals at overseas
// warehouses and vehicles by VIN with their events — each a company's own, entered by the forwarder's
// administrators (dataMaintain) — its delivery appointments (booked through their actions), and the
// shared slots and fee table written by administrators.
import { appointmentFrozen } from './appointmentFrozen';
import deliveryAppointmentSchema from '../../../../schemas/entities/deliveryAppointment.schema.json';
import deliveryFeeSchema from '../../../../schemas/entities/deliveryFee.schema.json';
import deliverySlotSchema from '../../../../schemas/entities/deliverySlot.schema.json';
import vehicleSchema from '../../../../schemas/entities/vehicle.schema.json';
import vehicleEventSchema from '../../../../schemas/entities/vehicleEvent.schema.json';
import warehouseArrivalSchema from '../../../../schemas/entities/warehouseArrival.schema.json';
import { sql } from 'kysely';
import { translate } from '../../i18n/translate';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource } from '../../resources/registry';
import { bookAppointment, cancelAppointment, rescheduleAppointment } from './appointmentActions';
import { destinationCheck } from './destinationCheck';
import { feeQuoteAction } from './feeQuote';
import { SLOT_OPEN_SQL } from './slotPlaces';
import type { ResourceDef } from '../../resources/types';

const entity = (schema: unknown) => schema as EntitySchema;

/**
 * Arrivals are the overseas warehouses' records of a company's goods: administrators enter them for
 * the company they name (ResourceDef.adminWritten, resources/types.ts); customers only read their own.
 */
export const WAREHOUSE_ARRIVAL_RESOURCE = defineResource({
  name: 'warehouseArrival',
  schema: entity(warehouseArrivalSchema),
  writers: 'admin',
  // Whole days since arrival, counted on China calendar days as every date in the product.
  computed: { storageDays: sql`GREATEST(0, (now() AT TIME ZONE 'Asia/Shanghai')::date - (arrived_at AT TIME ZONE 'Asia/Shanghai')::date)` },
});

export const DELIVERY_SLOT_RESOURCE = defineResource({
  name: 'deliverySlot',
  schema: entity(deliverySlotSchema),
  writers: 'admin',
  // Open: what slotPlaces.ts's booking update takes a place in (before the cut-off, a place free).
  computed: { free: sql`capacity - booked`, open: SLOT_OPEN_SQL },
});

export const DELIVERY_APPOINTMENT_RESOURCE = defineResource({
  name: 'deliveryAppointment',
  schema: entity(deliveryAppointmentSchema),
  writers: 'customer',
  hooks: { check: destinationCheck, frozen: appointmentFrozen },
  actions: [bookAppointment, rescheduleAppointment, cancelAppointment],
});

export const VEHICLE_RESOURCE = defineResource({
  name: 'vehicle',
  schema: entity(vehicleSchema),
  writers: 'admin',
});

export const VEHICLE_EVENT_RESOURCE = defineResource({
  name: 'vehicleEvent',
  schema: entity(vehicleEventSchema),
  writers: 'admin',
});

export const DELIVERY_FEE_RESOURCE = defineResource({
  name: 'deliveryFee',
  schema: entity(deliveryFeeSchema),
  writers: 'admin',
  hooks: { check: (record, language) => (record.zone || record.fulfilmentCentre ? [] : [{ field: '/zone', message: translate(language, 'feeQuote.needZoneOrCentre') }]) },
  actions: [feeQuoteAction],
});

export const OVERSEAS_DELIVERY_RESOURCES: ResourceDef[] = [
  WAREHOUSE_ARRIVAL_RESOURCE,
  DELIVERY_SLOT_RESOURCE,
  DELIVERY_APPOINTMENT_RESOURCE,
  VEHICLE_RESOURCE,
  VEHICLE_EVENT_RESOURCE,
  DELIVERY_FEE_RESOURCE,
];
