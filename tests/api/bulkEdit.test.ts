// PUT <r>-bulk: one field set on many selected rows (addresses opt in), each row validated as a single
// update is and audited, all in one transaction: a value the single update refuses, a row changed since
// it was loaded, or a row of another company refuses the whole edit and writes nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from './support/testContext';

interface Row {
  id: number;
  version: number;
  city: string;
  country: string;
  remark: string | null;
}

let t: TestContext;
let demo: string;
let clerk: string;
beforeAll(async () => {
  t = await createTestContext({}, { checkAnswers: true });
  [demo, clerk] = await Promise.all([t.login('demo', 'demo1234'), t.login('demo.clerk', 'clerk1234')]);
});
afterAll(() => t?.close());

const companyOf = async (account: string) => (await sql<{ id: number }>`SELECT customer_id AS id FROM users WHERE account = ${account}`.execute(t.db)).rows[0].id;
const addressesOf = async (account: string) =>
  (await sql<Row>`SELECT id, version, city, country, remark FROM addresses WHERE customer_id = ${await companyOf(account)} ORDER BY id`.execute(t.db)).rows.map((r) => ({ ...r, version: Number(r.version) }));
const bulk = (token: string, rows: Row[], field: string, value: unknown, culture = 'en-US') =>
  t.call<{ updated: number }>('PUT', '/address-bulk', { token, culture, form: { data: JSON.stringify({ rows: rows.map((r) => ({ id: r.id, version: r.version })), field, value }) } });
const auditCount = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM audit_log WHERE resource = 'address' AND operation = 'update'`.execute(t.db)).rows[0].n);

describe('bulk edit', () => {
  it('sets one field on every selected row, each row audited, versions moved on', async () => {
    const [a, b, untouched] = await addressesOf('demo');
    const audits = await auditCount();
    const res = await bulk(demo, [a, b], 'remark', 'Checked by bulk edit');
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual({ updated: 2 });
    const after = await addressesOf('demo');
    for (const row of [a, b]) {
      const now = after.find((r) => r.id === row.id)!;
      expect(now.remark).toBe('Checked by bulk edit');
      expect(now.version).toBe(row.version + 1);
    }
    expect(after.find((r) => r.id === untouched.id)).toEqual(untouched);
    expect(await auditCount()).toBe(audits + 2);
    const trail = (await sql<{ record_id: string; before: unknown; after: unknown }>`SELECT record_id, before, after FROM audit_log WHERE resource = 'address' ORDER BY id DESC LIMIT 2`.execute(t.db)).rows;
    expect(trail.map((r) => Number(r.record_id)).sort()).toEqual([a.id, b.id].sort());
  });

  it('refuses a value the single update refuses, naming the field, and writes nothing', async () => {
    const rows = (await addressesOf('demo')).slice(0, 2);
    const audits = await auditCount();
    const res = await bulk(demo, rows, 'country', 'germany');
    expect(res.status).toBe(400);
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect((res.body.data as unknown as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('/country');
    // A required field emptied is refused too.
    expect((await bulk(demo, rows, 'city', '')).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(await addressesOf('demo')).toEqual(await addressesOf('demo'));
    expect((await addressesOf('demo')).slice(0, 2)).toEqual(rows);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses a field not open to bulk edit, in the caller language', async () => {
    const rows = (await addressesOf('demo')).slice(0, 2);
    const en = await bulk(demo, rows, 'name', 'Same name');
    expect(en.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const zh = await bulk(demo, rows, 'name', 'Same name', 'zh-CN');
    expect((zh.body.data as unknown as { errors: { message: string }[] }).errors[0].message).toContain('不能批量修改');
    expect((await addressesOf('demo')).slice(0, 2)).toEqual(rows);
  });

  it('refuses the whole edit when one row changed since it was loaded, naming it, and writes nothing', async () => {
    const [a, b] = await addressesOf('demo');
    const stale = { ...b, version: b.version - 1 > 0 ? b.version - 1 : b.version + 5 };
    const audits = await auditCount();
    const res = await bulk(demo, [a, stale], 'city', 'Stale City');
    expect(res.status).toBe(409);
    expect(res.body.exceptioncode).toBe(ExceptionCode.Conflict);
    // The changed row is named, as people know it.
    const [named] = (await sql<{ name: string }>`SELECT name FROM addresses WHERE id = ${b.id}`.execute(t.db)).rows;
    expect(res.body.message).toContain(named.name);
    const [a2, b2] = await addressesOf('demo');
    expect([a2, b2]).toEqual([a, b]);
    expect(await auditCount()).toBe(audits);
  });

  it("refuses ids of another company's rows and writes nothing, not even the caller's own rows", async () => {
    const [mine] = await addressesOf('demo');
    const [theirs] = await addressesOf('acme');
    const res = await bulk(demo, [mine, theirs], 'remark', 'Taken over');
    expect(res.body.exceptioncode).toBe(ExceptionCode.NotFound);
    expect((await addressesOf('demo'))[0]).toEqual(mine);
    expect((await addressesOf('acme'))[0]).toEqual(theirs);
  });

  it('refuses a user whose role may not update addresses, and bad payloads', async () => {
    const rows = (await addressesOf('demo')).slice(0, 2);
    expect((await bulk(clerk, rows, 'remark', 'Clerk was here')).body.exceptioncode).toBe(ExceptionCode.Forbidden);
    const raw = (data: string) => t.call('PUT', '/address-bulk', { token: demo, form: { data } });
    expect((await raw('not json')).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect((await raw(JSON.stringify({ rows: [], field: 'remark', value: 'x' }))).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect((await raw(JSON.stringify({ rows: [{ id: rows[0].id, version: rows[0].version }, { id: rows[0].id, version: rows[0].version }], field: 'remark', value: 'x' }))).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect((await raw(JSON.stringify({ rows: [{ id: -1, version: 1 }], field: 'remark', value: 'x' }))).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect((await addressesOf('demo')).slice(0, 2)).toEqual(rows);
  });

  it('is served only for resources that opt in', async () => {
    const res = await t.call('PUT', '/importer-bulk', { token: demo, form: { data: '{}' } });
    expect(res.status).toBe(404);
  });
});
