// Issue 16 in Chromium, en and zh: an administrator writes a SQL report with a date parameter on
// reportSql, binds it to a menu on menuReport, opens that menu, runs the report there with a date
// (its "Reports (n)" button, the parameter form, rows in the result) and exports it (the saved xlsx
// holds the rows shown). And the merchants screen (customermerchant): every company's merchants, and a
// new one written for a company picked by name.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GridDriver } from './renderer/gridDriver';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

async function openScreen(page: Page, path: string, name: string): Promise<GridDriver> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector(`[data-page="${name}"] [data-block="grid"] [data-testid="data-grid-canvas"]`);
  return new GridDriver(page, { widths: [], rowHeight: 36 });
}

async function save(page: Page): Promise<void> {
  await page.click('[data-dialog="form"] button[data-form="save"]');
  await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });
}

/** The menu each language's run binds its report to (an administrator's screen without reports). */
const CASES = [
  { language: 'en', menu: 'auditLog', path: '/systemmanager/auditLog', title: 'From date', button: 'Reports (1)' },
  { language: 'zh', menu: 'afficheType', path: '/systemmanager/afficheType', title: '起始日期', button: '报表 (1)' },
] as const;

describe('a report bound to a menu', () => {
  for (const c of CASES) {
    it(`is written, bound, run on its menu with a date and exported (${c.language})`, async () => {
      const code = `bound${c.language}${Date.now() % 100000}`;
      const page = await openPage(shared.browser, { language: c.language, baseUrl, width: 1600, height: 900 });
      await signIn(page, baseUrl, 'admin', 'admin1234', 'admin', null);
      await openScreen(page, '/reportManager/reportSql', 'reportSql');
      await page.click('[data-block="grid"] button[data-action="create"]');
      await page.waitForSelector('[data-dialog="form"] #root_code');
      await page.fill('#root_code', code);
      await page.fill('#root_name', 'Bookings created since a date');
      await page.fill('#root_nameLocal', '某日以来创建的订舱');
      await page.fill('#root_sqlText', 'SELECT booking_no, customer_name, status\nFROM report_bookings\nWHERE created_at >= $1::date AND booking_no IS NOT NULL\nORDER BY booking_no');
      await page.locator('[data-dialog="form"] [data-line-action="add"]').first().click();
      await page.fill('[data-dialog="form"] [data-line="0"][data-col="name"]', 'fromDate');
      await page.selectOption('[data-dialog="form"] select[data-line="0"][data-col="kind"]', 'date');
      await page.fill('[data-dialog="form"] [data-line="0"][data-col="title"]', c.title);
      await save(page);

      await openScreen(page, '/reportManager/menuReport', 'menuReport');
      await page.click('[data-block="grid"] button[data-action="create"]');
      await page.waitForSelector('[data-dialog="form"] #root_menuCd');
      await page.fill('#root_menuCd', c.menu);
      const combo = page.locator('[data-dialog="form"] #root_reportCode');
      await combo.click();
      await combo.fill(code);
      await page.getByRole('option', { name: new RegExp(code) }).first().click();
      await save(page);

      // The bound menu's own screen offers it.
      await openScreen(page, c.path, c.menu);
      const button = page.locator(`[data-page="${c.menu}"] [data-menu-reports]`);
      await button.waitFor();
      expect((await button.textContent())?.trim()).toBe(c.button);
      await button.click();
      await page.locator(`[data-menu-report="${code}"]`).click();
      const dialog = page.locator(`[data-dialog="report-${code}"]`);
      await dialog.locator('#root_p1').waitFor();
      // Only the declared parameter, titled as written, as a date input.
      expect(await dialog.locator('#root_p1').getAttribute('type')).toBe('date');
      expect(await dialog.locator('input[id^="root_p"]').count()).toBe(1);
      expect(await dialog.textContent()).toContain(c.title);
      await screenshot(page, `bound-report-form-${c.language}`);
      await dialog.locator('#root_p1').fill('2000-01-01');
      await dialog.locator('button[type="submit"]').click();
      const result = dialog.locator('[data-action-result]');
      await result.waitFor();
      expect(await result.locator('th').allTextContents()).toEqual(['booking_no', 'customer_name', 'status']);
      const lines = result.locator('[data-result-line]');
      expect(await lines.count()).toBeGreaterThan(0);
      const firstRow = await lines.first().locator('td').allTextContents();
      await screenshot(page, `bound-report-result-${c.language}`);

      const [download] = await Promise.all([page.waitForEvent('download'), dialog.locator('[data-report-export]').click()]);
      expect(download.suggestedFilename()).toBe(`${code}.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet.getRow(1).values).toEqual([undefined, 'booking_no', 'customer_name', 'status']);
      expect(sheet.getRow(2).values).toEqual([undefined, ...firstRow]);
      expect(sheet.rowCount).toBe((await lines.count()) + 1);
      await screenshot(page, `bound-report-exported-${c.language}`);
      await page.context().close();
    });
  }

  it('is not offered on a screen of a menu without bound reports', async () => {
    const page = await openPage(shared.browser, { language: 'en', baseUrl, width: 1600, height: 900 });
    await signIn(page, baseUrl, 'admin', 'admin1234', 'admin', null);
    await openScreen(page, '/systemmanager/roleManager', 'roleManager');
    // The list call has answered once the grid drew; give the button a moment it must not use.
    await page.waitForTimeout(800);
    expect(await page.locator('[data-menu-reports]').count()).toBe(0);
    await page.context().close();
  });
});

describe('customer merchants screen', () => {
  for (const language of ['en', 'zh'] as const) {
    it(`lists every company's merchants and writes one for a company (${language})`, async () => {
      const page = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 900 });
      await signIn(page, baseUrl, 'admin', 'admin1234', 'admin', null);
      const grid = await openScreen(page, '/systemmanager/customermerchant', 'customermerchant');
      // The seven demo merchants of both companies (and any an earlier run wrote).
      await page.waitForFunction(() => Number(document.querySelector('[data-block="grid"] [data-grid-rows]')?.getAttribute('data-grid-rows')) >= 7);
      expect(new Set(await grid.column(0))).toEqual(new Set(['Demo Trading Co.', 'Acme Imports Ltd.']));
      await screenshot(page, `merchants-grid-${language}`);
      const code = `M-E2E-${language.toUpperCase()}${Date.now() % 1000}`;
      await page.click('[data-block="grid"] button[data-action="create"]');
      await page.waitForSelector('[data-dialog="form"] #root_customerId');
      // The company is picked from the customer companies by name.
      const company = page.locator('[data-dialog="form"] #root_customerId');
      await company.click();
      await company.fill('Demo Trading');
      await page.getByRole('option', { name: /Demo Trading Co\./ }).first().click();
      await page.fill('#root_code', code);
      await page.fill('#root_name', 'Xiamen Seaside Ceramics Co., Ltd.');
      await page.fill('#root_country', 'CN');
      await screenshot(page, `merchants-form-${language}`);
      await save(page);
      await page.fill('[data-block="filter"] input[name="filter-code"]', code);
      await page.click('[data-block="filter"] button[data-filter="search"]');
      await grid.waitRows(1);
      await grid.waitColumn(1, [code]);
      await grid.waitColumn(0, ['Demo Trading Co.']);
      await screenshot(page, `merchants-created-${language}`);
      await page.context().close();
    });
  }
});
