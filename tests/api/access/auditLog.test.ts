// The audit log (issue 16): every administrative write of every registered resource — create,
// update, delete, import and writing actions — is one row with who, when, what, before and after,
// read back through auditlog-list; secrets never appear; customers' own writes are not administrative;
// the log is append-only in the database; customers cannot read it.
import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { ExceptionCode, type ListResult } from '../../../src/shared/wire/envelope';
import { multipartCall } from '../resources/multipartBody';
import { resourceSamples } from '../support/resourceSamples';
import { createTestContext } from '../support/testContext';

const t = await createTestContext();
afterAll(() => t.close());
const [admin, demo] = [await t.login('admin', 'admin1234', 'admin'), await t.login('demo', 'demo1234')];
const resources = t.app.resourceEngine.resources;

type Entry = { id: number; at: string; account: string; resource: string; operation: string; recordId?: string; before?: string; after?: string };
const auditOf = async (filter: Record<string, unknown>) => {
  const res = await t.call<ListResult<Entry>>('GET', '/auditlog-list', { token: admin, query: { size: '500', filter: JSON.stringify(filter) } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data.result;
};

const sampleOf = await resourceSamples(t, resources);

// Read-only resources (views) take no writes at all: contract.test.ts shows each refused.
const adminResources = resources.filter((def) => def.write.audience === 'admin' && !def.readOnly);
// Company-owned rows the forwarder writes (adminWritten) name their company: demo's.
const { rows: demoCompany } = await sql<{ id: number }>`SELECT customer_id AS id FROM users WHERE account = 'demo'`.execute(t.db);
const owner = (def: (typeof resources)[number]): Record<string, number> => (def.adminWritten ? { customerId: demoCompany[0].id } : {});

it('covers the administrators resources of the registry', () => {
  expect(adminResources.map((d) => d.name)).toEqual(expect.arrayContaining(['requiredRule', 'role', 'location']));
});

describe.each(adminResources.map((def) => [def.name, def] as const))('%s', (name, def) => {
  it('logs create, update, import and delete by an administrator with before and after', async () => {
    const first = sampleOf(def, 11);
    const second = sampleOf(def, 12);
    const created = await t.call<{ id: number; version: number }>('POST', `/${name}`, { token: admin, form: { data: JSON.stringify({ ...first, ...owner(def) }) } });
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    const id = created.body.data.id;
    const updated = await t.call('PUT', `/${name}`, { token: admin, form: { data: JSON.stringify({ ...second, id, version: created.body.data.version }) } });
    expect(updated.body.success, JSON.stringify(updated.body)).toBe(true);
    const fields = def.fields.filter((f) => !f.readOnly).map((f) => f.name);
    const third = sampleOf(def, 13);
    const content = Papa.unparse({ fields, data: [fields.map((f) => (third[f] === undefined ? '' : String(third[f])))] });
    const imported = await multipartCall(t, `/${name}-import`, { token: admin, fields: { mode: 'insertBottom', ...Object.fromEntries(Object.entries(owner(def)).map(([k, v]) => [k, String(v)])) }, file: { filename: 'rows.csv', content } });
    expect(imported.body.success, JSON.stringify(imported.body)).toBe(true);
    expect((await t.call('DELETE', `/${name}`, { token: admin, query: { ids: JSON.stringify([id]) } })).body.success).toBe(true);

    const entries = await auditOf({ resource: { eq: name } });
    const of = (operation: string) => entries.filter((e) => e.operation === operation && (operation === 'import' || e.recordId === String(id)));
    for (const op of ['create', 'update', 'import', 'delete']) expect(of(op), op).toHaveLength(1);
    expect(entries.every((e) => e.account === 'admin')).toBe(true);
    const key = def.keyField;
    expect(JSON.parse(of('create')[0].after!)[key]).toEqual(first[key]);
    expect(JSON.parse(of('update')[0].before!)[key]).toEqual(first[key]);
    expect(JSON.parse(of('update')[0].after!)[key]).toEqual(second[key]);
    expect(JSON.parse(of('delete')[0].before!)[key]).toEqual(second[key]);
    expect(JSON.parse(of('import')[0].after!)).toMatchObject({ mode: 'insertBottom', imported: 1 });
  });
});

describe('the audit log', () => {
  it('logs writing actions with what they were sent and answered, not reading ones', async () => {
    const role = await t.call<{ id: number }>('POST', '/role', { token: admin, form: { data: JSON.stringify({ roleCd: 'AUDITED', name: 'Audited', audience: 'customer' }) } });
    await t.call('POST', '/role/grantTree', { token: admin, form: { data: JSON.stringify({ audience: 'customer' }) } });
    expect((await t.call('POST', '/role/setGrants', { token: admin, form: { data: JSON.stringify({ id: role.body.data.id, grants: 'setData,setAddress' }) } })).body.success).toBe(true);
    const entries = await auditOf({ resource: { eq: 'role' }, recordId: { eq: String(role.body.data.id) } });
    expect(entries.map((e) => e.operation).sort()).toEqual(['create', 'setGrants']);
    const grants = entries.find((e) => e.operation === 'setGrants')!;
    expect(JSON.parse(grants.after!)).toMatchObject({ previous: [], grants: ['setAddress', 'setData'] });
  });

  it('never holds a secret, and customers own writes are not in it', async () => {
    // A customer user created by an administrator carries a password: it must not reach the log.
    const user = await t.call('POST', '/cususer', { token: admin, form: { data: JSON.stringify({ Account: 'audit.secret', Password: 'Sup3rSecretPw', CustomerId: 1 }) } });
    expect(user.body.success, JSON.stringify(user.body)).toBe(true);
    await t.call('POST', '/address', { token: demo, form: { data: JSON.stringify({ name: 'Customer own', country: 'CN', city: 'Ningbo', line1: '2 Road' }) } });
    const { rows } = await sql<{ before: string | null; after: string | null; resource: string; account: string }>`SELECT before, after, resource, account FROM audit_log`.execute(t.db);
    expect(rows.length).toBeGreaterThan(0);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Sup3rSecretPw');
    expect(text).not.toMatch(/\$argon2/);
    expect(rows.some((r) => r.resource === 'cususer' && r.after?.includes('audit.secret'))).toBe(true);
    expect(rows.some((r) => r.account === 'demo')).toBe(false);
  });

  it('is append-only in the database', async () => {
    await expect(sql`UPDATE audit_log SET account = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('filters by account, resource and date, and refuses customers and bad filters', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditOf({ account: 'admin', at: { from: today } })).length).toBeGreaterThan(0);
    expect(await auditOf({ at: { to: '2000-01-01' } })).toHaveLength(0);
    expect((await t.call('GET', '/auditlog-list', { token: demo })).status).toBe(403);
    const bad = await t.call('GET', '/auditlog-list', { token: admin, query: { filter: JSON.stringify({ password: 'x' }) } });
    expect(bad.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });
});
