// Export as xlsx beside csv: column titles in the caller's language (the field catalogue), cells
// typed (numbers, booleans, dates), only the caller's rows; the file imports back as it is.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/testContext';
import { multipartCall } from './multipartBody';

let t: TestContext;
let demo: string;
let acme: string;
let clerk: string;

async function exportXlsx(token: string, resource: string, query: Record<string, string>, culture: string) {
  const res = await t.app.inject({ method: 'GET', url: t.signedUrl('GET', `/${resource}-export`, { token, culture, query: { format: 'xlsx', ...query } }) });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${resource}.xlsx"`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return { sheet: workbook.worksheets[0], bytes: res.rawPayload };
}

const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);
const rowOf = (sheet: ExcelJS.Worksheet, n: number) => Object.fromEntries(headerOf(sheet).map((h, i) => [h as string, sheet.getRow(n).getCell(i + 1).value]));
const create = (token: string, resource: string, data: Record<string, unknown>) => t.call<{ createdAt: string }>('POST', `/${resource}`, { token, form: { data: JSON.stringify(data) } });

beforeAll(async () => {
  t = await createTestContext();
  [demo, acme, clerk] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('demo.clerk', 'clerk1234')]);
  expect((await create(demo, 'product', { sku: 'XL-1', nameEn: 'Lamp', nameZh: '台灯', declaredValue: 12.5, unitWeightKg: 2, originCountry: 'CN', remark: '=1+1' })).body.success).toBe(true);
  expect((await create(acme, 'product', { sku: 'XL-ACME', nameEn: 'Acme lamp' })).body.success).toBe(true);
  expect((await create(demo, 'address', { name: 'XL Depot', country: 'DE', city: 'Hamburg', line1: 'Am Kai 1', isDefault: true })).body.success).toBe(true);
});
afterAll(() => t?.close());

describe('xlsx export', () => {
  it('titles the columns in English for en-US and in Chinese for zh-CN, sheet named after the entity', async () => {
    const filter = JSON.stringify({ sku: { contains: 'XL-' } });
    const en = await exportXlsx(demo, 'product', { mode: 'all', filter }, 'en-US');
    expect(headerOf(en.sheet)).toEqual(expect.arrayContaining(['ID', 'SKU', 'Name (English)', 'Declared unit value', 'Created at']));
    expect(headerOf(en.sheet)).not.toContain('Customer');
    expect(en.sheet.name).toBe('Product');
    const zh = await exportXlsx(demo, 'product', { mode: 'all', filter }, 'zh-CN');
    expect(headerOf(zh.sheet)).toEqual(expect.arrayContaining(['编号', '英文品名', '申报单价', '创建时间']));
    expect(zh.sheet.name).toBe('产品');
  });

  it('keeps numbers as numbers, dates as dates and formula-like text as text, with only the caller rows', async () => {
    const { sheet } = await exportXlsx(demo, 'product', { mode: 'all', filter: JSON.stringify({ sku: { contains: 'XL-' } }) }, 'en-US');
    expect(sheet.rowCount).toBe(2);
    const row = rowOf(sheet, 2);
    expect(row.SKU).toBe('XL-1');
    expect(row['Declared unit value']).toBe(12.5);
    expect(row['Unit weight (kg)']).toBe(2);
    expect(typeof row.ID).toBe('number');
    expect(row['Created at']).toBeInstanceOf(Date);
    expect(row.Remark).toBe('=1+1');
    expect(sheet.getRow(2).getCell(headerOf(sheet).indexOf('Remark') + 1).type).toBe(ExcelJS.ValueType.String);
    // China wall-clock time of the stored instant.
    const stored = (await t.call<{ result: Array<{ createdAt: string }> }>('GET', '/product-list', { token: demo, query: { filter: JSON.stringify({ sku: 'XL-1' }) } })).body.data.result[0].createdAt;
    expect((row['Created at'] as Date).getTime() - new Date(stored).getTime()).toBeGreaterThan(8 * 3600_000 - 1000);
    expect((row['Created at'] as Date).getTime() - new Date(stored).getTime()).toBeLessThan(8 * 3600_000 + 1000);
  });

  it('keeps booleans as booleans, and a read-only clerk may export', async () => {
    const { sheet } = await exportXlsx(clerk, 'address', { mode: 'all', filter: JSON.stringify({ name: 'XL Depot' }) }, 'en-US');
    expect(rowOf(sheet, 2)['Default address']).toBe(true);
  });

  it('imports back: the titled headers (in any language) are read as the fields', async () => {
    const { bytes } = await exportXlsx(demo, 'product', { mode: 'selected', ids: JSON.stringify([(await t.call<{ result: Array<{ id: number }> }>('GET', '/product-list', { token: demo, query: { filter: JSON.stringify({ sku: 'XL-1' }) } })).body.data.result[0].id]) }, 'zh-CN');
    const res = await multipartCall<{ imported: number }>(t, '/product-import', { token: acme, fields: { mode: 'insertTop' }, file: { filename: 'products.xlsx', content: bytes } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data.imported).toBe(1);
    const copied = (await t.call<{ result: Array<Record<string, unknown>> }>('GET', '/product-list', { token: acme, query: { filter: JSON.stringify({ sku: 'XL-1' }) } })).body.data.result[0];
    expect(copied).toMatchObject({ sku: 'XL-1', nameZh: '台灯', declaredValue: 12.5, remark: '=1+1' });
  });

  it('refuses an unknown format', async () => {
    const res = await t.call('GET', '/product-export', { token: demo, query: { mode: 'all', format: 'pdf' } });
    expect(res.body.exceptioncode).toBe(10002);
  });
});
