// Issue 45: the heaviest lists read through indexes at a forwarder's volumes. With 100,000 bookings (10,000
// of them with ten shipment events), 100,000 bills and 100,000 FBA orders of one company beside a tenth as
// many of another's (the bench's data, bench/server/heavyListsSeed.ts), every call the lists' screens make
// (support/heavyListCalls.ts) is run as the server runs it (a prepared statement, explained with the plan
// for its values and with the generic plan PostgreSQL may keep after five calls; a pattern's statement runs
// unnamed, planned for its values: support/listPlans.ts), statement by statement, plan by plan, and a scan over
// the company's rows fails the test, naming the call and printing the plan with the rows each scan read;
// each call's page must also be read through an index, and answer rows through the real route.
// "Over the company's rows": a sequential scan reading more than twice the rows a capped count needs
// (2,002: the count of a list stops at 1,001 matches, listTotal.ts, and when most rows match, a whole
// company's list being 91% of the table, reading the table's first ~1,100 rows is how PostgreSQL finds
// them fastest; a scan reading on past that reads what an index would have skipped); or a scan through an
// index reading half the table or more (an index read whole is no better than the table: an index of the
// range a filter asks, read whole and sorted for the page, is what the index is for).
// The plans are PostgreSQL's: this file runs on the API suite's PostgreSQL (F9_TEST_DB=pg, as the suite's
// second pass runs); on PGlite it is skipped, by name, as the bench measures the same calls there.
// F9_SHOW_PLANS=1 prints each call's plans.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedHeavyLists } from '../../../bench/server/heavyListsSeed';
import { HEAVY_LIST_CALLS, LIST_TABLES } from '../support/heavyListCalls';
import { EXACT_COUNT_LIMIT } from '../../../src/shared/wire/resourceContract';
import { listCallPlans, planNodes, planText, scansOver } from '../support/listPlans';
import { createTestContext, type TestContext } from '../support/testContext';
import { describeOnPostgres } from '../support/apiStep';

const ROWS = 100_000;
/** The rows a sequential scan may read: twice what the capped count needs. */
const SEQ_SCAN_ROWS = 2 * (EXACT_COUNT_LIMIT + 1);
/** The rows a scan through an index may read: less than half the table. */
const INDEX_SCAN_ROWS = ROWS / 2;

describeOnPostgres(`the heavy lists' plans with ${ROWS.toLocaleString('en')} rows (PostgreSQL)`, () => {
  let t: TestContext;
  let token: string;
  let demo: number;

  beforeAll(async () => {
    t = await createTestContext();
    await seedHeavyLists(t.db, { bookings: ROWS, events: ROWS, bills: ROWS, fbaOrders: ROWS });
    // As autovacuum leaves a table once it has settled: statistics, and the visibility map for index-only scans.
    await sql`VACUUM ANALYZE`.execute(t.db);
    demo = (await t.db.selectFrom('customers').select('id').where('customer_cd', '=', 'DEMO').executeTakeFirstOrThrow()).id;
    token = await t.login('demo', 'demo1234');
  }, 900_000);
  afterAll(() => t?.close());

  it.each(HEAVY_LIST_CALLS)('$resource-list as $screen asks it, $query.filter, page $query.current: no scan over the company\'s rows, the page through an index', async ({ resource, query }) => {
    const statements = await listCallPlans(t.db, resource, demo, query);
    // F9_SHOW_PLANS=1 prints every statement's plan, passing or not: to see what an index changed.
    if (process.env.F9_SHOW_PLANS) for (const s of statements) console.log(`${resource}-list ${JSON.stringify(query)} (${s.planned} plan)\n${planText(s.plan)}`);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const tables = LIST_TABLES[resource];
      const scans = [...scansOver(statement.plan, tables, INDEX_SCAN_ROWS), ...scansOver(statement.plan, tables, SEQ_SCAN_ROWS).filter((s) => s['Node Type'] === 'Seq Scan')];
      expect(scans.map((s) => `${s['Node Type']} on ${s['Relation Name']}`), `a scan over the company's rows in the ${statement.planned} plan:\n${planText(statement.plan)}`).toEqual([]);
    }
    // The page's statement (the one reading its records) reads the list's own table through an index, in each plan.
    const table = LIST_TABLES[resource][0];
    const pages = statements.filter((s) => /json_agg/.test(s.sql));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const indexed = planNodes(page.plan).filter((n) => /Index/.test(n['Node Type']) && (n['Relation Name'] === table || (n['Index Name'] ?? '').startsWith(`ix_${table}`)));
      expect(indexed.length, `${page.planned} plan:\n${planText(page.plan)}`).toBeGreaterThan(0);
    }
    const res = await t.call<{ result: unknown[] }>('GET', `/${resource}-list`, { token, query });
    expect(res.body.success).toBe(true);
    expect(res.body.data.result.length).toBeGreaterThan(0);
  });
});
