// Writes the demo saved quotes (issue 48) once: for demo and acme, an offer of the instant quote kept as a
// quote (Shanghai → Hamburg, priced by the offers' own code on the demo prices) and a quote request on a
// lane no price covers, so "My quotes" shows both kinds. A system option marks it done.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PRICE_LISTS } from '../domains/spaceAndPrices/resources';
import { readSearch, searchOffers } from '../domains/spaceAndPrices/instantQuote/offers';
import { storeQuote } from '../domains/spaceAndPrices/instantQuote/savedQuoteActions';
import { todayInChina } from '../../shared/format/zonedTime';
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
  }
  await db.insertInto('sys_options').values({ sys_cd: QUOTES_MARKER, sys_value1: 'T', remark: 'Demo saved quotes written (remove to write them again)' }).execute();
  return true;
}
