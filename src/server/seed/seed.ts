// Idempotent seed, run at every start after the migrations: the menu tree is synchronised and the
// built-in roles topped up each time; on the first start (no users yet) the base data (baseData.ts:
// built-in roles, system options) is written. Demo data only when asked (`demo`, seedPolicy.ts): the
// demo accounts and roles (demoData.ts, demoRoles.ts) on the first start, and once each, marked so a
// removed demo row does not come back: the demo companies' master data (demoMasterData.ts), reference
// data, departures and prices (demoSpaceAndPrices.ts), orders (demoOrders.ts) and their tracking
// (demoTracking.ts), overseas delivery (demoOverseasDelivery.ts), bills (demoBilling.ts), content and
// reports (demoContent.ts), merchants (demoMerchants.ts) and a few days of the administrators' audit
// trail (demoAudit.ts). Without demo data the first administrator comes from firstAdmin.ts.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertBaseData } from './baseData';
import { insertDemoAudit } from './demoAudit';
import { insertDemoBilling } from './demoBilling';
import { insertDemoContent } from './demoContent';
import { insertDemoData } from './demoData';
import { insertDemoDocuments } from './demoDocuments';
import { insertDemoRoles } from './demoRoles';
import { insertDemoMasterData } from './demoMasterData';
import { insertDemoMerchants } from './demoMerchants';
import { insertDemoOrders } from './demoOrders';
import { insertDemoOverseasDelivery } from './demoOverseasDelivery';
import { insertDemoQuotes } from './demoQuotes';
import { insertDemoExchangeRates, insertDemoSpaceAndPrices } from './demoSpaceAndPrices';
import { insertDemoTracking } from './demoTracking';
import { grantBuiltinRoles, syncMenuTree } from './menus';

export interface SeedOptions {
  /** Write the demo companies, accounts and records (known passwords: never on a real database). */
  demo: boolean;
}

export interface SeedResult {
  demoDataWritten: boolean;
}

export async function seedDatabase(db: Kysely<Database>, { demo }: SeedOptions): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    await syncMenuTree(trx);
    const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (!anyUser) await insertBaseData(trx);
    if (!anyUser && demo) {
      await insertDemoData(trx);
      await insertDemoRoles(trx);
    }
    await grantBuiltinRoles(trx);
    if (!demo) return { demoDataWritten: false };
    await insertDemoMasterData(trx);
    await insertDemoSpaceAndPrices(trx);
    await insertDemoExchangeRates(trx);
    await insertDemoOrders(trx);
    await insertDemoQuotes(trx);
    await insertDemoDocuments(trx);
    await insertDemoTracking(trx);
    await insertDemoOverseasDelivery(trx);
    await insertDemoBilling(trx);
    await insertDemoContent(trx);
    await insertDemoMerchants(trx);
    await insertDemoAudit(trx);
    return { demoDataWritten: !anyUser };
  });
}
