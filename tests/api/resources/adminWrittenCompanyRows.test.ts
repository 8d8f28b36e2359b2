// Company-owned rows the forwarder writes (registry.ts adminWritten): warehouse arrivals, vehicles and
// their events, charge lines, bills and tally orders. A customer admin reads its own but every write
// (create, update, delete, import) answers 403 in its language and changes nothing; an administrator
// creates one for the company it names, which only that company's users see, and the audit log keeps it.
import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../../src/shared/wire/envelope';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { type SampleRefs, sampleRecord } from '../support/sampleRecord';
import { createTestContext } from '../support/testContext';
import { multipartCall } from './multipartBody';
import type { ResourceDef } from '../../../src/server/resources/types';

type Rec = Record<string, unknown> & { id: number; version: number };

const FORWARDER_WRITTEN = ['warehouseArrival', 'vehicle', 'vehicleEvent', 'expense', 'bill', 'tallyOrder'];

const t = await createTestContext();
const [demo, demoClerk, acme, admin] = await Promise.all([t.login('demo', 'demo1234'), t.login('demo.clerk', 'clerk1234'), t.login('acme', 'acme1234'), t.login('admin', 'admin1234', 'admin')]);
afterAll(() => t.close());

const resources: ResourceDef[] = t.app.resourceEngine.resources;
const { rows: companies } = await sql<{ account: string; id: number }>`SELECT account, customer_id AS id FROM users WHERE account IN ('demo', 'acme')`.execute(t.db);
const demoCompany = companies.find((c) => c.account === 'demo')!.id;

// Reference fields take demo's own keys (or shared ones), as an administrator picks them for Demo.
const refs: SampleRefs = {};
for (const target of new Set(resources.flatMap((def) => def.fields.flatMap((f) => (f.ref ? [f.ref] : []))))) {
  const def = resources.find((r) => r.name === target)!;
  const key = def.fields.find((f) => f.name === def.keyField)!;
  const owner = def.customerScoped ? sql`WHERE customer_id = ${demoCompany}` : sql``;
  const { rows } = await sql<{ key: string }>`SELECT ${sql.ref(key.column)} AS ${sql.ref('key')} FROM ${sql.table(def.table)} ${owner} ORDER BY ${sql.ref('id')} LIMIT 5`.execute(t.db);
  refs[target] = rows.map((r) => r.key);
}

it('serves every one of them as written by administrators for a named company', () => {
  for (const name of FORWARDER_WRITTEN) {
    const def = resources.find((r) => r.name === name)!;
    expect(def.adminWritten, name).toBe(true);
    expect(def.readOnly, name).toBe(false);
    expect(def.write.audience, name).toBe('admin');
  }
});

describe.each(FORWARDER_WRITTEN)('%s', (name) => {
  const def = resources.find((r) => r.name === name)!;
  const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', token: string, extra: { query?: Record<string, string>; form?: Record<string, string>; culture?: string } = {}) =>
    t.call<T>(method, `/${name}`, { token, culture: 'en-US', ...extra });
  const list = (token: string) => t.call<ListResult<Rec>>('GET', `/${name}-list`, { token, culture: 'en-US', query: { size: '500' } });
  /** Every row of the table, as stored: what "changes nothing" compares. */
  const tableRows = async () => (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(def.table)} ORDER BY id`.execute(t.db)).rows;
  const sample = sampleRecord(def.schema, 7, refs);

  it('refuses a customer admin every write with 403 in its language, changing nothing', async () => {
    const before = await tableRows();
    const own = (await list(demo)).body.data.result[0];
    expect(own, `${name} needs demo rows`).toBeDefined();
    const fields = def.fields.filter((f) => !f.readOnly).map((f) => f.name);
    const csv = Papa.unparse({ fields, data: [fields.map((f) => (sample[f] === undefined ? '' : String(sample[f])))] });
    const refusals = [
      await call('POST', demo, { form: { data: JSON.stringify({ ...sample, customerId: demoCompany }) } }),
      await call('POST', demo, { form: { data: JSON.stringify(sample) }, culture: 'zh-CN' }),
      await call('PUT', demo, { form: { data: JSON.stringify({ ...sample, id: own.id, version: own.version }) }, culture: 'zh-CN' }),
      await call('DELETE', demo, { query: { ids: JSON.stringify([own.id]) }, culture: 'es-ES' }),
      await multipartCall(t, `/${name}-import`, { token: demo, fields: { mode: 'covering', customerId: String(demoCompany) }, file: { filename: 'rows.csv', content: csv } }),
      await call('DELETE', demoClerk, { query: { ids: JSON.stringify([own.id]) } }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body.exceptioncode).toBe(ExceptionCode.Forbidden);
    }
    expect(refusals[0].body.message).toBe('Only administrators may do this.');
    expect(refusals[1].body.message).toBe('只有管理员可以执行此操作。');
    expect(refusals[3].body.message).toBe('Solo los administradores pueden hacer esto.');
    expect(await tableRows()).toEqual(before);
  });

  it("lets an administrator create one for Demo Trading Co.: only Demo's users see it, and the audit log keeps it", async () => {
    const res = await call<Rec>('POST', admin, { form: { data: JSON.stringify({ ...sample, customerId: demoCompany }) } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const created = res.body.data;
    const { rows } = await sql<{ customer_id: number; created_by: number }>`SELECT customer_id, created_by FROM ${sql.table(def.table)} WHERE id = ${created.id}`.execute(t.db);
    expect(rows[0].customer_id).toBe(demoCompany);
    for (const token of [demo, demoClerk]) {
      expect((await list(token)).body.data.result.map((r) => r.id)).toContain(created.id);
      expect((await call<Rec>('GET', token, { query: { id: String(created.id) } })).body.data.id).toBe(created.id);
    }
    expect((await list(acme)).body.data.result.map((r) => r.id)).not.toContain(created.id);
    expect((await call('GET', acme, { query: { id: String(created.id) } })).body.exceptioncode).toBe(ExceptionCode.NotFound);
    // The administrator sees every company's rows.
    expect((await list(admin)).body.data.result.map((r) => r.id)).toContain(created.id);

    // The company is kept: an update naming another is refused, one naming the same (or none) passes.
    const acmeCompany = companies.find((c) => c.account === 'acme')!.id;
    const moved = await call('PUT', admin, { form: { data: JSON.stringify({ id: created.id, version: created.version, customerId: acmeCompany }) }, culture: 'zh-CN' });
    expect(moved.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(JSON.stringify(moved.body.data)).toMatch(/不能更改/);
    const kept = await call<Rec>('PUT', admin, { form: { data: JSON.stringify({ ...sample, id: created.id, version: created.version, customerId: demoCompany }) } });
    expect(kept.body.success, JSON.stringify(kept.body)).toBe(true);

    const audit = await t.db.selectFrom('audit_log').select(['operation', 'account']).where('resource', '=', name).where('record_id', '=', String(created.id)).orderBy('id').execute();
    expect(audit.map((a) => a.operation)).toEqual(['create', 'update']);
    expect(audit[0].account).toBe('admin');

    const gone = await t.call<{ deleted: number }>('DELETE', `/${name}`, { token: admin, culture: 'en-US', query: { ids: JSON.stringify([created.id]) } });
    expect(gone.body.data.deleted).toBe(1);
    expect((await list(demo)).body.data.result.map((r) => r.id)).not.toContain(created.id);
  });

  it('refuses an administrator a record without an existing company, in its language, changing nothing', async () => {
    const before = await tableRows();
    for (const customerId of [undefined, 0, 999_999, 'Demo', 1.5]) {
      const res = await call('POST', admin, { form: { data: JSON.stringify({ ...sample, customerId }) }, culture: 'zh-CN' });
      expect(res.body.exceptioncode, String(customerId)).toBe(ExceptionCode.InvalidInput);
      expect(JSON.stringify(res.body.data)).toMatch(/客户公司/);
    }
    const noCompany = await multipartCall(t, `/${name}-import`, { token: admin, fields: { mode: 'insertBottom' }, file: { filename: 'rows.csv', content: 'a\nb\n' } });
    expect(noCompany.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(await tableRows()).toEqual(before);
  });

  it('imports an administrator file into the company it names only', async () => {
    const fields = def.fields.filter((f) => !f.readOnly).map((f) => f.name);
    const csv = Papa.unparse({ fields, data: [fields.map((f) => (sample[f] === undefined ? '' : String(sample[f])))] });
    const [demoBefore, acmeBefore] = [(await list(demo)).body.data.page.total, (await list(acme)).body.data.page.total];
    const res = await multipartCall<{ imported: number }>(t, `/${name}-import`, { token: admin, fields: { mode: 'insertBottom', customerId: String(demoCompany) }, file: { filename: 'rows.csv', content: csv } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data.imported).toBe(1);
    expect((await list(demo)).body.data.page.total).toBe(demoBefore + 1);
    expect((await list(acme)).body.data.page.total).toBe(acmeBefore);
  });
});
