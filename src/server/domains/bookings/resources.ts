// The order resources a customer keeps (SPEC §2 /myOrder): bookings of every mode with their
// status actions, FBA orders and tally orders, each its company's own.
import bookingSchema from '../../../../schemas/entities/booking.schema.json';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource, type ResourceDef } from '../../resources/registry';
import { bookingHistory, cancelBooking, copyBooking, requestBookingUpdate, submitBooking } from './customerActions';

const entity = (schema: unknown) => schema as EntitySchema;
const customer = (menu: string) => ({ audience: 'customer' as const, menu });

/** Every /myOrder screen reads bookings; the order list's menu writes them. */
const ORDER_READERS = ['mulOrderList', 'railBooking', 'seaBooking', 'airBooking', 'truckBooking', 'railBookingDetail', 'seaBookingDetail', 'seaCargoTrackingDetail', 'airBookingDetail'].map(customer);

export const BOOKING_RESOURCE: ResourceDef = defineResource({
  name: 'booking',
  schema: entity(bookingSchema),
  write: customer('mulOrderList'),
  read: ORDER_READERS,
  actions: [submitBooking, requestBookingUpdate, cancelBooking, copyBooking, bookingHistory],
});

export const ORDER_RESOURCES: ResourceDef[] = [BOOKING_RESOURCE];
