// Writes the overseas delivery demo records (domains/overseasDelivery/demoOverseasDelivery.ts) once:
// slots and fee table, then per demo company its arrivals, appointments (holding their slots' places)
// and vehicles with events. A system option marks it done.
import { demoOwners } from './demoOwners';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_FEES, demoAppointments, demoArrivals, demoSlots, demoVehicles } from '../domains/overseasDelivery/demoOverseasDelivery';
import { DELIVERY_APPOINTMENT_RESOURCE, DELIVERY_FEE_RESOURCE, DELIVERY_SLOT_RESOURCE, VEHICLE_EVENT_RESOURCE, VEHICLE_RESOURCE, WAREHOUSE_ARRIVAL_RESOURCE } from '../domains/overseasDelivery/resources';
import { insertRecords } from '../resources/rowStore';

export const OVERSEAS_MARKER = 'DEMOOVERSEAS';

export async function insertDemoOverseasDelivery(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const done = await db.selectFrom('sys_options').select('sys_cd').where('sys_cd', '=', OVERSEAS_MARKER).executeTakeFirst();
  if (done) return false;
  const admin = await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirst();
  const shared = { scope: { customerId: null }, userId: admin?.id ?? 0 };
  await insertRecords(db, DELIVERY_SLOT_RESOURCE, shared, demoSlots(now));
  await insertRecords(db, DELIVERY_FEE_RESOURCE, shared, DEMO_FEES);
  for (const owner of await demoOwners(db)) {
    const { company } = owner;
    const author = { scope: { customerId: owner.customerId }, userId: owner.userId };
    await insertRecords(db, WAREHOUSE_ARRIVAL_RESOURCE, author, demoArrivals(now, company));
    for (const { record, status, key } of demoAppointments(now, company)) {
      const [row] = await insertRecords(db, DELIVERY_APPOINTMENT_RESOURCE, author, [record]);
      await sql`UPDATE delivery_appointments SET status = ${status}, idempotency_key = ${key} WHERE id = ${Number(row.id)}`.execute(db);
      if (status === 'BOOKED') await sql`UPDATE delivery_slots SET booked = booked + 1 WHERE slot_no = ${String(record.slot)}`.execute(db);
    }
    for (const { record, events } of demoVehicles(now, company)) {
      await insertRecords(db, VEHICLE_RESOURCE, author, [record]);
      await insertRecords(db, VEHICLE_EVENT_RESOURCE, author, events);
    }
  }
  await db.insertInto('sys_options').values({ sys_cd: OVERSEAS_MARKER, sys_value1: 'T', remark: 'Demo overseas delivery records written (remove to write them again)' }).execute();
  return true;
}
