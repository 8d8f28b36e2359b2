// The resource engine on `product` (setProduct): csv and xlsx imports in every mode, whole-file
// validation, malformed files, and required-field rules an administrator adds at run time.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../../src/shared/wire/envelope';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { MAX_IMPORT_BYTES } from '../../../src/shared/wire/resourceContract';
import { createTestContext, type TestContext } from '../support/testContext';
import { multipartCall } from './multipartBody';
import { errorsOf } from '../support/fieldErrors';

type Product = Record<string, unknown> & { id: number; version: number; sku: string };

let t: TestContext;
let demo: string;
let acme: string;
let admin: string;

const HEADER = 'sku,nameEn,nameZh,hsCode,unit,unitWeightKg,declaredValue,currency,originCountry';
const csvRow = (i: number, over: Partial<Record<string, string>> = {}) => {
  const r = { sku: `SKU-${i}`, nameEn: `Widget ${i}`, nameZh: `部件${i}`, hsCode: '84719000', unit: 'PCS', unitWeightKg: '1.25', declaredValue: '12.5', currency: 'USD', originCountry: 'CN', ...over };
  return [r.sku, r.nameEn, r.nameZh, r.hsCode, r.unit, r.unitWeightKg, r.declaredValue, r.currency, r.originCountry].join(',');
};
const csv = (rows: string[]) => `${[HEADER, ...rows].join('\n')}\n`;

const importFile = (token: string, filename: string, content: Buffer | string, mode = 'insertTop', culture = 'en-US') =>
  multipartCall<{ imported: number; removed: number }>(t, '/product-import', { token, fields: { mode }, file: { filename, content }, culture });
const list = (token: string, query: Record<string, string> = {}) => t.call<ListResult<Product>>('GET', '/product-list', { token, query });
const create = (token: string, data: Record<string, unknown>, culture = 'en-US') => t.call<Product>('POST', '/product', { token, form: { data: JSON.stringify(data) }, culture });
const totalOf = async (token: string) => (await list(token)).body.data.page.total;

beforeAll(async () => {
  t = await createTestContext();
  // These tests count and compare whole tables: they start without the seeded demo master data.
  await sql`DELETE FROM products`.execute(t.db);
  [demo, acme, admin] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('admin', 'admin1234', 'admin')]);
  expect((await create(acme, { sku: 'ACME-1', nameEn: 'Acme thing' })).body.success).toBe(true);
});
afterAll(() => t?.close());

describe('csv import', () => {
  it('covering replaces the caller rows with the 200 of the file, leaving other customers alone', async () => {
    for (const i of [1, 2, 3]) expect((await create(demo, { sku: `OLD-${i}`, nameEn: 'Old' })).body.success).toBe(true);
    const rows = Array.from({ length: 200 }, (_, i) => csvRow(i + 1));
    const res = await importFile(demo, 'products.csv', `\uFEFF${csv(rows)}`, 'covering');
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data).toEqual({ imported: 200, removed: 3 });
    expect(await totalOf(demo)).toBe(200);
    const one = (await list(demo, { filter: JSON.stringify({ sku: { eq: 'SKU-7' } }) })).body.data.result[0];
    expect(one).toMatchObject({ nameEn: 'Widget 7', nameZh: '部件7', unitWeightKg: 1.25, declaredValue: 12.5, originCountry: 'CN', version: 1 });
    expect(await totalOf(acme)).toBe(1);
  });

  it('insert modes add to the existing rows', async () => {
    const before = await totalOf(demo);
    expect((await importFile(demo, 'more.csv', csv([csvRow(1001), csvRow(1002)]), 'insertBottom')).body.data.imported).toBe(2);
    expect((await importFile(demo, 'more.csv', csv([csvRow(1003)]), 'insert')).body.data.imported).toBe(1);
    expect(await totalOf(demo)).toBe(before + 3);
  });

  it('reads the template header: a title in any language with the field name in brackets', async () => {
    const before = await totalOf(demo);
    const header = '"货号 (sku)","英文品名 (nameEn)","中文品名（nameZh）"';
    const res = await importFile(demo, 'template.csv', `\uFEFF${header}\r\nTPL-1,Template widget,模板部件\r\n`, 'insertTop', 'zh-CN');
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(await totalOf(demo)).toBe(before + 1);
    const one = (await list(demo, { filter: JSON.stringify({ sku: { eq: 'TPL-1' } }) })).body.data.result[0];
    expect(one).toMatchObject({ nameEn: 'Template widget', nameZh: '模板部件' });
    const wrong = await importFile(demo, 'x.csv', '"货号 (skew)"\nA\n');
    expect(wrong.body.success).toBe(false);
  });

  it('writes nothing when one row among many is bad, reporting every bad row and field', async () => {
    const before = await totalOf(demo);
    const rows = Array.from({ length: 50 }, (_, i) => csvRow(2000 + i));
    rows[9] = csvRow(2009, { hsCode: '12AB' });
    rows[29] = csvRow(2029, { unitWeightKg: 'heavy', nameEn: '' });
    const res = await importFile(demo, 'bad.csv', csv(rows), 'covering');
    expect(res.status).toBe(400);
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const errors = errorsOf(res);
    expect(errors.map((e) => [e.row, e.field]).sort()).toEqual([
      [11, '/hsCode'],
      [31, '/nameEn'],
      [31, '/unitWeightKg'],
    ]);
    expect(errors.find((e) => e.field === '/hsCode')!.message).toBe('HS code must look like 84719000.');
    expect(await totalOf(demo)).toBe(before);
  });

  it('refuses unknown columns, extra cells, an empty file, a wrong file type and broken quoting', async () => {
    const before = await totalOf(demo);
    const unknown = await importFile(demo, 'x.csv', 'sku,nameEn,price\nA,B,3\n');
    expect(errorsOf(unknown)).toEqual([{ row: 1, field: 'price', message: 'Unknown column price: use the field names of an exported file.' }]);
    const extra = await importFile(demo, 'x.csv', 'sku,nameEn\nA,B,C\n');
    expect(errorsOf(extra)[0]).toMatchObject({ row: 2 });
    const empty = await importFile(demo, 'x.csv', 'sku,nameEn\n');
    expect(empty.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const wrongType = await importFile(demo, 'x.pdf', '%PDF-1.4');
    expect(errorsOf(wrongType)[0].message).toBe('Unsupported file type: import a .csv or .xlsx file.');
    const quotes = await importFile(demo, 'x.csv', 'sku,nameEn\n"A,B\nC,D\n');
    expect(quotes.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const binary = await importFile(demo, 'x.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 1, 2]));
    expect(binary.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const mode = await importFile(demo, 'x.csv', csv([csvRow(1)]), 'replaceAll');
    expect(mode.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const noFile = await multipartCall(t, '/product-import', { token: demo, fields: { mode: 'insert' } });
    expect(noFile.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const notMultipart = await t.call('POST', '/product-import', { token: demo, form: { mode: 'insert' } });
    expect(notMultipart.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const tampered = await multipartCall(t, '/product-import', { token: demo, fields: { mode: 'covering' }, signedFields: { mode: 'insert' }, file: { filename: 'x.csv', content: csv([csvRow(1)]) } });
    expect(tampered.body.exceptioncode).toBe(ExceptionCode.BadSignature);
    expect(await totalOf(demo)).toBe(before);
  });

  it('refuses a file over the size limit without reading it into the table', async () => {
    const before = await totalOf(demo);
    const big = `${HEADER}\n${csvRow(1)}\n${'x'.repeat(MAX_IMPORT_BYTES)}`;
    const res = await importFile(demo, 'big.csv', big);
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
    expect(await totalOf(demo)).toBe(before);
  });

  it('reads back its own export (server-managed columns ignored, formula guard removed)', async () => {
    expect((await create(demo, { sku: 'FORMULA-1', nameEn: '=1+2', remark: '-minus' })).body.success).toBe(true);
    const exported = await t.call('GET', '/product-export', { token: demo, query: { mode: 'all', filter: JSON.stringify({ sku: 'FORMULA' }) } });
    expect(exported.text).toContain("'=1+2");
    const back = await importFile(acme, 'export.csv', exported.text, 'insert');
    expect(back.body.success, JSON.stringify(back.body)).toBe(true);
    const row = (await list(acme, { filter: JSON.stringify({ sku: 'FORMULA-1' }) })).body.data.result[0];
    expect(row).toMatchObject({ nameEn: '=1+2', remark: '-minus' });
  });
});

describe('xlsx import', () => {
  async function workbook(rows: unknown[][]): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Products');
    for (const r of rows) sheet.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  it('imports typed cells from the first sheet', async () => {
    const file = await workbook([
      ['sku', 'name_en', 'unitWeightKg', 'declaredValue', 'originCountry'],
      ['XL-1', 'Excel widget', 2.5, 10, 'VN'],
      ['XL-2', 'Excel gadget', 0.3, 99.99, 'CN'],
    ]);
    const res = await importFile(demo, 'products.xlsx', file, 'insert');
    expect(res.body.data.imported).toBe(2);
    const row = (await list(demo, { filter: JSON.stringify({ sku: { eq: 'XL-2' } }) })).body.data.result[0];
    expect(row).toMatchObject({ nameEn: 'Excel gadget', unitWeightKg: 0.3, declaredValue: 99.99, originCountry: 'CN' });
  });

  it('reports the bad rows of a workbook and writes nothing', async () => {
    const before = await totalOf(demo);
    const file = await workbook([
      ['sku', 'nameEn', 'declaredValue'],
      ['XL-3', 'Fine', 1],
      ['XL 4 has spaces', 'Bad sku', -5],
    ]);
    const res = await importFile(demo, 'bad.xlsx', file, 'insert');
    expect(errorsOf(res).map((e) => [e.row, e.field]).sort()).toEqual([
      [3, '/declaredValue'],
      [3, '/sku'],
    ]);
    expect(await totalOf(demo)).toBe(before);
  });

  it('refuses a file that claims to be xlsx but is not one', async () => {
    const res = await importFile(demo, 'fake.xlsx', 'sku,nameEn\nA,B\n');
    expect(errorsOf(res)[0].message).toBe('The file could not be read: check that it is a valid csv or xlsx file.');
    const truncated = (await workbook([['sku'], ['A']])).subarray(0, 200);
    expect((await importFile(demo, 'cut.xlsx', truncated)).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });
});

describe('required-field rules', () => {
  it('applies a rule an administrator adds at once, with the hint in the request language, and not with a precondition', async () => {
    expect((await create(demo, { sku: 'RULE-0', nameEn: 'Before the rule' })).body.success).toBe(true);
    const rule = { menuCd: 'setProduct', tableName: 'product', fieldName: 'hsCode', triType: 'save', hintZh: '请填写海关编码', hintEn: 'Enter the HS code', hintTr: '請填寫海關編碼' };
    const added = await t.call<{ id: number; version: number }>('POST', '/requiredRule', { token: admin, form: { data: JSON.stringify(rule) } });
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);

    const en = await create(demo, { sku: 'RULE-1', nameEn: 'No HS code' }, 'en-US');
    expect(en.status).toBe(400);
    expect(errorsOf(en)).toEqual([{ field: '/hsCode', message: 'Enter the HS code' }]);
    expect(errorsOf(await create(demo, { sku: 'RULE-1', nameEn: 'No HS code' }, 'zh-CN'))[0].message).toBe('请填写海关编码');
    expect(errorsOf(await create(demo, { sku: 'RULE-1', nameEn: 'No HS code' }, 'zh-TW'))[0].message).toBe('請填寫海關編碼');
    expect((await create(demo, { sku: 'RULE-2', nameEn: 'With HS code', hsCode: '940360' })).body.success).toBe(true);

    const imported = await importFile(demo, 'rule.csv', 'sku,nameEn\nRULE-3,No code\n', 'insert', 'zh-CN');
    expect(errorsOf(imported)).toEqual([{ row: 2, field: '/hsCode', message: '请填写海关编码' }]);

    // The admin edits the rule to carry a precondition: the field is optional again.
    const edited = await t.call('PUT', '/requiredRule', { token: admin, form: { data: JSON.stringify({ id: added.body.data.id, version: added.body.data.version, preCondition: "originCountry == 'CN'" }) } });
    expect(edited.body.success, JSON.stringify(edited.body)).toBe(true);
    expect((await create(demo, { sku: 'RULE-4', nameEn: 'Optional again' })).body.success).toBe(true);
  });

  it('keeps the rules screen to administrators and validates rules like any resource', async () => {
    expect((await t.call('GET', '/requiredRule-list', { token: demo })).status).toBe(403);
    const list = await t.call<ListResult<Record<string, unknown>>>('GET', '/requiredRule-list', { token: admin, query: { filter: JSON.stringify({ menuCd: { eq: 'setProduct' } }) } });
    expect(list.body.data.result[0]).toMatchObject({ menuCd: 'setProduct', fieldName: 'hsCode' });
    const bad = await t.call('POST', '/requiredRule', { token: admin, form: { data: JSON.stringify({ menuCd: 'set Product;', tableName: 'product' }) } });
    expect(errorsOf(bad).map((e) => e.field).sort()).toEqual(['/fieldName', '/menuCd']);
    const post = (data: Record<string, string>) => t.call('POST', '/requiredRule', { token: admin, form: { data: JSON.stringify(data) }, culture: 'en-US' });
    // Menu and table are enums of the schema (tests/api/resources/requiredRule.test.ts has the messages).
    expect(errorsOf(await post({ menuCd: 'setProducts', tableName: 'product', fieldName: 'hsCode' })).map((e) => e.field)).toEqual(['/menuCd']);
    expect(errorsOf(await post({ menuCd: 'setProduct', tableName: 'goods', fieldName: 'hsCode' })).map((e) => e.field)).toEqual(['/tableName']);
    expect(errorsOf(await post({ menuCd: 'setProduct', tableName: 'product', fieldName: 'customerId' }))[0].field).toBe('/fieldName');
    expect(errorsOf(await post({ menuCd: 'setProduct', tableName: 'product', fieldName: 'hs_kode' }))[0].field).toBe('/fieldName');
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM required_configs`.execute(t.db);
    expect(rows[0].n).toBe(1);
  });
});
