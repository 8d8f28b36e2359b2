// The database clients name the SELECTs that bind values (db/namedStatements.ts on PostgreSQL,
// db/pgliteStatements.ts on PGlite): each text is prepared once per connection under a name that
// stands for the text alone, and every call binds its own values.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/testContext';

let t: TestContext;
let companies: number[];

beforeAll(async () => {
  t = await createTestContext();
  companies = (await t.db.selectFrom('customers').select('id').where('customer_cd', 'in', ['DEMO', 'ACME']).orderBy('id').execute()).map((c) => c.id);
});
afterAll(() => t?.close());

const preparedTexts = (trx: typeof t.db) => sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`.execute(trx);

describe('named statements', () => {
  it("prepares a SELECT once under its name, and answers each company's call with that company's rows", async () => {
    // One transaction holds one connection: what it prepared is visible to it.
    await t.db.transaction().execute(async (trx) => {
      const page = (customerId: number) => sql<{ id: number; customer_id: number }>`SELECT id, customer_id FROM products WHERE customer_id = ${customerId} ORDER BY id LIMIT 5`.execute(trx);
      for (const customerId of [...companies, ...companies]) {
        const { rows } = await page(customerId);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((r) => r.customer_id === customerId)).toBe(true);
      }
      const { rows } = await preparedTexts(trx);
      const ours = rows.filter((r) => r.statement.includes('FROM products WHERE customer_id = $1 ORDER BY id LIMIT 5'));
      expect(ours).toHaveLength(1);
      expect(ours[0].name).toMatch(/^f9_[0-9a-f]{40}$/);
    });
  });

  it('leaves a SELECT * and a statement without values unprepared', async () => {
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('customers').selectAll().where('id', '=', companies[0]).execute();
      await sql`SELECT count(*) FROM customers WHERE customer_cd <> 'none'`.execute(trx);
      const { rows } = await preparedTexts(trx);
      expect(rows.filter((r) => r.statement.startsWith('select * from "customers"') || r.statement.includes("customer_cd <> 'none'"))).toEqual([]);
    });
  });
});
