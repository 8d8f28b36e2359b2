// Idempotent seed, run at every start after the migrations: the menu tree is synchronised and the
// built-in roles topped up each time; the demo data and demo customer roles (demoRoles.ts) are written once, when there are no users, and the
// demo companies' master data once (demoMasterData.ts), and the reference data, departures and
// prices once (demoSpaceAndPrices.ts), the demo orders once (demoOrders.ts) and their tracking once (demoTracking.ts),
// the overseas delivery records once (demoOverseasDelivery.ts) and the demo bills once (demoBilling.ts), the demo content and reports once (demoContent.ts) and the demo
// companies' merchants once (demoMerchants.ts), and a few days of the administrators' audit trail once (demoAudit.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertDemoAudit } from './demoAudit';
import { insertDemoBilling } from './demoBilling';
import { insertDemoContent } from './demoContent';
import { insertDemoData } from './demoData';
import { insertDemoRoles } from './demoRoles';
import { insertDemoMasterData } from './demoMasterData';
import { insertDemoMerchants } from './demoMerchants';
import { insertDemoOrders } from './demoOrders';
import { insertDemoOverseasDelivery } from './demoOverseasDelivery';
import { insertDemoSpaceAndPrices } from './demoSpaceAndPrices';
import { insertDemoTracking } from './demoTracking';
import { grantBuiltinRoles, syncMenuTree } from './menus';

export interface SeedResult {
  demoDataWritten: boolean;
}

export async function seedDatabase(db: Kysely<Database>): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    await syncMenuTree(trx);
    const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (!anyUser) {
      await insertDemoData(trx);
      await insertDemoRoles(trx);
    }
    await grantBuiltinRoles(trx);
    await insertDemoMasterData(trx);
    await insertDemoSpaceAndPrices(trx);
    await insertDemoOrders(trx);
    await insertDemoTracking(trx);
    await insertDemoOverseasDelivery(trx);
    await insertDemoBilling(trx);
    await insertDemoContent(trx);
    await insertDemoMerchants(trx);
    await insertDemoAudit(trx);
    return { demoDataWritten: !anyUser };
  });
}
