// The audit trail as people read it (issue 44): the log's rows carry the record kind, the operation and
// each change under the entity's field titles in the reader's language; it filters by user, company,
// record, kind, operation and date, a company administrator reading the own company's rows whatever
// the filter names; the filtered trail exports with the same labels; every export (the trail's and a
// resource's) is itself one row of the trail; a company administrator reads its own company row only.
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../../src/shared/wire/envelope';
import { createTestContext } from '../support/testContext';

const t = await createTestContext();
afterAll(() => t.close());
const [admin, demo, acme] = [await t.login('admin', 'admin1234', 'admin'), await t.login('demo', 'demo1234'), await t.login('acme', 'acme1234')];

type Entry = { id: number; account: string; companyId?: number; customerName?: string; resource: string; resourceTitle: string; operation: string; operationTitle: string; recordId?: string; changes: string; after?: string };
const companyOf = async (account: string) => (await t.db.selectFrom('users').select('customer_id').where('account', '=', account).executeTakeFirstOrThrow()).customer_id!;
const auditOf = async (token: string, filter: Record<string, unknown>, culture = 'en-US') => {
  const res = await t.call<ListResult<Entry>>('GET', '/auditlog-list', { token, culture, query: { size: '500', filter: JSON.stringify(filter) } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data.result;
};

// Demo moves an address from Ningbo to Shanghai; acme writes one of its own.
const made = await t.call<{ id: number; version: number }>('POST', '/address', { token: demo, form: { data: JSON.stringify({ name: 'Trail address', country: 'CN', city: 'Ningbo', line1: '2 Road' }) } });
const addressId = made.body.data.id;
await t.call('PUT', '/address', { token: demo, form: { data: JSON.stringify({ name: 'Trail address', country: 'CN', city: 'Shanghai', line1: '2 Road', id: addressId, version: made.body.data.version }) } });
await t.call('POST', '/address', { token: acme, form: { data: JSON.stringify({ name: 'Acme trail', country: 'GB', city: 'London', line1: '1 Street' }) } });

describe('labels in the reader’s language', () => {
  it('names the kind, the operation and each change with the entity’s titles, in en and zh', async () => {
    const en = await auditOf(admin, { resource: { eq: 'address' }, recordId: { eq: String(addressId) }, operation: { eq: 'update' } });
    expect(en).toHaveLength(1);
    expect(en[0]).toMatchObject({ resourceTitle: 'Address', operationTitle: 'Updated', account: 'demo' });
    expect(en[0]!.changes).toContain('City: Ningbo → Shanghai');
    expect(en[0]!.changes).not.toContain('version');
    const zh = await auditOf(admin, { resource: { eq: 'address' }, recordId: { eq: String(addressId) } }, 'zh-CN');
    const update = zh.find((e) => e.operation === 'update')!;
    expect(update).toMatchObject({ resourceTitle: '地址', operationTitle: '修改' });
    expect(update.changes).toContain('城市: Ningbo → Shanghai');
    expect(zh.find((e) => e.operation === 'create')!.operationTitle).toBe('新建');
  });

  it('labels logins, failed logins and a named action', async () => {
    const failed = await t.call('POST', '/custrylogin', { form: { data: JSON.stringify({ name: 'demo', password: 'wrong-password-here' }) }, customer: 'true', remoteAddress: '10.44.0.9' });
    expect(failed.body.success).toBe(false);
    const en = await auditOf(admin, { resource: { eq: 'session' } });
    expect(en.find((e) => e.operation === 'login')!).toMatchObject({ resourceTitle: 'Sign-in', operationTitle: 'Logged in' });
    expect(en.find((e) => e.operation === 'loginFailed')!.operationTitle).toBe('Failed login');
    const zh = await auditOf(admin, { resource: { eq: 'session' } }, 'zh-CN');
    expect(zh.find((e) => e.operation === 'loginFailed')!.operationTitle).toBe('登录失败');
    const role = await t.call<{ id: number }>('POST', '/role', { token: admin, form: { data: JSON.stringify({ roleCd: 'TRAILED', name: 'Trailed', audience: 'customer' }) } });
    await t.call('POST', '/role/grantTree', { token: admin, form: { data: JSON.stringify({ audience: 'customer' }) } });
    const set = await t.call('POST', '/role/setGrants', { token: admin, form: { data: JSON.stringify({ id: role.body.data.id, grants: 'setData,setAddress' }) } });
    expect(set.body.success, JSON.stringify(set.body)).toBe(true);
    const grants = (await auditOf(admin, { resource: { eq: 'role' }, operation: { eq: 'setGrants' } })).find((e) => e.recordId === String(role.body.data.id))!;
    expect(grants.operationTitle).toBe('Set grants');
    expect(grants.changes).toMatch(/: ∅ → setAddress,setData/);
  });
});

describe('filters and scope', () => {
  it('filters an administrator’s trail by company and user', async () => {
    const demoCompany = await companyOf('demo');
    const rows = await auditOf(admin, { companyId: { eq: demoCompany } });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((e) => e.companyId === demoCompany)).toBe(true);
    expect(rows.some((e) => e.account === 'acme')).toBe(false);
    expect(rows.find((e) => e.account === 'demo')!.customerName).toBeTruthy();
    expect((await auditOf(admin, { account: 'acme' })).every((e) => e.account === 'acme')).toBe(true);
  });

  it('never shows a company administrator another company’s rows, even by a company filter naming it', async () => {
    const acmeCompany = await companyOf('acme');
    expect(await auditOf(demo, { companyId: { eq: acmeCompany } })).toHaveLength(0);
    expect((await auditOf(demo, {})).some((e) => e.account === 'acme')).toBe(false);
  });

  it('lets a company administrator read its own company row only (the picker’s resource)', async () => {
    const res = await t.call<ListResult<{ id: number }>>('GET', '/customer-list', { token: demo, query: { size: '500' } });
    if (res.status === 403) return;
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data.result.map((c) => c.id)).toEqual([await companyOf('demo')]);
    const other = await t.call('GET', '/customer', { token: demo, query: { id: String(await companyOf('acme')) } });
    expect(other.body.success).toBe(false);
  });
});

describe('exports', () => {
  it('exports the filtered trail with the labels of the reader’s language, and audits the export', async () => {
    const filter = JSON.stringify({ resource: { eq: 'address' }, recordId: { eq: String(addressId) } });
    const res = await t.call('GET', '/auditlog-export', { token: demo, culture: 'zh-CN', query: { mode: 'all', filter } });
    expect(res.status).toBe(200);
    const parsed = Papa.parse<string[]>(res.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(expect.arrayContaining(['操作人', '记录类型', '动作', '变更']));
    expect(parsed.data.slice(1).some((row) => row.includes('地址') && row.includes('修改') && row.some((c) => c.includes('城市: Ningbo → Shanghai')))).toBe(true);
    const xlsx = await t.call('GET', '/auditlog-export', { token: admin, query: { mode: 'current', format: 'xlsx', filter } });
    expect(xlsx.status).toBe(200);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    const audited = await auditOf(admin, { resource: { eq: 'auditEntry' }, operation: { eq: 'export' } });
    const byDemo = audited.find((e) => e.account === 'demo')!;
    expect(byDemo.companyId).toBe(await companyOf('demo'));
    expect(JSON.parse(byDemo.after!)).toMatchObject({ format: 'csv', mode: 'all', filter, rows: 2 });
    expect(audited.some((e) => e.account === 'admin')).toBe(true);
  });

  it('audits a customer’s export of its addresses', async () => {
    const res = await t.call('GET', '/address-export', { token: demo, query: { mode: 'all' } });
    expect(res.status).toBe(200);
    const rows = await auditOf(admin, { resource: { eq: 'address' }, operation: { eq: 'export' }, account: 'demo' });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.companyId).toBe(await companyOf('demo'));
    expect(rows[0]!.operationTitle).toBe('Exported');
    expect(JSON.parse(rows[0]!.after!)).toMatchObject({ mode: 'all', format: 'csv' });
    expect(JSON.parse(rows[0]!.after!).rows).toBeGreaterThan(0);
  });

  it('refuses a selected-rows export of the trail and users without the screen', async () => {
    expect((await t.call('GET', '/auditlog-export', { token: admin, query: { mode: 'selected' } })).status).toBe(400);
    expect((await t.call('GET', '/auditlog-export', { token: await t.login('demo.clerk', 'clerk1234') })).status).toBe(403);
  });
});
