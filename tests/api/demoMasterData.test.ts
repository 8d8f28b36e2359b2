// The demo companies' master data on first start: every stored row valid against its entity with the
// engine's own validator, the places and numbers the booking forms need, each company seeing only its
// own, creation dates spread over the last months, and written once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_DATA_RESOURCES } from '../../src/server/domains/masterData/resources';
import { writablePart } from '../../src/server/resources/records';
import { validateWrite } from '../../src/server/resources/writeValidation';
import { seedDatabase } from '../../src/server/seed/seed';
import type { ListResult } from '../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from './support/testContext';

type Row = Record<string, unknown> & { id: number; createdAt: string };

let t: TestContext;
const tokens: Record<string, string> = {};
const rows: Record<string, Record<string, Row[]>> = { demo: {}, acme: {} };

beforeAll(async () => {
  t = await createTestContext();
  [tokens.demo, tokens.acme] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234')]);
  for (const who of ['demo', 'acme'])
    for (const def of MASTER_DATA_RESOURCES) {
      const res = await t.call<ListResult<Row>>('GET', `/${def.name}-list`, { token: tokens[who], query: { size: '500' } });
      rows[who][def.name] = res.body.data.result;
    }
});
afterAll(() => t?.close());

const all = (resource: string) => [...rows.demo[resource], ...rows.acme[resource]];

describe('demo master data', () => {
  it('gives both companies rows of every master-data resource, each valid against its entity', () => {
    for (const def of MASTER_DATA_RESOURCES) {
      for (const who of ['demo', 'acme']) {
        expect(rows[who][def.name].length, `${who} ${def.name}`).toBeGreaterThan(0);
        for (const row of rows[who][def.name]) expect(validateWrite(def, writablePart(def, row), [], 'en'), `${def.name} ${JSON.stringify(row)}`).toEqual([]);
      }
    }
  });

  it('has consignees and notify parties at destination ports and pickups in Shenzhen, Ningbo and Yiwu', () => {
    const cities = all('address').map((a) => a.city);
    expect(cities).toEqual(expect.arrayContaining(['Hamburg', 'Rotterdam', 'Los Angeles']));
    expect(new Set(all('address').map((a) => a.kind))).toEqual(new Set(['consignee', 'notify', 'delivery']));
    expect(all('pickAddress').map((a) => a.city)).toEqual(expect.arrayContaining(['Shenzhen', 'Ningbo', 'Yiwu']));
  });

  it('has importers with EORI and VAT numbers, shippers with 18-character USCC and products with HS codes', () => {
    expect(all('importer').filter((i) => i.eoriNumber && i.vatNumber).length).toBeGreaterThanOrEqual(3);
    for (const s of all('shipper')) expect(String(s.taxId)).toMatch(/^[0-9A-HJ-NPQRTUWXY]{18}$/);
    // GB 32100-2015 check character.
    const cs = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
    for (const s of all('shipper')) {
      const code = String(s.taxId);
      const sum = weights.reduce((acc, w, i) => acc + cs.indexOf(code[i]) * w, 0);
      expect(cs[(31 - (sum % 31)) % 31], code).toBe(code[17]);
    }
    for (const p of all('product')) expect(String(p.hsCode)).toMatch(/^[0-9]{6,10}$/);
  });

  it('keeps each company to its own rows', () => {
    for (const def of MASTER_DATA_RESOURCES) {
      const demoIds = new Set(rows.demo[def.name].map((r) => r.id));
      expect(rows.acme[def.name].some((r) => demoIds.has(r.id)), def.name).toBe(false);
    }
    expect(rows.demo.address.map((a) => a.name)).not.toContain('Acme Imports Ltd. Rotterdam');
  });

  it('dates the rows over the last months, relative to today', () => {
    const ages = all('product').map((p) => (Date.now() - new Date(p.createdAt).getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(60);
    expect(Math.min(...ages)).toBeLessThan(10);
    expect(Math.min(...ages)).toBeGreaterThan(0);
  });

  it('is written once: seeding again, even after the company deleted its rows, adds nothing', async () => {
    const ids = rows.demo.insured.map((r) => r.id);
    expect((await t.call('DELETE', '/insured', { token: tokens.demo, query: { ids: JSON.stringify(ids) } })).body.success).toBe(true);
    await seedDatabase(t.db, { demo: true });
    const after = await t.call<ListResult<Row>>('GET', '/insured-list', { token: tokens.demo });
    expect(after.body.data.page.total).toBe(0);
    const acme = await t.call<ListResult<Row>>('GET', '/address-list', { token: tokens.acme });
    expect(acme.body.data.page.total).toBe(rows.acme.address.length);
  });
});
