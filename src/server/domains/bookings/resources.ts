// The order resources a customer keeps (SPEC §2 /myOrder): bookings of every mode with their
// status actions, FBA orders and tally orders, each its company's own.
import bookingSchema from '../../../../schemas/entities/booking.schema.json';
import fbaOrderSchema from '../../../../schemas/entities/fbaOrder.schema.json';
import tallyOrderSchema from '../../../../schemas/entities/tallyOrder.schema.json';
import quoteVarianceSchema from '../../../../schemas/entities/quoteVariance.schema.json';
import bookingReviewSchema from '../../../../schemas/entities/bookingReview.schema.json';
import { reviewActions } from './reviewActions';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource } from '../../resources/registry';
import { bookingHooks, quoteHoldErrors } from './bookingHooks';
import { fbaOrderHooks } from './fbaOrderHooks';
import { fbaCancelAction, fbaOrderFrozen, fbaSubmitAction } from './fbaOrderActions';
import { bookingHistory, cancelBooking, copyBooking, requestBookingUpdate, submitBooking } from './customerActions';
import { tallyMessageLink } from './tallyMessageLink';
import { bookingOfReference } from './bookingOfReference';
import { formSaveRuleErrors } from './submitRequirements';
import { screensOf } from '../../../shared/menus/menuTree';
import { TRACKING_COMPUTED } from '../tracking/trackingSummarySql';
import { TRANSIT_DAYS_SQL } from './transitDays';
import { trackLookup } from '../tracking/trackLookup';
import { bookingDocumentActions } from '../../documents/bookingDocumentActions';
import type { ResourceDef } from '../../resources/types';

const entity = (schema: unknown) => schema as EntitySchema;

// Who reads each resource comes from the page files naming it (src/server/pages/pageGrants.ts): the
// /myOrder and /cargoTracing screens read bookings; the order list's menu writes them.
export const BOOKING_RESOURCE: ResourceDef = defineResource({
  name: 'booking',
  schema: entity(bookingSchema),
  writers: 'customer',
  computed: { ...TRACKING_COMPUTED, transitDays: TRANSIT_DAYS_SQL },
  actions: [submitBooking, requestBookingUpdate, cancelBooking, copyBooking, bookingHistory, trackLookup, ...bookingDocumentActions],
  // A draft's save honours the "on every save" rules of its mode's form (the submit ones are checked by submit).
  // A booking naming a saved quote is held to it only while it is valid (an expired one is refused).
  hooks: {
    ...bookingHooks,
    checkWrite: async (record, context, stored) => [
      ...(await formSaveRuleErrors(BOOKING_RESOURCE, record, context, stored)),
      ...(await quoteHoldErrors(context.db, context.principal.customerId, record, context.language)),
    ],
  },
  // Submit checks the "on submit" rules of the mode's form (customerActions.ts).
  submitRuleMenus: screensOf('edits', 'booking').map((n) => n.name),
  // The header's search finds a booking by its number; it opens on the screen its page file says shows it (menu.shows).
  search: { fields: ['bookingNo'], detail: 'shipperReference' },
});

/** FBA orders: placed on the full form (its menu writes), read on every FBA screen; pack lists import through fbaOrder-packList; submitted, each ships under a booking. */
export const FBA_ORDER_RESOURCE: ResourceDef = defineResource({
  name: 'fbaOrder',
  schema: entity(fbaOrderSchema),
  writers: 'customer',
  hooks: { ...fbaOrderHooks, frozen: fbaOrderFrozen(entity(fbaOrderSchema)) },
  computed: bookingOfReference('fba_orders', 'booking_no'),
  actions: [fbaSubmitAction(() => BOOKING_RESOURCE), fbaCancelAction],
});

/**
 * Tally orders: the warehouse's receipts of the customer's goods, entered by the forwarder's operations
 * (administrators, dataMaintain) for the company they name (ResourceDef.adminWritten, resources/types.ts): customers read
 * their own and never write them.
 */
export const TALLY_ORDER_RESOURCE: ResourceDef = defineResource({
  name: 'tallyOrder',
  schema: entity(tallyOrderSchema),
  writers: 'admin',
  computed: bookingOfReference('tally_orders', 'order_reference'),
  actions: [tallyMessageLink],
});

/** A booking's quote beside its charges, per currency: a view (migration 0278), so read only; the shipment pages read it. */
export const QUOTE_VARIANCE_RESOURCE: ResourceDef = defineResource({
  name: 'quoteVariance',
  schema: entity(quoteVarianceSchema),
  readOnly: true,
  writers: 'customer',
});

/**
 * The forwarder's review queue: every company's bookings past the draft, a view (migration 0300) read by
 * administrators only; its actions confirm, reject and complete the booking itself (reviewActions.ts).
 */
export const BOOKING_REVIEW_RESOURCE: ResourceDef = defineResource({
  name: 'bookingReview',
  schema: entity(bookingReviewSchema),
  readOnly: true,
  writers: 'admin',
  readers: 'admin',
  actions: reviewActions(() => BOOKING_RESOURCE),
});

export const ORDER_RESOURCES: ResourceDef[] = [BOOKING_RESOURCE, FBA_ORDER_RESOURCE, TALLY_ORDER_RESOURCE, QUOTE_VARIANCE_RESOURCE, BOOKING_REVIEW_RESOURCE];
