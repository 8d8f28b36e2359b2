// The audit log (issues 16, 44): every write of every registered resource by anyone — create, update,
// delete, import and writing actions, by administrators and customer users — is one row with who, the
// company, when, what, before and after, written in the write's transaction (a refused write leaves
// none), read back through auditlog-list; so are logins and failed logins; secrets never appear; the
// log is append-only in the database; a company administrator reads the own company's rows only.
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
    // A record is named by its key field; one without a natural key (an exchange rate) by its id.
    const key = def.keyField;
    const named = (sample: Record<string, unknown>) => (key === 'id' ? id : sample[key]);
    expect(JSON.parse(of('create')[0].after!)[key]).toEqual(named(first));
    expect(JSON.parse(of('update')[0].before!)[key]).toEqual(named(first));
    expect(JSON.parse(of('update')[0].after!)[key]).toEqual(named(second));
    expect(JSON.parse(of('delete')[0].before!)[key]).toEqual(named(second));
    expect(JSON.parse(of('import')[0].after!)).toMatchObject({ mode: 'insertBottom', imported: 1 });
  });
});

describe('the audit log', () => {
  it('logs a writing action on a record with the record before and after it (a role’s old and new grants), not reading ones', async () => {
    const role = await t.call<{ id: number }>('POST', '/role', { token: admin, form: { data: JSON.stringify({ roleCd: 'AUDITED', name: 'Audited', audience: 'customer' }) } });
    await t.call('POST', '/role/grantTree', { token: admin, form: { data: JSON.stringify({ audience: 'customer' }) } });
    const setGrants = async (grants: string) => expect((await t.call('POST', '/role/setGrants', { token: admin, form: { data: JSON.stringify({ id: role.body.data.id, grants }) } })).body.success).toBe(true);
    await setGrants('setData,setAddress');
    await setGrants('setData');
    const entries = await auditOf({ resource: { eq: 'role' }, recordId: { eq: String(role.body.data.id) } });
    expect(entries.map((e) => e.operation).sort()).toEqual(['create', 'setGrants', 'setGrants']);
    // Newest first: the second change's "before" holds what the first one granted.
    const [second, first] = entries.filter((e) => e.operation === 'setGrants');
    expect(JSON.parse(first!.before!).grants).toBe('');
    expect(JSON.parse(first!.after!).grants).toBe('setAddress,setData');
    expect(JSON.parse(second!.before!).grants).toBe('setAddress,setData');
    expect(JSON.parse(second!.after!).grants).toBe('setData');
  });

  it('never holds a secret', async () => {
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
  });

  it('is append-only in the database', async () => {
    await expect(sql`UPDATE audit_log SET account = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('filters by account, resource and date, and refuses users without the screen and bad filters', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditOf({ account: 'admin', at: { from: today } })).length).toBeGreaterThan(0);
    expect(await auditOf({ at: { to: '2000-01-01' } })).toHaveLength(0);
    expect((await t.call('GET', '/auditlog-list', { token: await t.login('demo.clerk', 'clerk1234') })).status).toBe(403);
    const bad = await t.call('GET', '/auditlog-list', { token: admin, query: { filter: JSON.stringify({ password: 'x' }) } });
    expect(bad.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });
});

describe("customer users' writes and logins", () => {
  const companyOf = async (account: string) => (await t.db.selectFrom('users').select('customer_id').where('account', '=', account).executeTakeFirstOrThrow()).customer_id!;
  const rowsOf = (account: string, resource: string) =>
    t.db.selectFrom('audit_log').select(['operation', 'record_id', 'customer_id', 'before', 'after']).where('account', '=', account).where('resource', '=', resource).orderBy('id').execute();

  it("logs each customer user's write once, as its company's, with before and after", async () => {
    const address = { name: 'Audited address', country: 'CN', city: 'Ningbo', line1: '2 Road' };
    const made = await t.call<{ id: number; version: number }>('POST', '/address', { token: demo, form: { data: JSON.stringify(address) } });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const id = made.body.data.id;
    const changed = await t.call('PUT', '/address', { token: demo, form: { data: JSON.stringify({ ...address, city: 'Shanghai', id, version: made.body.data.version }) } });
    expect(changed.body.success, JSON.stringify(changed.body)).toBe(true);
    const user = await t.call<{ UserId: number }>('POST', '/cususer', { token: demo, form: { data: JSON.stringify({ Account: 'audit.byDemo', Password: 'secret123' }) } });
    expect(user.body.success, JSON.stringify(user.body)).toBe(true);

    const company = await companyOf('demo');
    const addresses = (await rowsOf('demo', 'address')).filter((r) => r.record_id === String(id));
    expect(addresses.map((r) => r.operation)).toEqual(['create', 'update']);
    expect(addresses.every((r) => r.customer_id === company)).toBe(true);
    expect(JSON.parse(addresses[1]!.before!).city).toBe('Ningbo');
    expect(JSON.parse(addresses[1]!.after!).city).toBe('Shanghai');
    const users = (await rowsOf('demo', 'cususer')).filter((r) => r.record_id === String(user.body.data.UserId));
    expect(users.map((r) => r.operation)).toEqual(['create']);
    expect(users[0]!.after).not.toContain('secret123');
  });

  it('leaves no row for a write refused inside its transaction', async () => {
    // A role held by users is refused after the delete step began (roleInUse): the trail rolls back with it.
    const held = await t.db.selectFrom('users').select('cus_role_id').where('account', '=', 'demo').executeTakeFirstOrThrow();
    const before = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).where('resource', '=', 'role').where('operation', '=', 'delete').executeTakeFirstOrThrow();
    const refused = await t.call('DELETE', '/role', { token: admin, query: { ids: JSON.stringify([held.cus_role_id]) } });
    expect(refused.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const after = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).where('resource', '=', 'role').where('operation', '=', 'delete').executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('logs logins and failed logins, the account typed and why', async () => {
    await t.login('acme', 'acme1234');
    const wrong = await t.call('POST', '/custrylogin', { form: { data: JSON.stringify({ name: 'acme', password: 'not-it-at-all' }) }, customer: 'true', remoteAddress: '10.44.0.1' });
    expect(wrong.body.success).toBe(false);
    const rows = await rowsOf('acme', 'session');
    expect(rows.map((r) => r.operation)).toEqual(expect.arrayContaining(['login', 'loginFailed']));
    expect(rows.every((r) => r.customer_id === null || typeof r.customer_id === 'number')).toBe(true);
    expect(JSON.parse(rows.find((r) => r.operation === 'loginFailed')!.after!)).toMatchObject({ reason: 'error.loginFailed' });
    expect(JSON.stringify(rows)).not.toContain('not-it-at-all');
  });

  it("shows a company administrator its own company's rows only", async () => {
    await t.call('POST', '/address', { token: await t.login('acme', 'acme1234'), form: { data: JSON.stringify({ name: 'Acme audited', country: 'GB', city: 'London', line1: '1 Street' }) } });
    const res = await t.call<ListResult<Entry>>('GET', '/auditlog-list', { token: demo, query: { size: '500' } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const seen = res.body.data.result;
    expect(seen.some((e) => e.account === 'demo' && e.resource === 'address')).toBe(true);
    expect(seen.some((e) => e.account === 'acme')).toBe(false);
    // Every row shown is the company's: its users' own, or an administrator's change to its records.
    const companies = await t.db.selectFrom('audit_log').select('customer_id').distinct().where('id', 'in', seen.map((e) => String(e.id))).execute();
    expect(companies).toEqual([{ customer_id: await companyOf('demo') }]);
  });
});
