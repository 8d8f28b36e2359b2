// Places in a delivery slot, taken and given back inside the action's transaction. Taking one is a
// single conditional UPDATE (booked < capacity and before the cut-off), so concurrent bookings queue on
// the slot's row and re-check it: a full slot is never overbooked (the table's CHECK guards it too).
import { type Kysely, sql } from 'kysely';
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import type { Database } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { chinaMinute } from './chinaTime';

interface SlotState {
  slot_no: string;
  capacity: number;
  booked: number;
  cutoff_at: Date | string;
}

/** A slot a place can be had in now: before its cut-off, with a place free (the `open` of the slot list). */
export const SLOT_OPEN_SQL = sql<boolean>`(booked < capacity AND cutoff_at > now())`;

/** Locks the named slots (in key order, so two moves between the same slots cannot deadlock). */
export async function lockSlots(db: Kysely<Database>, slotNos: string[]): Promise<Map<string, SlotState>> {
  const { rows } = await sql<SlotState>`SELECT slot_no, capacity, booked, cutoff_at FROM delivery_slots
    WHERE slot_no IN (${sql.join(slotNos)}) ORDER BY slot_no FOR UPDATE`.execute(db);
  return new Map(rows.map((r) => [r.slot_no, r]));
}

/** Why a place cannot be had in the slot now, as a field error on `field`; null when it can. */
export function slotRefusal(slot: SlotState | undefined, slotNo: string, field: string, language: Language, now = new Date()): FieldError | null {
  if (!slot) return { field, message: translate(language, 'delivery.unknownSlot', { slot: slotNo }) };
  if (new Date(slot.cutoff_at) <= now) return { field, message: translate(language, 'delivery.slotClosed', { slot: slotNo, cutoff: chinaMinute(slot.cutoff_at) }) };
  if (Number(slot.booked) >= Number(slot.capacity)) return { field, message: translate(language, 'delivery.slotFull', { slot: slotNo, capacity: Number(slot.capacity) }) };
  return null;
}

/** Takes one place; false when the slot is full or closed (nothing changed). */
export async function takePlace(db: Kysely<Database>, slotNo: string): Promise<boolean> {
  const { rows } = await sql`UPDATE delivery_slots SET booked = booked + 1, version = version + 1, updated_at = now()
    WHERE slot_no = ${slotNo} AND ${SLOT_OPEN_SQL} RETURNING id`.execute(db);
  return rows.length === 1;
}

export async function releasePlace(db: Kysely<Database>, slotNo: string): Promise<void> {
  await sql`UPDATE delivery_slots SET booked = booked - 1, version = version + 1, updated_at = now()
    WHERE slot_no = ${slotNo} AND booked > 0`.execute(db);
}
