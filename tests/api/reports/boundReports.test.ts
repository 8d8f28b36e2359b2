// Reports bound to a menu (menuReport, issue 16) on that menu's screen: boundReports lists the reports
// of a menu the caller is granted (with their typed parameters, named in the reader's language), and
// runs or exports one read-only with its parameters bound. Refused: a menu the caller is not granted,
// a report not bound to the menu named, a bad parameter (under its p<n>), and any customer at all —
// the report views span every company, so reports bind to administrators' menus only.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/passwords';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

const t = await createTestContext();
afterAll(() => t.close());
const [admin, demo] = await Promise.all([t.login('admin', 'admin1234', 'admin'), t.login('demo', 'demo1234')]);

type Listed = { menuCd: string; reports: Array<{ code: string; name: string; params: Array<{ name: string; kind: string; title: string }> }> };
type Answer = { columns: Array<{ field: string; title: string }>; rows: Array<Record<string, string | null>>; rowCount: number; capped: boolean };
type Exported = { file: { fileName: string; mediaType: string; base64: string }; rowCount: number };

const listed = (menuCd: string, token = admin, culture = 'en-US') => t.call<Listed>('GET', '/boundReports', { token, culture, query: { menuCd } });
const run = (form: Record<string, string>, token = admin, culture = 'en-US') => t.call<Answer>('POST', '/boundReports/run', { token, culture, form });
const exported = (form: Record<string, string>, token = admin) => t.call<Exported>('POST', '/boundReports/exportXlsx', { token, culture: 'en-US', form });

/** An administrator whose only role grants System Management → Code library (dataMaintain), signed in. */
async function codeLibraryAdmin(): Promise<string> {
  const role = await t.call<{ id: number }>('POST', '/role', { token: admin, form: { data: JSON.stringify({ roleCd: 'ADM_CODES_ONLY', name: 'Code library only', audience: 'admin' }) } });
  expect(role.body.success, JSON.stringify(role.body)).toBe(true);
  const set = await t.call('POST', '/role/setGrants', { token: admin, form: { data: JSON.stringify({ id: role.body.data.id, grants: 'systemmanager,dataMaintain' }) } });
  expect(set.body.success, JSON.stringify(set.body)).toBe(true);
  await t.db
    .insertInto('users')
    .values({ account: 'adm.codes', password_hash: await hashPassword('secret123'), real_name: 'Codes', nick_name: '', saler: '', email: '', phone: '', is_active: true, customer_id: null, cus_role_id: role.body.data.id, user_type: 'admin' })
    .execute();
  return t.login('adm.codes', 'secret123', 'admin');
}
const codesOnly = await codeLibraryAdmin();

describe('boundReports', () => {
  it('lists the reports bound to a menu with their typed parameters, named in the reader\u2019s language', async () => {
    const en = await listed('reportSql');
    expect(en.body.success, JSON.stringify(en.body)).toBe(true);
    expect(en.body.data).toEqual({ menuCd: 'reportSql', reports: [{ code: 'bookingsSince', name: 'Bookings since a date', params: [{ name: 'fromDate', kind: 'date', title: 'From date' }] }] });
    expect((await listed('reportSql', admin, 'zh-CN')).body.data.reports[0].name).toBe('某日期以来的订舱');
    // A menu without bound reports lists none.
    expect((await listed('auditLog')).body.data.reports).toEqual([]);
  });

  it('lists and runs only on a menu the caller is granted', async () => {
    expect((await listed('dataMaintain', codesOnly)).body.data.reports.map((r) => r.code)).toEqual(['bookingsByStatus']);
    const notGranted = await listed('reportSql', codesOnly);
    expect(notGranted.status).toBe(403);
    expect(notGranted.body.exceptioncode).toBe(ExceptionCode.Forbidden);
    expect((await run({ menuCd: 'reportSql', code: 'bookingsSince', p1: '2000-01-01' }, codesOnly)).status).toBe(403);
    expect((await run({ menuCd: 'dataMaintain', code: 'bookingsByStatus' }, codesOnly)).body.success).toBe(true);
  });

  it('refuses every customer, whatever the menu, and a customer menu cannot be bound', async () => {
    for (const menuCd of ['reportSql', 'dataMaintain', 'bilingList']) {
      expect((await listed(menuCd, demo)).status).toBe(403);
      expect((await run({ menuCd, code: 'bookingsSince', p1: '2000-01-01' }, demo)).status).toBe(403);
      expect((await exported({ menuCd, code: 'bookingsSince', p1: '2000-01-01' }, demo)).status).toBe(403);
    }
    // The views span companies: binding a report to a customer's menu is refused, so no customer ever sees one.
    const bind = await t.call('POST', '/menuReport', { token: admin, culture: 'en-US', form: { data: JSON.stringify({ menuCd: 'bilingList', reportCode: 'bookingsByStatus' }) } });
    expect(bind.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(bind.body)[0].message).toContain("only to an administrator's menu");
  });

  it('runs a bound report with its date parameter over every company, laid out by its template', async () => {
    const res = await run({ menuCd: 'reportSql', code: 'bookingsSince', p1: '2000-01-01' });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data.columns.map((c) => c.title)).toEqual(['Booking no.', 'Customer', 'Mode', 'Status', 'POL', 'POD', 'Declared value', 'Created']);
    expect(res.body.data.rowCount).toBe(res.body.data.rows.length);
    expect(new Set(res.body.data.rows.map((r) => r.customer_name))).toEqual(new Set(['Demo Trading Co.', 'Acme Imports Ltd.']));
    expect((await run({ menuCd: 'reportSql', code: 'bookingsSince', p1: '2999-01-01' })).body.data.rows).toEqual([]);
  });

  it('refuses a report not bound to the menu named, and a bad or missing parameter under its p<n>', async () => {
    expect((await run({ menuCd: 'reportSql', code: 'bookingsByStatus' })).body.exceptioncode).toBe(ExceptionCode.NotFound);
    expect((await run({ menuCd: 'reportSql', code: 'noSuchReport' })).body.exceptioncode).toBe(ExceptionCode.NotFound);
    const badDate = await run({ menuCd: 'reportSql', code: 'bookingsSince', p1: '2026-02-30' }, admin, 'zh-CN');
    expect(badDate.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(badDate.body).map((e) => e.field)).toEqual(['/p1']);
    expect(errorsOf(badDate.body)[0].message).toMatch(/[\u4e00-\u9fff]/);
    expect(errorsOf((await run({ menuCd: 'reportSql', code: 'bookingsSince' })).body).map((e) => e.field)).toEqual(['/p1']);
    // Unknown fields and malformed names are refused before anything runs.
    expect((await run({ menuCd: 'reportSql', code: 'bookingsSince', p1: '2000-01-01', sqlText: 'DELETE FROM users' })).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect((await run({ menuCd: "reportSql' OR '1'='1", code: 'bookingsSince' })).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it('binds a string parameter: an injection string is data', async () => {
    const bind = await t.call('POST', '/menuReport', { token: admin, form: { data: JSON.stringify({ menuCd: 'reportSql', reportCode: 'departuresOfCarrier', sno: 2 }) } });
    expect(bind.body.success, JSON.stringify(bind.body)).toBe(true);
    expect((await listed('reportSql')).body.data.reports.map((r) => r.code)).toEqual(['bookingsSince', 'departuresOfCarrier']);
    const users = async () => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM users`.execute(t.db)).rows[0].n);
    const before = await users();
    const res = await run({ menuCd: 'reportSql', code: 'departuresOfCarrier', p1: "x' OR '1'='1'; DELETE FROM users; --" });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data.rows).toEqual([]);
    expect(await users()).toBe(before);
  });

  it('exports the bound report as an xlsx file holding the rows the run shows', async () => {
    const shown = (await run({ menuCd: 'reportSql', code: 'bookingsSince', p1: '2000-01-01' })).body.data;
    const res = await exported({ menuCd: 'reportSql', code: 'bookingsSince', p1: '2000-01-01' });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data.file.fileName).toBe('bookingsSince.xlsx');
    expect(res.body.data.rowCount).toBe(shown.rowCount);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.body.data.file.base64, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Booking no.');
    expect(sheet.rowCount).toBe(shown.rowCount + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(shown.rows[0].booking_no);
  });
});
