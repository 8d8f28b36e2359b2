// Issue 16 (content and reports) in Chromium. An administrator publishes an announcement for all
// customers on saffiche and a customer sees it on the dashboard (the signed-in home), in English, and a
// signed-out visitor on the public home page (en and zh); an
// administrator writes a SQL report with a date parameter on reportSql, binds it to a menu on
// menuReport, runs it (rows in the result table) and exports it (an xlsx file is saved), in Chinese;
// a booking form shows its mode's precautions as markdown.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GridDriver } from './renderer/gridDriver';
import { chooseOption } from './renderer/formDriver';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const MINI_ROW = 36;
const shared = browserForFile();

async function openScreen(page: Page, path: string, name: string): Promise<GridDriver> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector(`[data-page="${name}"] [data-block="grid"] [data-testid="data-grid-canvas"]`);
  return new GridDriver(page, { widths: [], rowHeight: MINI_ROW });
}

async function pickReference(page: Page, field: string, text: string): Promise<void> {
  const combo = page.locator(`[data-dialog="form"] #root_${field}`);
  await combo.click();
  await combo.fill(text);
  const option = page.getByRole('option', { name: new RegExp(text) }).first();
  await option.waitFor();
  await option.click();
}

async function save(page: Page): Promise<void> {
  await page.click('[data-dialog="form"] button[data-form="save"]');
  await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });
}

/** Local wall time for a datetime-local input, `minutes` from now. */
const localInput = (minutes: number) => {
  const d = new Date(Date.now() + minutes * 60_000 - new Date().getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

describe('announcements', () => {
  it('an administrator publishes one and a customer sees it on the dashboard (en)', async () => {
    const title = `Rail terminal Duisburg closed on Sunday ${Date.now() % 100000}`;
    const admin = await openPage(shared.browser, { language: 'en', baseUrl, width: 1600, height: 900 });
    await signIn(admin, baseUrl, 'admin', 'admin1234', 'admin', null);
    await openScreen(admin, '/systemmanager/saffiche', 'saffiche');
    await admin.click('[data-block="grid"] button[data-action="create"]');
    await admin.waitForSelector('[data-dialog="form"] #root_title');
    await pickReference(admin, 'typeCode', 'Schedule');
    await admin.fill('#root_title', title);
    await admin.fill('#root_content', 'Plan pick-ups for Monday.');
    await admin.fill('#root_startsAt', localInput(-10));
    await admin.fill('#root_endsAt', localInput(60 * 24 * 3));
    await chooseOption(admin, 'audience', 'All customers');
    await admin.fill('#root_priority', '6');
    await screenshot(admin, 'content-announcement-form-en');
    await save(admin);
    await admin.context().close();

    const customer = await openPage(shared.browser, { language: 'en', baseUrl, width: 1600, height: 900 });
    await signIn(customer, baseUrl, 'acme', 'acme1234');
    const card = customer.locator('[data-testid="dashboard-announcements"]');
    await card.getByText(title).waitFor();
    // Priority 6 comes before the demo's priority 5 announcement.
    expect(await card.locator('[data-announcement]').first().textContent()).toContain(title);
    await screenshot(customer, 'content-dashboard-announcement-en');
    await customer.context().close();

    // A visitor without a session sees it on the public home page too (en, and the demo's in zh).
    for (const language of ['en', 'zh'] as const) {
      const visitor = await openPage(shared.browser, { language, baseUrl, width: 1366, height: 800 });
      await visitor.goto(`${baseUrl}/home`);
      const home = visitor.locator('[data-testid="home-announcements"]');
      await home.getByText(language === 'en' ? title : '鹿特丹港拥堵').first().waitFor();
      expect(await home.textContent()).not.toContain('contract rates');
      await screenshot(visitor, `content-home-announcement-${language}`);
      await visitor.context().close();
    }
  });
});

describe('SQL reports', () => {
  it('an administrator writes a report with a date parameter, binds it to a menu, runs and exports it (zh)', async () => {
    const code = `since${Date.now() % 100000}`;
    const page = await openPage(shared.browser, { language: 'zh', baseUrl, width: 1600, height: 900 });
    await signIn(page, baseUrl, 'admin', 'admin1234', 'admin', null);
    const grid = await openScreen(page, '/reportManager/reportSql', 'reportSql');
    await page.click('[data-block="grid"] button[data-action="create"]');
    await page.waitForSelector('[data-dialog="form"] #root_code');
    await page.fill('#root_code', code);
    await page.fill('#root_name', 'Bookings per status since a date');
    await page.fill('#root_nameLocal', '某日以来各状态订舱数');
    await page.fill('#root_sqlText', 'SELECT status, count(*) AS bookings\nFROM report_bookings\nWHERE created_at >= $1::date\nGROUP BY status\nORDER BY status');
    // One parameter line: fromDate, a date.
    await page.locator('[data-dialog="form"] [data-line-action="add"]').first().click();
    await page.fill('[data-dialog="form"] [data-line="0"][data-col="name"]', 'fromDate');
    await page.selectOption('[data-dialog="form"] select[data-line="0"][data-col="kind"]', 'date');
    await page.fill('[data-dialog="form"] [data-line="0"][data-col="title"]', '起始日期');
    await screenshot(page, 'content-report-form-zh');
    await save(page);

    // Bind it to the reportSql menu.
    await openScreen(page, '/reportManager/menuReport', 'menuReport');
    await page.click('[data-block="grid"] button[data-action="create"]');
    await page.waitForSelector('[data-dialog="form"] #root_menuCd');
    await page.fill('#root_menuCd', 'reportSql');
    await pickReference(page, 'reportCode', code);
    await save(page);

    // Run it with a date long ago: every booking counts.
    await openScreen(page, '/reportManager/reportSql', 'reportSql');
    await page.fill('[data-block="filter"] input[name="filter-code"]', code);
    await page.click('[data-block="filter"] button[data-filter="search"]');
    await grid.waitRows(1);
    await grid.rowMenuAction(0, 'run');
    const dialog = page.locator('[data-dialog="action-run"]');
    // Only the declared parameter, with its title, as a date input (not p1 … p5 as text).
    await dialog.locator('#root_p1').waitFor();
    expect(await dialog.locator('#root_p1').getAttribute('type')).toBe('date');
    expect(await dialog.locator('input[id^="root_p"]').count()).toBe(1);
    expect(await dialog.textContent()).toContain('起始日期');
    await screenshot(page, 'content-report-run-dialog-zh');
    await dialog.locator('#root_p1').fill('2000-01-01');
    await dialog.locator('button[type="submit"]').click();
    const result = dialog.locator('[data-action-result]');
    await result.waitFor();
    expect(await result.locator('th').allTextContents()).toEqual(['status', 'bookings']);
    expect(await result.locator('[data-result-line]').count()).toBeGreaterThan(0);
    await screenshot(page, 'content-report-run-zh');
    // A missing date is refused under its field in Chinese (a date input cannot hold a non-date; the
    // server's refusal of one is in tests/api/reports/reportSql.test.ts).
    await dialog.locator('#root_p1').fill('');
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(async () => (await dialog.textContent()) ?? '').toContain('请填写 起始日期。');
    await screenshot(page, 'content-report-missing-date-zh');
    await dialog.locator('#root_p1').press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await grid.rowMenuAction(0, 'exportXlsx');
    const exportDialog = page.locator('[data-dialog="action-exportXlsx"]');
    await exportDialog.locator('#root_p1').fill('2000-01-01');
    const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.locator('button[type="submit"]').click()]);
    expect(download.suggestedFilename()).toBe(`${code}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, 'status', 'bookings']);
    await screenshot(page, 'content-report-exported-zh');
    await page.context().close();
  });
});

describe('booking notes', () => {
  it('the sea booking form shows the sea precautions as markdown, in Chinese', async () => {
    const page = await openPage(shared.browser, { language: 'zh', baseUrl, width: 1600, height: 900 });
    await signIn(page, baseUrl, 'demo', 'demo1234');
    // A booking of the Shanghai - Hamburg lane (as a price's Book link opens it): the mode's notes and the lane's.
    await page.goto(`${baseUrl}/myOrder/seaBooking?pol=CNSHA&pod=DEHAM`);
    const notes = page.locator('[data-notes="bookingNote"]');
    await notes.waitFor();
    expect(await notes.locator('strong').first().textContent()).toBe('VGM');
    expect(await notes.textContent()).toContain('危险品');
    // Headings in the reader's language too (issue 41), not the English ones.
    const titles = () => notes.locator('[data-note] .fui-MessageBarTitle').allTextContents();
    await expect.poll(titles).toEqual(['海运：VGM 与危险品', '上海—汉堡：冬季附加费']);
    await screenshot(page, 'content-booking-notes-zh');
    // Another lane: the lane's note is not shown there.
    await page.goto(`${baseUrl}/myOrder/seaBooking?pol=CNSHA&pod=USLAX`);
    await page.locator('input#root_pod').waitFor();
    await expect.poll(titles).toEqual(['海运：VGM 与危险品']);
    await page.context().close();
  });
});
