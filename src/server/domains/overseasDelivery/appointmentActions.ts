// The customer's named actions on delivery appointments (POST deliveryAppointment/<action>, data = JSON):
// `book` holds a place in a slot (once per idempotency key: a double submission answers the first
// appointment), `reschedule` moves it to another slot and `cancel` gives the place back — both only
// before the current slot's cut-off, refused naming it in the user's language.
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/wire/envelope';
import { invalidInput, notFound } from '../../http/apiError';
import { translate } from '../../i18n/translate';
import { loadMenuRules } from '../../requiredConfig/load';
import { columnValues, filledPart, rowToRecord } from '../../resources/records';
import { selectByIds } from '../../resources/rowStore';
import { validateWrite } from '../../resources/writeValidation';
import type { Database } from '../../db/schema';
import type { Kysely } from 'kysely';
import { chinaMinute } from './chinaTime';
import { destinationCheck } from './destinationCheck';
import { lockSlots, releasePlace, slotRefusal, takePlace } from './slotPlaces';
import type { EntityRecord, ResourceAction, ResourceDef, Scope } from '../../resources/types';
import { payloadRowId, ROW_ID_OR_TEXT } from '../../resources/columnBounds';

const ID = ROW_ID_OR_TEXT;
const KEY = { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
const SLOT = { type: 'string', minLength: 1, maxLength: 30 };

const customerOf = (scope: Scope) => scope.customerId as number;

async function lockAppointment(db: Kysely<Database>, def: ResourceDef, scope: Scope, rawId: unknown): Promise<EntityRecord> {
  const id = payloadRowId(rawId);
  if (id === null) throw notFound();
  const [row] = await selectByIds(db, def, scope, [id], true);
  if (!row) throw notFound();
  return rowToRecord(def, row);
}

async function reread(db: Kysely<Database>, def: ResourceDef, scope: Scope, id: number): Promise<EntityRecord> {
  const [row] = await selectByIds(db, def, scope, [id]);
  return rowToRecord(def, row);
}

/** A booked appointment's place may be changed until its slot's cut-off. */
async function refuseAfterCutoff(db: Kysely<Database>, appointment: EntityRecord, messageKey: string, language: Parameters<typeof translate>[0]): Promise<void> {
  const slotNo = String(appointment.slot);
  const slots = await lockSlots(db, [slotNo]);
  const cutoff = slots.get(slotNo)?.cutoff_at;
  if (cutoff && new Date(cutoff) <= new Date()) throw invalidInput([{ field: '/id', message: translate(language, messageKey, { slot: slotNo, cutoff: chinaMinute(cutoff) }) }], messageKey, { slot: slotNo, cutoff: chinaMinute(cutoff) });
}

export const bookAppointment: ResourceAction = {
  name: 'book',
  answer: { record: true, extra: { replayed: { type: 'boolean', description: 'true: the same booking was made before, and this is it' } } },
  summary: 'Book a delivery appointment in a slot (data: the appointment\'s fields and "idempotencyKey"; the same key again answers the same appointment)',
  // The appointment's own fields are checked against the entity below, with the required-field rules.
  payloadSchema: { type: 'object', properties: { idempotencyKey: KEY }, required: ['idempotencyKey'] },
  async run({ db, def, scope, principal, language }, payload) {
    const { idempotencyKey, ...fields } = payload as EntityRecord & { idempotencyKey: string };
    const record = filledPart(fields);
    const errors: FieldError[] = validateWrite(def, record, await loadMenuRules(db, def.menuCd), language);
    if (errors.length === 0) errors.push(...destinationCheck(record, language));
    if (errors.length === 0) {
      const { rows } = await sql`SELECT 1 FROM warehouse_arrivals WHERE customer_id = ${customerOf(scope)} AND arrival_no = ${String(record.arrival)}`.execute(db);
      if (rows.length === 0) errors.push({ field: '/arrival', message: translate(language, 'delivery.unknownArrival', { arrival: String(record.arrival) }) });
    }
    if (errors.length > 0) throw invalidInput(errors, 'delivery.bookRefused');

    // The key first: a second submission with it waits for the first and then finds its appointment.
    const values = columnValues(def, record);
    const { rows: inserted } = await sql<{ id: number }>`INSERT INTO delivery_appointments
      (${sql.join(values.map((v) => sql.ref(v.field.column)))}, status, idempotency_key, customer_id, created_by)
      VALUES (${sql.join(values.map((v) => (v.value === undefined ? sql`DEFAULT` : sql`${v.value}`)))}, 'BOOKED', ${idempotencyKey}, ${customerOf(scope)}, ${principal.userId})
      ON CONFLICT (customer_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING id`.execute(db);
    if (inserted.length === 0) {
      const { rows } = await sql<{ id: number }>`SELECT id FROM delivery_appointments WHERE customer_id = ${customerOf(scope)} AND idempotency_key = ${idempotencyKey}`.execute(db);
      return { ...(await reread(db, def, scope, Number(rows[0].id))), replayed: true };
    }
    const slotNo = String(record.slot);
    if (!(await takePlace(db, slotNo))) {
      const refusal = slotRefusal((await lockSlots(db, [slotNo])).get(slotNo), slotNo, '/slot', language);
      throw invalidInput([refusal ?? { field: '/slot', message: translate(language, 'delivery.slotFull', { slot: slotNo, capacity: 0 }) }], 'delivery.bookRefused');
    }
    return { ...(await reread(db, def, scope, Number(inserted[0].id))), replayed: false };
  },
};

export const rescheduleAppointment: ResourceAction = {
  name: 'reschedule',
  answer: { record: true },
  summary: 'Move a booked appointment to another slot before the current slot\'s cut-off (data: {"id","slot"})',
  payloadSchema: { type: 'object', properties: { id: ID, slot: SLOT }, required: ['id', 'slot'], additionalProperties: false },
  async run({ db, def, scope, language }, payload) {
    const { id, slot } = payload as { id: number | string; slot: string };
    const appointment = await lockAppointment(db, def, scope, id);
    if (appointment.status !== 'BOOKED') throw invalidInput([{ field: '/id', message: translate(language, 'delivery.notBooked', { status: String(appointment.status) }) }], 'delivery.notBooked', { status: String(appointment.status) });
    const from = String(appointment.slot);
    if (from === slot) throw invalidInput([{ field: '/slot', message: translate(language, 'delivery.sameSlot', { slot }) }], 'delivery.sameSlot', { slot });
    const slots = await lockSlots(db, [from, slot]);
    const cutoff = slots.get(from)?.cutoff_at;
    if (cutoff && new Date(cutoff) <= new Date()) throw invalidInput([{ field: '/id', message: translate(language, 'delivery.rescheduleClosed', { slot: from, cutoff: chinaMinute(cutoff) }) }], 'delivery.rescheduleClosed', { slot: from, cutoff: chinaMinute(cutoff) });
    const refusal = slotRefusal(slots.get(slot), slot, '/slot', language);
    if (refusal || !(await takePlace(db, slot))) throw invalidInput([refusal ?? { field: '/slot', message: translate(language, 'delivery.slotFull', { slot, capacity: Number(slots.get(slot)?.capacity ?? 0) }) }], 'delivery.rescheduleRefused');
    await releasePlace(db, from);
    await sql`UPDATE delivery_appointments SET slot = ${slot}, version = version + 1, updated_at = now() WHERE id = ${Number(appointment.id)}`.execute(db);
    return reread(db, def, scope, Number(appointment.id));
  },
};

export const cancelAppointment: ResourceAction = {
  name: 'cancel',
  answer: { record: true },
  summary: 'Cancel an appointment before its slot\'s cut-off, giving its place back (data: {"id"})',
  payloadSchema: { type: 'object', properties: { id: ID }, required: ['id'], additionalProperties: false },
  async run({ db, def, scope, language }, payload) {
    const appointment = await lockAppointment(db, def, scope, (payload as { id: unknown }).id);
    if (appointment.status === 'CANCELLED') throw invalidInput([{ field: '/id', message: translate(language, 'delivery.notBooked', { status: 'CANCELLED' }) }], 'delivery.notBooked', { status: 'CANCELLED' });
    if (appointment.status === 'BOOKED') {
      await refuseAfterCutoff(db, appointment, 'delivery.cancelClosed', language);
      await releasePlace(db, String(appointment.slot));
    }
    await sql`UPDATE delivery_appointments SET status = 'CANCELLED', version = version + 1, updated_at = now() WHERE id = ${Number(appointment.id)}`.execute(db);
    return reread(db, def, scope, Number(appointment.id));
  },
};
