// Writes the demo orders (domains/bookings/demoOrders.ts) once, like the demo master data: bookings
// of every mode in every status with their history and numbers, six months of past shipments (the
// charts' story), FBA orders and tally orders, for
// demo and acme, dated relative to today. A system option marks it done.
import { DEMO_AUTHORS, demoOwners } from './demoOwners';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { allocateBookingNo, type BookingMode } from '../domains/bookings/bookingNumber';
import { copyParties } from '../domains/bookings/bookingParties';
import { type BookingQuote, priceListOf, quoteBooking } from '../domains/bookings/bookingQuote';
import { PRICE_LISTS } from '../domains/spaceAndPrices/resources';
import { laneCondition, selectPriceRows } from '../domains/spaceAndPrices/quote/priceRows';
import { todayInChina } from '../../shared/format/zonedTime';
import type { EntityRecord } from '../resources/types';
import { bookingChargeableKg } from '../domains/bookings/chargeableWeight';
import { deriveFbaOrder } from '../domains/bookings/fbaOrderHooks';
import { demoBookings, demoFbaOrders, demoHistory, demoTallyOrders, NOTES, type Parties, PATHS } from '../domains/bookings/demoOrders';
import { BOOKING_RESOURCE, FBA_ORDER_RESOURCE, TALLY_ORDER_RESOURCE } from '../domains/bookings/resources';
import { writeChildren } from '../resources/childRows';
import { insertRecords } from '../resources/rowStore';

export const ORDERS_MARKER = 'DEMOORDERS';
const DAY = 86_400_000;

/** The name (reference key) of the company's first master record of a table. */
async function firstName(db: Kysely<Database>, table: string, customerId: number, extra = sql``): Promise<string | undefined> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.table(table)} WHERE customer_id = ${customerId} ${extra} ORDER BY id LIMIT 1`.execute(db);
  return rows[0]?.name;
}

/**
 * The quote a demo booking was booked on: a price row of its lane valid today (its own carrier's first),
 * quoted for its cargo by the booking's own rule (bookingQuote.ts); null where the demo prices have none.
 */
async function demoQuote(db: Kysely<Database>, record: EntityRecord): Promise<(BookingQuote & { priceReference: string }) | null> {
  const def = PRICE_LISTS.get(priceListOf(record) ?? '');
  if (!def || typeof record.pol !== 'string' || typeof record.pod !== 'string') return null;
  const lane = { pol: record.pol, pod: record.pod };
  const carriers = typeof record.carrier === 'string' ? [{ ...lane, carrier: record.carrier }, lane] : [lane];
  for (const where of carriers) {
    for (const row of await selectPriceRows(db, def, laneCondition(where, todayInChina()), 5)) {
      const quote = await quoteBooking(db, { ...record, priceReference: String(row.priceNo) });
      if (quote) return { ...quote, priceReference: String(row.priceNo) };
    }
  }
  return null;
}

export async function insertDemoOrders(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const done = await db.selectFrom('sys_options').select('sys_cd').where('sys_cd', '=', ORDERS_MARKER).executeTakeFirst();
  if (done) return false;
  const admin = await db.selectFrom('users').select(['id', 'account']).where('account', '=', 'admin').executeTakeFirst();
  for (const owner of await demoOwners(db)) {
    const { company } = owner;
    const customerId = owner.customerId;
    const parties: Parties = {
      shipper: await firstName(db, 'shippers', customerId),
      consignee: (await firstName(db, 'addresses', customerId, sql`AND kind = 'consignee'`)) ?? (await firstName(db, 'addresses', customerId)),
      notify: (await firstName(db, 'addresses', customerId, sql`AND kind = 'notify'`)) ?? undefined,
      pickAddress: await firstName(db, 'pick_addresses', customerId),
      importer: await firstName(db, 'importers', customerId),
      insured: await firstName(db, 'insured_parties', customerId),
    };
    const references: string[] = [];
    for (const demo of [...demoBookings(now, parties, company), ...demoHistory(now, parties, company)]) {
      const [row] = await insertRecords(db, BOOKING_RESOURCE, { scope: { customerId }, userId: owner.userId }, [demo.record]);
      const id = Number(row.id);
      await writeChildren(db, BOOKING_RESOURCE, id, demo.record);
      const created = new Date(now.getTime() - demo.daysAgo * DAY);
      const path = PATHS[demo.status];
      const columns: Record<string, unknown> = { status: demo.status, created_at: created, updated_at: new Date(created.getTime() + path.length * DAY) };
      // Booked on a quote, as the price screens' Book makes them: the shipment page compares it with the charges.
      const quote = await demoQuote(db, demo.record);
      if (quote) Object.assign(columns, { price_reference: quote.priceReference, quoted_total: quote.total, quoted_currency: quote.currency });
      if (path.length > 0) {
        const submitted = new Date(created.getTime() + 3_600_000);
        const { texts } = await copyParties(db, customerId, demo.record, 'en');
        for (const [field, text] of Object.entries(texts)) columns[field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = text;
        columns.booking_no = await allocateBookingNo(db, demo.record.mode as BookingMode, submitted);
        columns.submitted_at = submitted;
        if (demo.record.mode === 'AIR') columns.chargeable_kg = bookingChargeableKg(demo.record);
        if (path.includes('CONFIRMED')) Object.assign(columns, { carrier_booking_reference: `${String(demo.record.mode).slice(0, 2)}${String(900_000 + id)}`, transport_name: demo.transportName });
        if (demo.status === 'REJECTED') columns.reject_reason = NOTES.REJECTED;
        references.push(String(columns.booking_no));
      }
      const sets = Object.entries(columns).map(([c, v]) => sql`${sql.ref(c)} = ${v}`);
      await sql`UPDATE bookings SET ${sql.join(sets)} WHERE id = ${id}`.execute(db);
      let from = 'DRAFT';
      for (const [step, to] of path.entries()) {
        const forwarder = to === 'CONFIRMED' || to === 'REJECTED' || to === 'COMPLETED' || to === 'PENDING_UPDATE';
        const who = forwarder ? { id: admin?.id ?? null, account: 'admin' } : { id: owner.userId, account: DEMO_AUTHORS[company] };
        await sql`INSERT INTO booking_history (booking_id, user_id, user_name, at, from_status, to_status, note)
          VALUES (${id}, ${who.id}, ${who.account}, ${new Date(created.getTime() + step * DAY + 3_600_000)}, ${from}, ${to}, ${NOTES[to] ?? null})`.execute(db);
        from = to;
      }
    }
    for (const order of demoFbaOrders(company)) {
      const [row] = await insertRecords(db, FBA_ORDER_RESOURCE, { scope: { customerId }, userId: owner.userId }, [order]);
      await writeChildren(db, FBA_ORDER_RESOURCE, Number(row.id), order);
      // As a save derives them: the order's number, its totals (kg, m³, chargeable) and its quote.
      await deriveFbaOrder(db, Number(row.id), order);
    }
    await insertRecords(db, TALLY_ORDER_RESOURCE, { scope: { customerId }, userId: owner.userId }, demoTallyOrders(now, company, references));
  }
  await db.insertInto('sys_options').values({ sys_cd: ORDERS_MARKER, sys_value1: 'T', remark: 'Demo bookings, FBA and tally orders written (remove to write them again)' }).execute();
  return true;
}
