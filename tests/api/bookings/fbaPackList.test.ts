// The FBA pack-list import (POST fbaOrder-packList) on the real server and database: a csv of 5,000
// carton rows becomes its orders in one step with every carton line; an xlsx with the column titles
// of another language reads the same; one bad row among 5,000 writes nothing and every bad row and
// column is reported in the user's language; the same file twice is recognised and not duplicated;
// another company never sees the orders.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { fieldTitle } from '../../../src/server/i18n/fieldTitles';
import { multipartCall } from '../resources/multipartBody';
import { createTestContext, type TestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

interface ImportOut {
  imported: number;
  cartons: number;
  duplicate: boolean;
  ids: number[];
}

let t: TestContext;
let demo: string;
let acme: string;
let clerk: string;

const HEADER = 'fbaShipmentId,amazonReferenceId,fulfilmentCentre,channel,cartonCount,lengthCm,widthCm,heightCm,weightKg,msku,fnsku,quantity,declaredValue,currency';
/** `rows` carton rows spread over `orders` shipments whose ids start with `prefix`. */
function packList(prefix: string, rows: number, orders: number): string[] {
  return Array.from({ length: rows }, (_, i) => {
    const order = i % orders;
    return `FBA${prefix}${String(order).padStart(6, '0')},3XK8DL2Q,ONT8,SEA,${(i % 5) + 1},60,40,${30 + (i % 7)},12.35,LAMP-${i},X00${String(i).padStart(7, '0')},24,1500.50,USD`;
  });
}
const csv = (lines: string[]) => [HEADER, ...lines].join('\n');
const upload = (content: string | Buffer, filename = 'packlist.csv', token = demo, culture = 'en-US') =>
  multipartCall<ImportOut>(t, '/fbaOrder-packList', { token, culture, fields: {}, file: { filename, content } });
const counts = async () => {
  const orders = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM fba_orders`.execute(t.db)).rows[0].n;
  const cartons = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM fba_order_cartons`.execute(t.db)).rows[0].n;
  return { orders, cartons };
};

beforeAll(async () => {
  t = await createTestContext();
  [demo, acme, clerk] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('demo.clerk', 'clerk1234')]);
});
afterAll(() => t?.close());

describe('FBA pack-list import', () => {
  it('publishes the columns it reads, and a file headed as the template made of them (titles in zh) imports', async () => {
    const res = await t.call<{ columns: Array<{ name: string; title: string; required: boolean }> }>('GET', '/fbaOrder-packList-columns', { token: demo });
    expect(res.body.success).toBe(true);
    const { columns } = res.body.data;
    expect(columns.map((c) => c.name).sort()).toEqual(HEADER.split(',').sort());
    expect(columns.find((c) => c.name === 'fbaShipmentId')).toEqual({ name: 'fbaShipmentId', title: 'field.fbaOrder.fbaShipmentId', required: true });
    expect(columns.find((c) => c.name === 'msku')?.required).toBe(false);
    // The dialog's template heads each column "<title in the user's language> (<name>)".
    const header = columns.map((c) => `"${fieldTitle('zh', c.title, c.name)} (${c.name})"`).join(',');
    expect(header).toContain('"FBA货件编号 (fbaShipmentId)"');
    const values = Object.fromEntries(HEADER.split(',').map((name, i) => [name, packList('TP', 1, 1)[0].split(',')[i]]));
    const row = columns.map((c) => values[c.name]).join(',');
    const imported = await upload(`\uFEFF${header}\r\n${row}\r\n`, 'template.csv', demo, 'zh-CN');
    expect(imported.body.success, JSON.stringify(imported.body).slice(0, 500)).toBe(true);
    expect(imported.body.data).toMatchObject({ imported: 1, cartons: 1 });
    // Whoever cannot upload a pack list cannot read its columns either (the same grant).
    const refused = await t.call('GET', '/fbaOrder-packList-columns', {});
    expect(refused.body.success).toBe(false);
  });

  it('imports 5,000 carton rows as their 20 orders in one step, every carton line kept', async () => {
    const before = await counts();
    const res = await upload(csv(packList('AA', 5000, 20)));
    expect(res.body.success, JSON.stringify(res.body).slice(0, 500)).toBe(true);
    expect(res.body.data).toMatchObject({ imported: 20, cartons: 5000, duplicate: false });
    expect(await counts()).toEqual({ orders: before.orders + 20, cartons: before.cartons + 5000 });
    const one = await t.call<{ fbaShipmentId: string; cartons: Array<Record<string, unknown>> }>('GET', '/fbaOrder', { token: demo, query: { id: String(res.body.data.ids[0]) } });
    expect(one.body.data.fbaShipmentId).toBe('FBAAA000000');
    expect(one.body.data.cartons).toHaveLength(250);
    expect(one.body.data.cartons[0]).toEqual({ cartonCount: 1, lengthCm: 60, widthCm: 40, heightCm: 30, weightKg: 12.35, msku: 'LAMP-0', fnsku: 'X000000000', quantity: 24 });
  });

  it('recognises the same file imported twice and adds nothing', async () => {
    const file = csv(packList('BB', 50, 2));
    const first = await upload(file);
    expect(first.body.data).toMatchObject({ imported: 2, duplicate: false });
    const before = await counts();
    const again = await upload(file, 'renamed.csv', demo, 'zh-CN');
    expect(again.body.success).toBe(true);
    expect(again.body.data).toMatchObject({ imported: 0, duplicate: true, ids: first.body.data.ids });
    expect(again.body.message).toBe('该装箱单已导入过，未新增任何数据。');
    expect(await counts()).toEqual(before);
  });

  it('one bad row among 5,000 writes nothing and reports every bad column of it, with the row', async () => {
    const lines = packList('CC', 5000, 10);
    lines[3120] = 'FBA12,3XK8DL2Q,ontario,BOAT,0,60,40,30,-1,LAMP,x1,24,1500.50,USD';
    const before = await counts();
    const res = await upload(csv(lines));
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const errors = errorsOf(res.body);
    expect(errors.every((e) => e.row === 3122), JSON.stringify(errors)).toBe(true);
    expect([...new Set(errors.map((e) => e.field.replace(/^\//, '')))].sort()).toEqual(['cartonCount', 'channel', 'fbaShipmentId', 'fnsku', 'fulfilmentCentre', 'weightKg']);
    expect(await counts()).toEqual(before);
    const zh = await upload(csv(lines), 'packlist.csv', demo, 'zh-CN');
    expect(zh.body.message).not.toBe(res.body.message);
  });

  it('reports rows of one shipment that disagree, and a shipment placed before, writing nothing', async () => {
    const lines = packList('DD', 4, 1);
    lines[2] = lines[2].replace(',ONT8,', ',LGB8,');
    const before = await counts();
    const res = await upload(csv(lines));
    expect(errorsOf(res.body)).toEqual([{ row: 4, field: 'fulfilmentCentre', message: 'fulfilmentCentre differs from row 2 of the same FBA shipment.' }]);
    const placed = await upload(csv(packList('AA', 3, 1)).replace(/3XK8DL2Q/g, '3XK8DL2R'));
    expect(errorsOf(placed.body)[0].message).toBe('FBA shipment FBAAA000000 has already been placed.');
    expect(await counts()).toEqual(before);
  });

  it('reads an xlsx whose columns are the Chinese titles', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('装箱单');
    sheet.addRow(['FBA货件编号', '亚马逊仓库代码', '渠道', '箱数', '长(cm)', '宽(cm)', '高(cm)', '单箱重(kg)', 'FNSKU', '每箱数量']);
    sheet.addRow(['FBAXL0000001', 'ONT8', 'AIR', 2, 50, 40, 30, 9.5, 'X00XL00001', 12]);
    sheet.addRow(['FBAXL0000001', 'ONT8', 'AIR', 1, 50, 40, 20, 6.25, 'X00XL00002', 6]);
    const res = await upload(Buffer.from(await book.xlsx.writeBuffer()), 'packlist.xlsx');
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data).toMatchObject({ imported: 1, cartons: 2 });
  });

  it('keeps the orders to their company, and a read-only user cannot import', async () => {
    const mine = await t.call<{ page: { total: number } }>('GET', '/fbaOrder-list', { token: demo });
    const theirs = await t.call<{ page: { total: number }; result: Array<{ fbaShipmentId: string }> }>('GET', '/fbaOrder-list', { token: acme, query: { size: '500' } });
    expect(mine.body.data.page.total).toBeGreaterThan(20);
    expect(theirs.body.data.result.map((r) => r.fbaShipmentId)).not.toContain('FBAAA000000');
    const res = await upload(csv(packList('EE', 2, 1)), 'packlist.csv', clerk);
    expect(res.body.exceptioncode).toBe(ExceptionCode.Forbidden);
  });
});
