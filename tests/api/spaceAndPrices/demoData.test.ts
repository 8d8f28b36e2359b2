// The demo space and prices a first start writes (issue 12): about 60 locations, 12 carriers, weekly
// sailings for 8 weeks on the named lanes and trains to Europe, some full, blank or past a cut-off,
// and prices of every mode valid on the day the database was made — and every reference they hold resolves.
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChina } from '../../../src/shared/format/zonedTime';
import { createTestContext, type TestContext } from '../support/testContext';

let t: TestContext;
const count = async (query: RawBuilder<unknown>) => Number(((await query.execute(t.db)).rows[0] as { n: string }).n);

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

describe('demo space and prices', () => {
  it('has the reference data', async () => {
    expect(await count(sql`SELECT count(*)::text AS n FROM locations`)).toBe(61);
    expect(await count(sql`SELECT count(*)::text AS n FROM carriers`)).toBe(12);
    expect(await count(sql`SELECT count(*)::text AS n FROM border_crossings`)).toBe(4);
    expect(await count(sql`SELECT count(*)::text AS n FROM equipment_types WHERE code IN ('22G1', '42G1', '45G1', '45R1', '22U1')`)).toBe(5);
  });

  it('has weekly sailings Shanghai → Hamburg for 8 weeks and trains to Duisburg, some full, blank or past their cut-off', async () => {
    const { rows } = await sql<{ etd: Date }>`SELECT etd FROM departures WHERE mode = 'sea' AND pol = 'CNSHA' AND pod = 'DEHAM' ORDER BY etd`.execute(t.db);
    expect(rows).toHaveLength(8);
    expect(new Date(rows[7].etd).getTime() - new Date(rows[0].etd).getTime()).toBe(49 * 86_400_000);
    expect(await count(sql`SELECT count(*)::text AS n FROM departures WHERE mode = 'rail' AND pod = 'DEDUI'`)).toBe(32);
    expect(await count(sql`SELECT count(*)::text AS n FROM departures WHERE status = 'full'`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*)::text AS n FROM departures WHERE status = 'blank'`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*)::text AS n FROM departures WHERE doc_cutoff < now() AND etd > now()`)).toBeGreaterThan(0);
  });

  it('has prices of every mode valid today, and expired sea rows', async () => {
    const today = todayInChina();
    for (const table of ['sea_fcl_prices', 'sea_lcl_prices', 'rail_fcl_prices', 'rail_lcl_prices', 'truck_ftl_prices', 'truck_ltl_prices', 'air_prices']) {
      expect(await count(sql`SELECT count(*)::text AS n FROM ${sql.table(table)} WHERE valid_from <= ${today}::date AND valid_to >= ${today}::date`), table).toBeGreaterThan(5);
    }
    expect(await count(sql`SELECT count(*)::text AS n FROM sea_fcl_prices WHERE valid_to < ${today}::date`)).toBe(18);
  });

  it('refers only to locations, carriers and border crossings that exist', async () => {
    for (const table of ['departures', 'sea_fcl_prices', 'sea_lcl_prices', 'rail_fcl_prices', 'rail_lcl_prices', 'truck_ftl_prices', 'truck_ltl_prices', 'air_prices']) {
      const orphans = await count(sql`SELECT count(*)::text AS n FROM ${sql.table(table)} p
        WHERE NOT EXISTS (SELECT 1 FROM locations l WHERE l.un_locode = p.pol) OR NOT EXISTS (SELECT 1 FROM locations l WHERE l.un_locode = p.pod)
          OR (p.carrier IS NOT NULL AND NOT EXISTS (SELECT 1 FROM carriers c WHERE c.code = p.carrier))`);
      expect(orphans, table).toBe(0);
    }
  });
});
