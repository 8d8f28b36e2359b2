// Records to write to any registered resource in a test, as a user would make them: reference fields,
// line items' too, take keys that exist (the seeded reference data; a customer-owned target lends
// demo's own), and a row owned through another resource's record (ownedThrough) names one of demo's.
// One source for the contract suite and the audit-log suite.
import { sql } from 'kysely';
import { fieldSql } from '../../../src/server/resources/sqlParts';
import { fieldFindings } from '../../../src/shared/entities/fieldChecks';
import { offeredConditions } from '../../../src/shared/entities/referenceConditions';
import { type SampleRefs, sampleRecord } from './sampleRecord';
import type { TestContext } from './testContext';
import type { ResourceDef } from '../../../src/server/resources/types';

export type SampleOf = (def: ResourceDef, seed: number) => Record<string, unknown>;

export async function resourceSamples(t: TestContext, resources: readonly ResourceDef[]): Promise<SampleOf> {
  const demoCompany = sql`(SELECT customer_id FROM users WHERE account = 'demo')`;
  const refs: SampleRefs = {};
  // Reference fields of the record and of its line items (a system message's recipient accounts), each with
  // keys of records it may hold (`@referenceFilter`) and its target offers for new use (active, open).
  const fieldsOf = (def: ResourceDef) => [...def.fields, ...def.children.flatMap((c) => c.fields)];
  const wanted = new Map(resources.flatMap((def) => fieldsOf(def).flatMap((f) => (f.ref ? [[f.refConditions ? `${f.ref} ${JSON.stringify(f.refConditions)}` : f.ref, f] as const] : []))));
  for (const [refKey, field] of wanted) {
    const def = resources.find((r) => r.name === field.ref)!;
    const key = def.fields.find((f) => f.name === def.keyField)!;
    const conditions = Object.entries({ ...offeredConditions(def.schema), ...field.refConditions }).map(([name, value]) => {
      const column = fieldSql(def, def.fields.find((f) => f.name === name)!);
      return Array.isArray(value) ? sql`${column} IN (${sql.join(value)})` : sql`${column} = ${value}`;
    });
    // A binned record (soft delete) is no reference a write may name.
    const where = [...(def.customerScoped ? [sql`customer_id = ${demoCompany}`] : []), ...(def.softDelete ? [sql`deleted_at IS NULL`] : []), ...conditions];
    const { rows } = await sql<{ key: string }>`SELECT ${sql.ref(key.column)} AS ${sql.ref('key')} FROM ${sql.table(def.table)}
      ${where.length > 0 ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``} ORDER BY ${sql.ref('id')} LIMIT 5`.execute(t.db);
    refs[refKey] = rows.map((r) => r.key);
  }
  const { rows: userRows } = await sql<{ company: number; role: number }>`SELECT ${demoCompany} AS company, (SELECT id FROM roles WHERE role_cd = 'CUSUSER') AS role`.execute(t.db);
  const userRefs = { CustomerId: userRows[0].company, CusRoleId: userRows[0].role };
  const ownerKeys = new Map<string, unknown[]>();
  for (const def of resources.filter((r) => r.ownedThrough)) {
    const { ownerTable, ownerColumn } = def.ownedThrough!;
    const { rows } = await sql<{ key: unknown }>`SELECT ${sql.ref(ownerColumn)} AS ${sql.ref('key')} FROM ${sql.table(ownerTable)}
      WHERE customer_id = ${demoCompany} AND ${sql.ref(ownerColumn)} IS NOT NULL ORDER BY id LIMIT 5`.execute(t.db);
    ownerKeys.set(def.name, rows.map((r) => r.key));
  }
  const sampleAt = (def: ResourceDef, seed: number) => {
    const record = sampleRecord(def.schema, seed, refs);
    const keys = ownerKeys.get(def.name);
    if (def.ownedThrough && keys) record[def.ownedThrough.field.name] = keys[seed % keys.length];
    // A rule's field must be one of its table's fields users fill in: a rule across two fields that the
    // schema cannot say (requiredRuleCheck), so the sample names a menu, table and field that go together.
    if (def.name === 'requiredRule') Object.assign(record, { menuCd: 'setAddress', tableName: 'address', fieldName: 'name', triType: 'save' });
    // A customer user's company and role are ids the schema cannot name (demo's company, the built-in customer user
    // role); its account is a login name free in the whole table, and its password is write-only (not sampled).
    // The database sets a place's modes from its kind and IATA code (migration 0254): a sample serving
    // every mode is stored as it was sent.
    if (def.name === 'location') Object.assign(record, { servesSea: true, servesRail: true, servesAir: true });
    if (def.name === 'cususer') Object.assign(record, userRefs, { Account: `sample.user${seed}`, Password: `secret-${seed}` });
    // A booking's quote number must name a saved quote of its company still valid (bookings/bookingHooks.ts): the sample books without one.
    if (def.name === 'booking') delete record.quoteNo;
    return record;
  };
  // A sample its domain's own checks and its fields' checks accept too.
  const passes = (def: ResourceDef, record: Record<string, unknown>) =>
    (!def.hooks.check || def.hooks.check(record, 'en').length === 0) &&
    Object.entries(def.schema.properties).every(([name, prop]) => fieldFindings(prop, record[name], 'en').every((f) => f.severity !== 'error'));
  return (def, seed) => {
    for (let s = seed; s < seed + 2000; s += 100) {
      const record = sampleAt(def, s);
      if (passes(def, record)) return record;
    }
    throw new Error(`no sample of ${def.name} passes its checks`);
  };
}
