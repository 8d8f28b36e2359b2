// Writes the reference data, departures and prices (domains/spaceAndPrices) once, like the demo
// master data: on the first start, or the first start of a database made before they existed. A
// system option marks it done, so rows an administrator deletes do not come back at the next start.
import type { Kysely } from 'kysely';
import { addCalendarDays, todayInChina } from '../../shared/format/zonedTime';
import { DEMO_BORDER_CROSSINGS, DEMO_CARRIERS, DEMO_EQUIPMENT_TYPES, DEMO_LOCATIONS } from '../domains/spaceAndPrices/demoReferenceData';
import { demoDepartures, demoPrices } from '../domains/spaceAndPrices/demoSchedule';
import { SPACE_AND_PRICE_RESOURCES } from '../domains/spaceAndPrices/resources';
import type { Database } from '../db/schema';
import { insertRecords } from '../resources/rowStore';
import type { EntityRecord } from '../resources/types';

export const SPACE_AND_PRICES_MARKER = 'DEMOSPACEPRICES';

export async function insertDemoSpaceAndPrices(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const done = await db.selectFrom('sys_options').select('sys_cd').where('sys_cd', '=', SPACE_AND_PRICES_MARKER).executeTakeFirst();
  if (done) return false;
  const admin = await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirst();
  const byResource: Record<string, EntityRecord[]> = {
    location: DEMO_LOCATIONS,
    carrier: DEMO_CARRIERS,
    equipmentType: DEMO_EQUIPMENT_TYPES,
    borderCrossing: DEMO_BORDER_CROSSINGS,
    departure: demoDepartures(now),
    ...demoPrices(now),
  };
  for (const [name, rows] of Object.entries(byResource)) {
    const def = SPACE_AND_PRICE_RESOURCES.find((r) => r.name === name);
    if (!def) throw new Error(`demo space and prices name ${name}, which the domain does not serve`);
    await insertRecords(db, def, { scope: { customerId: null }, userId: admin?.id ?? 0 }, rows);
  }
  await db.insertInto('sys_options').values({ sys_cd: SPACE_AND_PRICES_MARKER, sys_value1: 'T', remark: 'Demo reference data, departures and prices written (remove to write them again)' }).execute();
  return true;
}

export const EXCHANGE_RATES_MARKER = 'DEMORATES';

/** The forwarder's demo rates between USD, EUR and CNY (each pair both ways), valid from yesterday in China. */
export function demoExchangeRates(now = new Date()): EntityRecord[] {
  const validFrom = addCalendarDays(todayInChina(now), -1);
  const source = 'Bank of China middle rate';
  const pairs: Array<[string, string, number]> = [
    ['USD', 'CNY', 7.1012],
    ['CNY', 'USD', 0.140821],
    ['EUR', 'CNY', 7.6873],
    ['CNY', 'EUR', 0.130085],
    ['EUR', 'USD', 1.0825],
    ['USD', 'EUR', 0.923788],
  ];
  return pairs.map(([fromCurrency, toCurrency, rate]) => ({ fromCurrency, toCurrency, rate, validFrom, source }));
}

/** Writes the demo exchange rates once (a marker of their own: a demo database made before them gets them too). */
export async function insertDemoExchangeRates(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const done = await db.selectFrom('sys_options').select('sys_cd').where('sys_cd', '=', EXCHANGE_RATES_MARKER).executeTakeFirst();
  if (done) return false;
  const admin = await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirst();
  const def = SPACE_AND_PRICE_RESOURCES.find((r) => r.name === 'exchangeRate')!;
  await insertRecords(db, def, { scope: { customerId: null }, userId: admin?.id ?? 0 }, demoExchangeRates(now));
  await db.insertInto('sys_options').values({ sys_cd: EXCHANGE_RATES_MARKER, sys_value1: 'T', remark: 'Demo exchange rates written (remove to write them again)' }).execute();
  return true;
}
