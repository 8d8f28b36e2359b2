// An FBA order's life (its entity's transitions): saved as a draft with its number; submitted, it ships
// under a booking of its channel, made here as the forwarder receives it (RECEIVED, numbered, its
// cargo, pieces and quote from the cartons: fbaOrderFreight.ts), whose tracking and charges are the order's; a draft may be
// cancelled. A state the entity's transitions do not allow is refused, naming it; a submission lacking
// what the order's rule set requires names each field by its label.
import { sql } from 'kysely';
import { transitionAllowed, transitionsOf } from '../../../shared/entities/transitions';
import { shipmentChargeableKg } from '../../../shared/freight/chargeableWeight';
import { invalidInput, notFound } from '../../http/apiError';
import { translate } from '../../i18n/translate';
import { attachChildren, writeChildren } from '../../resources/childRows';
import { rowToRecord, writablePart } from '../../resources/records';
import { onePerField, refusedLabels, requiredForErrors } from '../../resources/requiredForErrors';
import { insertRecords, selectByIds } from '../../resources/rowStore';
import { allocateBookingNo, type BookingMode } from './bookingNumber';
import { quoteBooking } from './bookingQuote';
import { moveBooking } from './bookingStore';
import { cartonsOf, fbaOrderFreight } from './fbaOrderFreight';
import { CARTON_FIELDS } from './fbaOrderHooks';
import type { EntityRecord, ResourceAction, ResourceDef, Scope } from '../../resources/types';
import { payloadRowId, ROW_ID_OR_TEXT } from '../../resources/columnBounds';

const payloadSchema = { type: 'object', properties: { id: ROW_ID_OR_TEXT }, required: ['id'], additionalProperties: false };

async function lockOrder(db: Parameters<ResourceAction['run']>[0]['db'], def: ResourceDef, scope: Scope, payload: unknown): Promise<EntityRecord> {
  const id = payloadRowId((payload as { id: unknown }).id);
  if (id === null) throw notFound();
  const [row] = await selectByIds(db, def, scope, [id], true);
  if (!row) throw notFound();
  return (await attachChildren(db, def, [rowToRecord(def, row)]))[0];
}

/** Refuses an action the order's state does not allow, naming the state. */
function allowedFrom(def: ResourceDef, action: string, order: EntityRecord, language: Parameters<typeof translate>[0]): void {
  const from = transitionsOf(def.schema)?.from[action] ?? [];
  if (from.includes(String(order.status))) return;
  const values = { status: String(order.status), action };
  throw invalidInput([{ field: 'status', message: translate(language, 'fba.transitionRefused', values) }], 'fba.transitionRefused', values);
}

export function fbaSubmitAction(bookingDef: () => ResourceDef): ResourceAction {
  return {
    name: 'submit',
    answer: { record: true },
    summary: 'Submit a draft FBA order (→ SUBMITTED): what the order requires named by label; it ships under a new booking of its channel, received and numbered (data: {"id"})',
    payloadSchema,
    async run({ db, def, scope, principal, language }, payload) {
      const order = await lockOrder(db, def, scope, payload);
      allowedFrom(def, 'submit', order, language);
      const errors = onePerField(requiredForErrors(def.schema, 'submit', writablePart(def, order), language));
      if (errors.length > 0) throw invalidInput(errors, 'fba.submitRefused', { fields: refusedLabels(def.schema, errors, language) });
      const booking = bookingDef();
      const mode = String(order.channel) as BookingMode;
      const draft: EntityRecord = {
        ...fbaOrderFreight(order),
        shipperReference: String(order.fbaShipmentId),
        placeOfDelivery: `Amazon ${String(order.fulfilmentCentre)}`,
        declaredValue: order.declaredValue,
        currency: order.currency,
        remarks: translate(language, 'fba.bookingRemark', { id: String(order.fbaShipmentId), centre: String(order.fulfilmentCentre), orderNo: String(order.orderNo ?? '') }),
      };
      const [row] = await insertRecords(db, booking, { scope, userId: principal.userId }, [draft]);
      const bookingId = Number(row.id);
      await writeChildren(db, booking, bookingId, draft);
      const bookingNo = await allocateBookingNo(db, mode);
      // The booking carries the order's quote as its own, priced by the same rule at its save.
      const quote = await quoteBooking(db, draft);
      const columns: Record<string, unknown> = {
        booking_no: bookingNo,
        submitted_at: new Date(),
        chargeable_kg: mode === 'AIR' ? shipmentChargeableKg(cartonsOf(order), CARTON_FIELDS) : null,
        quoted_total: quote?.total ?? null,
        quoted_currency: quote?.currency ?? null,
      };
      await moveBooking(db, booking, { id: bookingId, status: 'DRAFT' }, 'RECEIVED', principal, translate(language, 'fba.bookingHistory', { id: String(order.fbaShipmentId) }), columns);
      const orderNo = order.orderNo ? null : await allocateBookingNo(db, 'FBA');
      await sql`UPDATE fba_orders SET status = 'SUBMITTED', booking_no = ${bookingNo}, submitted_at = now(), version = version + 1, updated_at = now()
        ${orderNo ? sql`, order_no = ${orderNo}` : sql``} WHERE id = ${Number(order.id)}`.execute(db);
      return lockOrder(db, def, scope, { id: order.id });
    },
  };
}

export const fbaCancelAction: ResourceAction = {
  name: 'cancel',
  answer: { record: true },
  summary: 'Cancel a draft FBA order (→ CANCELLED) (data: {"id"})',
  payloadSchema,
  async run({ db, def, scope, language }, payload) {
    const order = await lockOrder(db, def, scope, payload);
    allowedFrom(def, 'cancel', order, language);
    await sql`UPDATE fba_orders SET status = 'CANCELLED', version = version + 1, updated_at = now() WHERE id = ${Number(order.id)}`.execute(db);
    return lockOrder(db, def, scope, payload);
  },
};

/** The plain editor changes and deletes an order only where the entity's `update` transition allows. */
export function fbaOrderFrozen(schema: ResourceDef['schema']) {
  const transitions = transitionsOf(schema);
  return (stored: EntityRecord) => (transitionAllowed(transitions, 'update', stored) ? null : { field: 'status', key: 'fba.notEditable', values: { status: String(stored.status) } });
}
