// Writes the demo saved quotes (issue 48) once: for demo and acme, an offer of the instant quote kept as a
// quote (Shanghai → Hamburg, priced by the offers' own code on the demo prices), a quote request on a
// lane no price covers (open on the back office's Quote Requests), and an earlier one the forwarder
// answered, so "My quotes" shows every kind. A system option marks it done.
import { type Kysely, sql } from 'kysely';
import { Exact } from '../../shared/freight/exactDecimal';
import { storeAnswer } from '../domains/spaceAndPrices/instantQuote/quoteRequestActions';
import type { Database } from '../db/schema';
import { PRICE_LISTS } from '../domains/spaceAndPrices/resources';
import { readSearch, searchOffers } from '../domains/spaceAndPrices/instantQuote/offers';
import { storeQuote } from '../domains/spaceAndPrices/instantQuote/savedQuoteActions';
import { addCalendarDays, todayInChina } from '../../shared/format/zonedTime';
import { demoOwners } from './demoOwners';

export const QUOTES_MARKER = 'DEMOQUOTES';

export async function insertDemoQuotes(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const done = await db.selectFrom('sys_options').select('sys_cd').where('sys_cd', '=', QUOTES_MARKER).executeTakeFirst();
  if (done) return false;
  const readyDate = todayInChina(now);
  for (const owner of await demoOwners(db)) {
    const quoted = await readSearch(db, { origin: 'CNSHA', destination: 'DEHAM', readyDate, containers: [{ type: '45G1', count: owner.company === 'DEMO' ? 1 : 2 }] }, 'en');
    const [cheapest] = await searchOffers(db, PRICE_LISTS, quoted, 'en');
    if (cheapest) await storeQuote(db, owner.customerId, owner.userId, quoted, cheapest, now);
    const asked = await readSearch(db, { origin: 'CNSHA', destination: 'USCHI', readyDate, grossKg: 1200, cbm: 6 }, 'en');
    await storeQuote(db, owner.customerId, owner.userId, asked, null, now);
    // An earlier request the forwarder answered (a sea price via Los Angeles, rail to Chicago): bookable from My quotes.
    const earlier = await readSearch(db, { origin: 'CNNGB', destination: 'USCHI', readyDate: addCalendarDays(readyDate, 3), containers: [{ type: '45G1', count: 1 }] }, 'en');
    const { id } = await storeQuote(db, owner.customerId, owner.userId, earlier, null, now);
    await storeAnswer(db, { id, mode: 'SEA', carrier: 'COSU', pol: 'CNNGB', pod: 'USLAX', total: '4380.00', currency: 'USD', transitDays: 22, validTo: addCalendarDays(readyDate, 14), note: 'Via Los Angeles; rail to Chicago and terminal handling included.' }, Exact.of('4380.00')!);
    await sql`UPDATE notification_outbox SET status = 'skipped', last_error = 'demo history, written at the first start' WHERE event_key = ${`quote:${id}`} AND status = 'pending'`.execute(db);
  }
  await db.insertInto('sys_options').values({ sys_cd: QUOTES_MARKER, sys_value1: 'T', remark: 'Demo saved quotes written (remove to write them again)' }).execute();
  return true;
}
