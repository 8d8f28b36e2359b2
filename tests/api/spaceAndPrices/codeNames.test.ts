// Code names (issue 16, dataMaintain): the code library and the reference data share one shape
// (src/shared/entities/codeNaming.ts) — names in every language, sort and active flag — with the old
// names kept by the rename migration; a reference reads its name in the caller's language (tr falls
// back to zh, then en), in lists and in the report views; a deactivated code is refused for new use
// (10002 naming the field) while records holding it keep it; a code in use is not deleted.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

const t = await createTestContext();
afterAll(() => t.close());
const admin = await t.login('admin', 'admin1234', 'admin');

type Row = Record<string, unknown> & { id: number; version: number };
const form = (data: object) => ({ form: { data: JSON.stringify(data) } });
const CODE_KINDS = ['codeEntry', 'announcementType', 'location', 'carrier', 'equipmentType'];
const KEY: Record<string, string> = { location: 'unLocode', carrier: 'code', equipmentType: 'code' };

async function one(resource: string, key: string): Promise<Row> {
  const res = await t.call<{ result: Row[] }>('GET', `/${resource}-list`, { token: admin, query: { filter: JSON.stringify({ [KEY[resource]]: { eq: key } }) } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data.result[0];
}
const update = (resource: string, row: Row, changes: object, culture = 'en-US') => t.call<Row>('PUT', `/${resource}`, { token: admin, culture, ...form({ id: row.id, version: row.version, ...changes }) });
const today = new Date().toISOString().slice(0, 10);
const price = (priceNo: string, carrier: string) => ({ priceNo, carrier, pol: 'CNSHA', pod: 'DEHAM', validFrom: today, validTo: today, currency: 'USD', rate45G1: 1000 });

describe('one shape of code names', () => {
  it('every kind of code has the same name, sort and active fields', async () => {
    const shapes = await Promise.all(CODE_KINDS.map(async (name) => (await import(`../../../schemas/entities/${name}.schema.json`)).default as { properties: Record<string, unknown> }));
    const pick = (s: { properties: Record<string, unknown> }) => Object.fromEntries(['nameEn', 'nameZh', 'nameTr', 'nameEs', 'sno', 'active'].map((f) => [f, s.properties[f]]));
    for (const [i, shape] of shapes.entries()) expect(pick(shape), CODE_KINDS[i]).toEqual(pick(shapes[0]));
    expect(pick(shapes[0]).nameEn).toMatchObject({ type: 'string', minLength: 1, maxLength: 80 });
  });

  it('kept the names the reference data had, and every code written before is active', async () => {
    expect(await one('location', 'CNSHA')).toMatchObject({ nameEn: 'Shanghai', nameZh: '上海', active: true });
    expect(await one('carrier', 'MAEU')).toMatchObject({ nameEn: 'Maersk', nameZh: '马士基', active: true });
    expect(await one('equipmentType', '45G1')).toMatchObject({ nameEn: '40HC', active: true });
    for (const table of ['locations', 'carriers', 'equipment_types', 'code_entries', 'announcement_types']) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE active IS NOT TRUE`.execute(t.db);
      expect(rows[0].n, table).toBe(0);
    }
  });

  it('a new code is active unless it says otherwise, and answers 10002 for a name too long', async () => {
    const made = await t.call<Row>('POST', '/equipmentType', { token: admin, ...form({ code: '22R1', nameEn: '20RF', nameZh: '20尺冷藏箱', sno: 5 }) });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    expect(made.body.data).toMatchObject({ nameEn: '20RF', nameZh: '20尺冷藏箱', sno: 5, active: true });
    const tooLong = await t.call('POST', '/carrier', { token: admin, culture: 'zh-CN', ...form({ code: 'ZZZZ', nameEn: 'x'.repeat(81), mode: 'sea' }) });
    expect(tooLong.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(tooLong.body).map((e) => e.field)).toEqual(['/nameEn']);
    expect((await t.db.selectFrom('carriers').select('id').where('code', '=', 'ZZZZ').execute()).length).toBe(0);
  });
});

describe('names follow the reader\u2019s language', () => {
  it('in reference names: en, zh, tr (falling back to zh) and es (falling back to en)', async () => {
    const names = async (culture: string) => {
      const res = await t.call<{ result: Array<Record<string, unknown>> }>('GET', '/seaFclPrice-list', { token: admin, culture, query: { filter: JSON.stringify({ pol: { eq: 'CNSHA' }, carrier: { eq: 'MAEU' } }), size: '1' } });
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      const row = res.body.data.result[0];
      return [row.polName, row.carrierName];
    };
    expect(await names('en-US')).toEqual(['Shanghai', 'Maersk']);
    expect(await names('zh-CN')).toEqual(['上海', '马士基']);
    expect(await names('zh-TW')).toEqual(['上海', '马士基']);
    expect(await names('es-ES')).toEqual(['Shanghai', 'Maersk']);
    expect((await update('carrier', await one('carrier', 'MAEU'), { nameTr: '馬士基', nameEs: 'Maersk España' })).body.success).toBe(true);
    expect(await names('zh-TW')).toEqual(['上海', '馬士基']);
    expect(await names('es-ES')).toEqual(['Shanghai', 'Maersk España']);
  });

  it('in the report views: name in the language of the administrator running the report', async () => {
    const { id } = await t.db.insertInto('report_sqls').values({ code: 'carrierNames', name: 'carrier names', sql_text: "SELECT code, name, name_en, name_zh FROM report_carriers WHERE code = 'COSU'" }).returning('id').executeTakeFirstOrThrow();
    const run = (culture: string) => t.call<{ rows: Array<Record<string, unknown>> }>('POST', '/reportSql/run', { token: admin, culture, ...form({ id, values: {} }) });
    const en = await run('en-US');
    expect(en.body.success, JSON.stringify(en.body)).toBe(true);
    expect(en.body.data.rows).toEqual([{ code: 'COSU', name: 'COSCO Shipping', name_en: 'COSCO Shipping', name_zh: '中远海运' }]);
    expect((await run('zh-CN')).body.data.rows[0].name).toBe('中远海运');
  });
});

describe('a deactivated code', () => {
  it('is refused for new use, naming the field (en, zh), while a record holding it keeps it', async () => {
    const kept = await t.call<Row>('POST', '/seaFclPrice', { token: admin, ...form(price('T-CODES-1', 'HLCU')) });
    expect(kept.body.success, JSON.stringify(kept.body)).toBe(true);
    expect((await update('carrier', await one('carrier', 'HLCU'), { active: false })).body.success).toBe(true);

    // Pickers ask for active codes only (the list's general filter).
    const offered = await t.call<{ result: Row[] }>('GET', '/carrier-list', { token: admin, query: { filter: JSON.stringify({ active: { eq: true }, mode: { eq: 'sea' } }), size: '50' } });
    expect(offered.body.data.result.map((r) => r.code)).not.toContain('HLCU');
    expect(offered.body.data.result.map((r) => r.code)).toContain('MAEU');

    const refused = await t.call('POST', '/seaFclPrice', { token: admin, culture: 'en-US', ...form(price('T-CODES-2', 'HLCU')) });
    expect(refused.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(refused.body)).toEqual([{ field: '/carrier', message: 'Carrier “HLCU” is deactivated: choose an active one.' }]);
    const zh = await t.call('POST', '/seaFclPrice', { token: admin, culture: 'zh-CN', ...form(price('T-CODES-2', 'HLCU')) });
    expect(errorsOf(zh.body)[0]).toMatchObject({ field: '/carrier', message: expect.stringContaining('已停用') });
    expect((await t.db.selectFrom('sea_fcl_prices').select('id').where('price_no', '=', 'T-CODES-2').execute()).length).toBe(0);

    // The record already holding it is still edited freely, and still reads its name.
    const row = kept.body.data;
    const edited = await update('seaFclPrice', row, { rate45G1: 1100 });
    expect(edited.body.success, JSON.stringify(edited.body)).toBe(true);
    expect(edited.body.data).toMatchObject({ carrier: 'HLCU', carrierName: 'Hapag-Lloyd' });
    // Moving another record onto it is new use.
    const other = await t.call<Row>('POST', '/seaFclPrice', { token: admin, ...form(price('T-CODES-3', 'MAEU')) });
    const moved = await update('seaFclPrice', other.body.data, { carrier: 'HLCU' });
    expect(errorsOf(moved.body).map((e) => e.field)).toEqual(['/carrier']);

    // Active again: usable again.
    expect((await update('carrier', await one('carrier', 'HLCU'), { active: true })).body.success).toBe(true);
    expect((await t.call('POST', '/seaFclPrice', { token: admin, ...form(price('T-CODES-2', 'HLCU')) })).body.success).toBe(true);
  });

  it('a code in use is not deleted: the refusal says where it is used and to deactivate it', async () => {
    const carrier = await one('carrier', 'MAEU');
    const res = await t.call('DELETE', '/carrier', { token: admin, culture: 'en-US', form: { ids: JSON.stringify([carrier.id]) } });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(res.body)[0].message).toMatch(/Carrier “MAEU” cannot be deleted: it is used in .+\. Deactivate it instead\./);
    expect(await one('carrier', 'MAEU')).toBeDefined();
    // A code of the library is written as text in records: still found, by kind.
    const usd = await t.db.selectFrom('code_entries').select('id').where('kind', '=', 'currency').where('code', '=', 'USD').executeTakeFirstOrThrow();
    const library = await t.call('DELETE', '/codeEntry', { token: admin, culture: 'zh-CN', form: { ids: JSON.stringify([usd.id]) } });
    expect(library.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(library.body).map((e) => e.message)).toContain('代码“USD”正在订舱中使用，不能删除，请改为停用。');
    expect((await t.db.selectFrom('code_entries').select('id').where('id', '=', usd.id).execute()).length).toBe(1);
    const fresh = await t.call<Row>('POST', '/codeEntry', { token: admin, ...form({ kind: 'currency', code: 'XTS', nameEn: 'Test currency' }) });
    expect((await t.call('DELETE', '/codeEntry', { token: admin, form: { ids: JSON.stringify([fresh.body.data.id]) } })).body.success).toBe(true);
    const unused = await one('equipmentType', '22R1');
    expect((await t.call('DELETE', '/equipmentType', { token: admin, form: { ids: JSON.stringify([unused.id]) } })).body.success).toBe(true);
  });
});
