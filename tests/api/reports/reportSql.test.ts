// SQL reports run read-only on the report views only: writes, DDL, a second statement, reads of
// sessions or password hashes, a runaway query and the role-reset trick are each refused with a
// message of the catalogue (never the database's text), nothing changes, and a parameter is bound
// as data (an injection string finds nothing and breaks nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin', 'admin1234', 'admin');
});
afterAll(() => t?.close());

interface Answer {
  columns: Array<{ field: string; title: string }>;
  rows: Array<Record<string, string | null>>;
  capped: boolean;
}

let seq = 0;
/** Saves a report straight into the table (as a stored one could be) so the runner's own guard is what refuses. */
async function stored(sqlText: string, params: Array<{ name: string; kind: string }> = []): Promise<number> {
  seq += 1;
  const { id } = await t.db.insertInto('report_sqls').values({ code: `t${seq}x`, name: `test ${seq}`, sql_text: sqlText }).returning('id').executeTakeFirstOrThrow();
  for (const [i, p] of params.entries()) await t.db.insertInto('report_sql_params').values({ parent_id: id, line_no: i + 1, name: p.name, kind: p.kind }).execute();
  return id;
}

const run = (id: number, values: Record<string, string> = {}, culture = 'en-US') => t.call<Answer>('POST', '/reportSql/run', { token: admin, culture, form: { data: JSON.stringify({ id, values }) } });

async function refusedWith(sqlText: string, fragment: RegExp, culture = 'en-US') {
  const res = await run(await stored(sqlText), {}, culture);
  expect(res.body.success, sqlText).toBe(false);
  expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  expect(res.body.message).toMatch(fragment);
  // The database's own words never reach the user.
  expect(JSON.stringify(res.body)).not.toMatch(/permission denied|syntax error at|read-only transaction|relation "|at or near|42501|25006/i);
  return res;
}

describe('reportSql: what a report may do', () => {
  it('runs the demo report with a date parameter, laid out by its template in the reader\u2019s language', async () => {
    const { id } = await t.db.selectFrom('report_sqls').select('id').where('code', '=', 'bookingsSince').executeTakeFirstOrThrow();
    const res = await run(id, { fromDate: '2000-01-01' });
    expect(res.body.success).toBe(true);
    expect(res.body.data.columns.map((c) => c.title)).toEqual(['Booking no.', 'Customer', 'Mode', 'Status', 'POL', 'POD', 'Declared value', 'Created']);
    expect(res.body.data.rows.length).toBeGreaterThan(0);
    // Both companies' bookings: the report views are the forwarder's view of the business.
    expect(new Set(res.body.data.rows.map((r) => r.customer_name))).toEqual(new Set(['Demo Trading Co.', 'Acme Imports Ltd.']));
    const zh = await run(id, { fromDate: '2000-01-01' }, 'zh-CN');
    expect(zh.body.data.columns[0].title).toBe('订舱号');
    // A date in the future finds nothing.
    expect((await run(id, { fromDate: '2999-01-01' })).body.data.rows).toEqual([]);
  });

  it('binds a parameter: an injection string is data', async () => {
    const id = await stored('SELECT code, name FROM report_carriers WHERE code = $1', [{ name: 'carrier', kind: 'string' }]);
    const found = await run(id, { carrier: 'MAEU' });
    expect(found.body.data.rows).toHaveLength(1);
    for (const hostile of ["MAEU' OR '1'='1", "x'; DROP TABLE bookings; --", "' UNION SELECT account, password_hash FROM users --"]) {
      const res = await run(id, { carrier: hostile });
      expect(res.body.success, hostile).toBe(true);
      expect(res.body.data.rows).toEqual([]);
    }
    expect(Number((await t.db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);
  });

  it('checks parameter values by kind and names the parameter', async () => {
    const id = await stored('SELECT booking_no FROM report_bookings WHERE created_at >= $1::date', [{ name: 'fromDate', kind: 'date' }]);
    for (const bad of ['2026-02-30', 'yesterday', '']) {
      const res = await run(id, { fromDate: bad });
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      expect(res.body.data).toMatchObject({ errors: [expect.objectContaining({ field: '/values/fromDate' })] });
    }
    // Sent by position (the run dialog's p1 … p5), the error is under that field.
    const positional = await t.call('POST', '/reportSql/run', { token: admin, culture: 'en-US', form: { data: JSON.stringify({ id, p1: '2026-13-01' }) } });
    expect(positional.body.data).toMatchObject({ errors: [{ field: '/p1', message: 'fromDate must be a date (YYYY-MM-DD).' }] });
    const zh = await t.call('POST', '/reportSql/run', { token: admin, culture: 'zh-CN', form: { data: JSON.stringify({ id, values: { fromDate: 'x' } }) } });
    expect(JSON.stringify(zh.body)).toContain('必须是日期');
  });

  it('refuses writes and DDL, and changes nothing', async () => {
    const before = await t.db.selectFrom('customers').select(['id', 'name']).orderBy('id').execute();
    await refusedWith("UPDATE customers SET name = 'x'", /only read/);
    await refusedWith('DELETE FROM bookings', /only read/);
    await refusedWith('DROP TABLE bookings', /only read/);
    await refusedWith('CREATE TABLE evil (a int)', /only read/);
    await refusedWith("WITH x AS (UPDATE customers SET name = 'x' RETURNING id) SELECT * FROM x", /./);
    await refusedWith("SELECT * FROM report_customers FOR UPDATE", /./);
    expect(await t.db.selectFrom('customers').select(['id', 'name']).orderBy('id').execute()).toEqual(before);
    expect(await t.db.selectFrom('bookings').select('id').limit(1).execute()).toHaveLength(1);
  });

  it('refuses a second statement, also one hidden after a comment', async () => {
    await refusedWith('SELECT 1; DELETE FROM bookings', /one statement/);
    await refusedWith("SELECT 1 /* ; */ ; SELECT password_hash FROM users", /one statement/);
    // A `;` inside a string is text, and one closing `;` is fine.
    const ok = await run(await stored("SELECT ';' AS semi, 'a--b' AS dashes;"));
    expect(ok.body.data.rows).toEqual([{ semi: ';', dashes: 'a--b' }]);
  });

  it('refuses reads of sessions, users and their password hashes, and of any table outside the views', async () => {
    await refusedWith('SELECT account, password_hash FROM users', /report views/);
    await refusedWith('SELECT * FROM sessions', /report views/);
    await refusedWith('SELECT * FROM login_attempts', /report views/);
    await refusedWith('SELECT * FROM bookings', /report views/);
    await refusedWith("SELECT query_to_xml('SELECT password_hash FROM users', true, false, '')", /report views/);
    await refusedWith('SELECT rolpassword FROM pg_authid', /report views/);
    // Resetting the role mid-query to get the app's rights back is refused too.
    await refusedWith("SELECT set_config('role', 'none', true), query_to_xml('SELECT password_hash FROM users', true, false, '')", /report views/);
  });

  it('refuses a query past the time limit', async () => {
    await refusedWith('SELECT count(*) FROM generate_series(1, 2000000000) g', /too long|time/);
    await refusedWith('SELECT pg_sleep(30)', /report views|time/);
    await refusedWith('WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n', /Recursive/);
  });

  it('caps the rows', async () => {
    const res = await run(await stored('SELECT g FROM generate_series(1, 5000) g'));
    expect(res.body.data.rows).toHaveLength(2000);
    expect(res.body.data.capped).toBe(true);
  });

  it('speaks the user\u2019s language when it refuses', async () => {
    await refusedWith('SELECT * FROM sessions', /报表只能读取报表视图/, 'zh-CN');
    await refusedWith('DELETE FROM bookings', /Un informe solo puede leer/, 'es-ES');
  });

  it('refuses to save a report that writes or names an undeclared parameter', async () => {
    const save = (sqlText: string) => t.call('POST', '/reportSql', { token: admin, form: { data: JSON.stringify({ code: `s${++seq}x`, name: 'x', sqlText }) } });
    for (const sqlText of ['DELETE FROM bookings', 'SELECT 1; SELECT 2', 'SELECT $2::int']) {
      const res = await save(sqlText);
      expect(res.body.exceptioncode, sqlText).toBe(ExceptionCode.InvalidInput);
      expect(res.body.data).toMatchObject({ errors: [expect.objectContaining({ field: '/sqlText' })] });
    }
  });

  it('is for administrators with the reportSql menu only', async () => {
    const demo = await t.login('demo', 'demo1234');
    const res = await t.call('POST', '/reportSql/run', { token: demo, form: { data: JSON.stringify({ code: 'bookingsSince', values: { fromDate: '2000-01-01' } }) } });
    expect(res.body.success).toBe(false);
    expect([ExceptionCode.Forbidden, ExceptionCode.SessionExpired]).toContain(res.body.exceptioncode);
  });

  it('exports the laid-out result as an xlsx file', async () => {
    const res = await t.call<{ file: { fileName: string; base64: string }; rowCount: number }>('POST', '/reportSql/exportXlsx', { token: admin, culture: 'en-US', form: { data: JSON.stringify({ code: 'bookingsSince', p1: '2000-01-01' }) } });
    expect(res.body.success).toBe(true);
    expect(res.body.data.file.fileName).toBe('bookingsSince.xlsx');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.body.data.file.base64, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Booking no.');
    expect(sheet.rowCount).toBe(res.body.data.rowCount + 1);
  });

  it('binds a report only to an administrator\u2019s menu', async () => {
    const bind = (menuCd: string) => t.call('POST', '/menuReport', { token: admin, culture: 'en-US', form: { data: JSON.stringify({ menuCd, reportCode: 'bookingsSince' }) } });
    const bad = await bind('setAddress');
    expect(bad.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(JSON.stringify(bad.body)).toContain("administrator's menu");
    expect((await bind('reportSql')).body.success).toBe(true);
  });
});
