// A list page reads its records as JSON built by the database (jsonRows.ts); a get reads the same rows
// column by column through the driver and shapes them in JavaScript (rowToRecord). Over every
// registered resource's demo rows, and over rows made to catch the differences (microseconds, a decimal
// with trailing zeros, a date, an empty value), both give the same records, reference names included,
// and a decimal's cursor carries its stored text, on PGlite and on PostgreSQL.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../../../src/server/resources/listQuery';
import { parsePageStart } from '../../../src/server/resources/listPaging';
import { rowToRecord } from '../../../src/server/resources/records';
import { NO_NAMES, referenceNames, withReferenceNames } from '../../../src/server/resources/referenceNames';
import { selectByIds, selectPage } from '../../../src/server/resources/rowStore';
import { createTestContext } from '../support/testContext';
import type { EntityRecord, ResourceDef, Scope } from '../../../src/server/resources/types';

const t = await createTestContext();
afterAll(() => t.close());
const resources: ResourceDef[] = t.app.resourceEngine.resources;
const lookup = (name: string) => t.app.resourceEngine.find(name);
const { rows: demoCompany } = await sql<{ id: number }>`SELECT customer_id AS id FROM users WHERE account = 'demo'`.execute(t.db);
const demoId = demoCompany[0].id;

/** Demo's rows of a company's resource; every row of the others. */
const scopeOf = (def: ResourceDef): Scope => (def.customerScoped || def.ownedThrough ? { customerId: demoId } : { customerId: null });


async function bothReads(def: ResourceDef, names = NO_NAMES) {
  const spec = parseListQuery(def, { size: '100' }, 'en');
  const page = await selectPage(t.db, def, scopeOf(def), spec, parsePageStart(spec, {}, 'en'), names);
  const idName = def.fields.find((f) => f.column === 'id')!.name;
  const ids = page.records.map((r) => Number(r[idName]));
  const direct = await selectByIds(t.db, def, scopeOf(def), ids, false, names);
  const sorted = (records: EntityRecord[]) => [...records].sort((a, b) => Number(a[idName]) - Number(b[idName]));
  return { listed: sorted(page.records), read: sorted(direct.map((row) => withReferenceNames(rowToRecord(def, row), row, names))) };
}

describe('a list row reads as a get reads it', () => {
  it.each(resources.map((def) => [def.name, def] as const))('%s', async (_name, def) => {
    const names = referenceNames(def, lookup, 'en');
    const { listed, read } = await bothReads(def, names);
    expect(listed).toEqual(read);
  });

  it('compared rows on most resources (the demo data is there)', async () => {
    let withRows = 0;
    for (const def of resources) if ((await bothReads(def)).listed.length > 0) withRows++;
    expect(withRows).toBeGreaterThan(resources.length / 2);
  });

  it('keeps microseconds, trailing zeros, dates and empty values as the driver read them', async () => {
    const def = resources.find((r) => r.name === 'product')!;
    await sql`INSERT INTO products (customer_id, created_by, sku, name_en, declared_value, created_at)
      VALUES (${demoId}::int, 1, 'JSON-1', 'Micro', 12.50, '2026-01-02 03:04:05.678901+00'),
             (${demoId}::int, 1, 'JSON-2', 'Round', 0.10, '1999-12-31 23:59:59.999999+08'),
             (${demoId}::int, 1, 'JSON-3', 'Empty', NULL, '2026-06-30 00:00:00+00')`.execute(t.db);
    const spec = parseListQuery(def, { size: '10', filter: JSON.stringify({ sku: { contains: 'JSON-' } }), sort: 'sku' }, 'en');
    const page = await selectPage(t.db, def, scopeOf(def), spec, parsePageStart(spec, {}, 'en'));
    expect(page.records.map((r) => [r.sku, r.declaredValue, r.createdAt])).toEqual([
      ['JSON-1', 12.5, '2026-01-02T03:04:05.678Z'],
      ['JSON-2', 0.1, '1999-12-31T15:59:59.999Z'],
      ['JSON-3', undefined, '2026-06-30T00:00:00.000Z'],
    ]);
    expect(page.records[2]).not.toHaveProperty('declaredValue');
    expect(page.records[0]).not.toHaveProperty('customerId');
    // Sorted on the decimal, the cursor carries its stored text, trailing zero and all.
    const byValue = parseListQuery(def, { size: '1', filter: JSON.stringify({ sku: 'JSON-1' }), sort: 'declaredValue' }, 'en');
    const one = await selectPage(t.db, def, scopeOf(def), byValue, parsePageStart(byValue, {}, 'en'));
    expect(JSON.parse(Buffer.from(one.nextCursor!, 'base64url').toString())).toEqual(['12.50', one.records[0].id]);
    const { listed, read } = await bothReads(def);
    expect(listed).toEqual(read);
  });
});
