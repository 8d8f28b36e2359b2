// Customer merchants (systemmanager/customermerchant, issue 16): the shippers a customer company may
// book for, written by administrators for the company they name. Demo merchants are seeded for both
// demo companies relative to today; administrators read every company's, a customer only its own and
// never writes them; a booking is submitted only with a shipper matching an approved, active merchant
// (by name or USCC) while the company has merchants, and with any of its shippers once it has none.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

const t = await createTestContext();
afterAll(() => t.close());
const [admin, demo, acme] = await Promise.all([t.login('admin', 'admin1234', 'admin'), t.login('demo', 'demo1234'), t.login('acme', 'acme1234')]);
const companies = (await sql<{ id: number; cd: string }>`SELECT id, customer_cd AS cd FROM customers WHERE customer_cd IN ('DEMO', 'ACME')`.execute(t.db)).rows;
const company = (cd: string) => companies.find((c) => c.cd === cd)!.id;

type Merchant = { id: number; version: number; code: string; name: string; customerName?: string; approved?: boolean; active?: boolean; createdAt: string };
type Booking = { id: number; status: string; shipperText?: string };
const post = <T>(path: string, data: unknown, token: string, culture = 'en-US') => t.call<T>('POST', path, { token, culture, form: { data: JSON.stringify(data) } });
const list = async (token: string) => (await t.call<{ result: Merchant[] }>('GET', '/customerMerchant-list', { token, query: { size: '100' } })).body.data.result;

async function make<T = { id: number }>(path: string, record: Record<string, unknown>, token: string): Promise<T> {
  const res = await post<T>(path, record, token);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data;
}

// Each company's parties of a sea booking (the seeded master data is not relied upon).
await make('/address', { name: 'Merchant Test Consignee', kind: 'consignee', country: 'DE', city: 'Hamburg', line1: 'Kai 1' }, demo);
await make('/address', { name: 'Merchant Test Consignee', kind: 'consignee', country: 'DE', city: 'Hamburg', line1: 'Kai 1' }, acme);

const seaDraft = (shipper: string) => ({
  mode: 'SEA',
  shipper,
  consignee: 'Merchant Test Consignee',
  pol: 'CNSHA',
  pod: 'DEHAM',
  etd: '2026-12-10',
  incoterm: 'FOB',
  loadType: 'FCL',
  receiptDeliveryType: 'CY/CY',
  transportDocumentType: 'BOL',
  equipment: [{ isoCode: '45G1', units: 1 }],
  cargoLines: [{ description: 'LED lamps', hsCode: '940540', packageCount: 120, packageCode: 'CT', grossKg: 1850.5, cbm: 12.4 }],
});

/** A draft with this shipper, submitted: the envelope of the submit call. */
async function submitWith(shipper: string, token = demo, culture = 'en-US') {
  const draft = await make<Booking>('/booking', seaDraft(shipper), token);
  return post<Booking>('/booking/submit', { id: draft.id }, token, culture);
}

describe('customer merchants', () => {
  it('are seeded for both demo companies, dated relative to today, with one waiting for approval and one inactive', async () => {
    const all = await list(admin);
    // Lists answer the company's name (customerId is the server's, not shown).
    const demoCodes = all.filter((m) => m.customerName === 'Demo Trading Co.').map((m) => m.code);
    const acmeCodes = all.filter((m) => m.customerName === 'Acme Imports Ltd.').map((m) => m.code);
    expect(demoCodes).toEqual(['M-DEMO-001', 'M-DEMO-002', 'M-DEMO-003', 'M-DEMO-004']);
    expect(acmeCodes).toEqual(['M-ACME-001', 'M-ACME-002', 'M-ACME-003']);
    expect(all.find((m) => m.code === 'M-DEMO-004')).toMatchObject({ approved: false, active: true, customerName: 'Demo Trading Co.' });
    expect(all.find((m) => m.code === 'M-ACME-003')).toMatchObject({ approved: true, active: false, customerName: 'Acme Imports Ltd.' });
    const ages = all.map((m) => (Date.now() - Date.parse(m.createdAt)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(2);
    expect(Math.max(...ages)).toBeLessThan(121);
  });

  it('a customer reads only its own company merchants and writes none', async () => {
    const own = await list(demo);
    expect(own.map((m) => m.code)).toEqual(['M-DEMO-001', 'M-DEMO-002', 'M-DEMO-003', 'M-DEMO-004']);
    const acmeOne = (await list(admin)).find((m) => m.code === 'M-ACME-001')!;
    expect((await t.call('GET', '/customerMerchant', { token: demo, query: { id: String(acmeOne.id) } })).body.exceptioncode).toBe(ExceptionCode.NotFound);
    const written = await post('/customerMerchant', { customerId: company('DEMO'), code: 'M-SELF-01', name: 'Self approved', country: 'CN', approved: true }, demo);
    expect(written.status).toBe(403);
    expect((await list(admin)).some((m) => m.code === 'M-SELF-01')).toBe(false);
  });

  it('an administrator writes a merchant for the company named, refusing a missing company or bad fields in the user language', async () => {
    const noCompany = await post('/customerMerchant', { code: 'M-X-01', name: 'Nobody', country: 'CN' }, admin, 'zh-CN');
    expect(noCompany.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(noCompany.body).map((e) => e.field)).toEqual(['/customerId']);
    const bad = await post('/customerMerchant', { customerId: company('ACME'), code: 'lower case', name: '', country: 'China' }, admin, 'zh-CN');
    expect(bad.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect([...new Set(errorsOf(bad.body).map((e) => e.field))].sort()).toEqual(['/code', '/country', '/name']);
    expect(errorsOf(bad.body).every((e) => /[\u4e00-\u9fff]/.test(e.message))).toBe(true);
    const made = await make<Merchant>('/customerMerchant', { customerId: company('ACME'), code: 'M-ACME-009', name: 'Qingdao Harbour Foods Co., Ltd.', country: 'CN' }, admin);
    // Written without the flags: active, but not approved until the forwarder says so.
    expect(made).toMatchObject({ customerName: 'Acme Imports Ltd.', approved: false, active: true });
    expect((await list(acme)).some((m) => m.code === 'M-ACME-009')).toBe(true);
    expect((await list(demo)).some((m) => m.code === 'M-ACME-009')).toBe(false);
  });

  it('a booking is submitted for an approved, active merchant and refused for any other shipper, in the user language', async () => {
    expect((await submitWith('Ningbo Bright Lighting Co., Ltd.')).body.data).toMatchObject({ status: 'RECEIVED' });
    // A shipper of demo's master data the forwarder never approved.
    await make('/shipper', { name: 'Unlisted Sourcing Ltd', country: 'CN' }, demo);
    const refused = await submitWith('Unlisted Sourcing Ltd');
    expect(refused.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(refused.body)).toContainEqual({ field: '/shipper', message: expect.stringContaining('“Unlisted Sourcing Ltd” is not an approved merchant of your company') });
    const zh = await submitWith('Unlisted Sourcing Ltd', demo, 'zh-CN');
    expect(errorsOf(zh.body)).toContainEqual({ field: '/shipper', message: expect.stringContaining('不是贵公司已审核的客商') });
    // Waiting for approval (M-DEMO-004): refused until an administrator approves it, then accepted.
    await make('/shipper', { name: 'Guangzhou Pearl River Textiles Co., Ltd.', country: 'CN' }, demo);
    expect((await submitWith('Guangzhou Pearl River Textiles Co., Ltd.')).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const pending = (await list(admin)).find((m) => m.code === 'M-DEMO-004')!;
    const approved = await t.call('PUT', '/customerMerchant', { token: admin, form: { data: JSON.stringify({ id: pending.id, version: pending.version, approved: true }) } });
    expect(approved.body.success, JSON.stringify(approved.body)).toBe(true);
    expect((await submitWith('Guangzhou Pearl River Textiles Co., Ltd.')).body.data).toMatchObject({ status: 'RECEIVED' });
  });

  it('matches by unified social credit code too, and refuses an inactive merchant', async () => {
    // Same USCC as the approved M-DEMO-001, written under another name in the master data.
    await make('/shipper', { name: 'Demo Trading (Futian office)', country: 'CN', taxId: '91440300MA5F8XK21P' }, demo);
    expect((await submitWith('Demo Trading (Futian office)')).body.data).toMatchObject({ status: 'RECEIVED' });
    await make('/shipper', { name: 'Dongguan Evergreen Furniture Co., Ltd.', country: 'CN' }, acme);
    const inactive = await submitWith('Dongguan Evergreen Furniture Co., Ltd.', acme);
    expect(errorsOf(inactive.body).map((e) => e.field)).toContain('/shipper');
  });

  it('a company without merchants books for any shipper of its own', async () => {
    const acmeIds = (await list(admin)).filter((m) => m.customerName === 'Acme Imports Ltd.').map((m) => m.id);
    expect(acmeIds.length).toBe(4);
    const removed = await t.call('DELETE', '/customerMerchant', { token: admin, query: { ids: JSON.stringify(acmeIds) } });
    expect(removed.body.success, JSON.stringify(removed.body)).toBe(true);
    expect((await submitWith('Dongguan Evergreen Furniture Co., Ltd.', acme)).body.data).toMatchObject({ status: 'RECEIVED' });
    // Demo still has merchants: its unlisted shipper stays refused.
    expect((await submitWith('Unlisted Sourcing Ltd')).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it('the merchants form picks the company from the customer companies, which a customer reads only its own of and nobody writes here', async () => {
    const companiesListed = await t.call<{ result: Array<{ id: number; name: string }> }>('GET', '/customer-list', { token: admin, query: { size: '100' } });
    expect(companiesListed.body.data.result.map((c) => c.name).sort()).toEqual(['Acme Imports Ltd.', 'Demo Trading Co.']);
    expect(companiesListed.body.data.result.find((c) => c.name === 'Demo Trading Co.')!.id).toBe(company('DEMO'));
    // A customer reads its own company only (the customer resource's row scope), never another's.
    const own = await t.call<{ result: Array<{ id: number; name: string }> }>('GET', '/customer-list', { token: demo, query: { size: '100' } });
    expect(own.body.data.result.map((c) => c.name)).toEqual(['Demo Trading Co.']);
    const write = await post('/customer', { customerCd: 'NEWCO', name: 'New Co' }, admin);
    expect(write.body.success).toBe(false);
    expect(Number((await sql<{ n: number }>`SELECT count(*) AS n FROM customers`.execute(t.db)).rows[0].n)).toBe(2);
  });

  it('every merchant write is in the audit log', async () => {
    const { rows } = await sql<{ operation: string }>`SELECT operation FROM audit_log WHERE resource = 'customerMerchant' ORDER BY id`.execute(t.db);
    // One create (M-ACME-009), one update (the approval), one delete per removed merchant.
    expect(rows.map((r) => r.operation)).toEqual(['create', 'update', 'delete', 'delete', 'delete', 'delete']);
  });
});
