// Issue 15 (billing) in Chromium, as a new customer would: filter the charge lines by currency and read
// the totals of the filtered rows under the grid (summed exactly by the server); open a bill from the
// bill list, export it to xlsx (the file is opened and checked against the page) and see the clean
// print view; save a period's statement (both files come by the call action's one `result.file`);
// and, signed out, open the public sea bill fee pages by B/L number and arrival-notice code: fees,
// the same in RMB, where to collect; a wrong code shows the refusal. In en and zh.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GridDriver } from './renderer/gridDriver';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

/** The demo bills' B/L numbers follow the seed: F9SHA + company + yymm of the seeding day + bill number. */
const yymm = new Date().toISOString().slice(2, 7).replace('-', '');
const DEMO_OVERDUE_BL = `F9SHADEMO${yymm}002`;
const DEMO_OVERDUE_CODE = 'P4X8N2';

/** The sums under a grid (by its block id; kept-alive tabs keep other pages' grids in the document). */
async function summary(page: Page, grid = 'grid'): Promise<Record<string, Record<string, string>>> {
  await page.waitForSelector(`[data-grid-summary="${grid}"][data-summary-ready="true"]`);
  return page.$$eval(`[data-grid-summary="${grid}"] [data-summary-group]`, (rows) =>
    Object.fromEntries(
      rows.map((r) => [
        r.getAttribute('data-summary-group') ?? '',
        Object.fromEntries([...r.querySelectorAll('[data-summary-field]')].map((c) => [c.getAttribute('data-summary-field') ?? '', c.textContent ?? ''])),
      ]),
    ),
  );
}

async function filterCurrency(page: Page, currency: string): Promise<void> {
  await page.fill('[name="filter-currency"]', currency);
  await page.click('[data-filter="search"]');
  await page.waitForFunction((c) => {
    const groups = [...document.querySelectorAll('[data-grid-summary] [data-summary-group]')].map((r) => r.getAttribute('data-summary-group'));
    return groups.length === 1 && groups[0] === c;
  }, currency);
}

/**
 * Opens the newest of the demo's seeded bills (INVD…) through its row menu; answers the detail's bill
 * number. Filtered by number: other files on the same server (the journeys) bill the demo today too.
 */
async function openFirstBill(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/onlineBiling/bilingList`);
  await page.waitForSelector('[data-block="grid"] [data-grid-rows]');
  await page.fill('[name="filter-billNo"]', 'INVD');
  await page.click('[data-filter="search"]');
  const grid = new GridDriver(page, { widths: [150], rowHeight: 36 });
  await expect.poll(() => grid.cellText(0, 0)).toMatch(/^INVD/);
  await grid.rowAction(0, 'open');
  await page.waitForURL(/\/onlineBiling\/bilingDetail\?id=\d+/);
  await page.waitForSelector('[data-block="detail"] [data-field="billNo"]');
  return (await page.textContent('[data-block="detail"] [data-field="billNo"]')) ?? '';
}

/** Clicks an action whose answer is a file (`result.file`): saved at once, its dialog says so; closed after. */
async function saveThrough(page: Page, click: () => Promise<void>, dialogId: string, shot: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const result = page.locator(`[data-dialog="action-${dialogId}"] [data-action-result]`);
  await result.waitFor();
  // The one file mechanism: the message names the file, and a button saves it again.
  expect(await result.textContent()).toContain(download.suggestedFilename());
  expect(await result.locator(`[data-result-file="${download.suggestedFilename()}"]`).count()).toBe(1);
  await screenshot(page, shot);
  // Pressed on the dialog: after a form's submit the focus is no longer in it.
  await page.locator(`[data-dialog="action-${dialogId}"]`).press('Escape');
  await page.locator(`[data-dialog="action-${dialogId}"]`).waitFor({ state: 'detached' });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  return { name: download.suggestedFilename(), sheet: workbook.worksheets[0] };
}

const exportBill = (page: Page, shot: string) => saveThrough(page, () => page.click('[data-block="actions"] [data-action="exportXlsx"]'), 'exportXlsx', shot);

describe('online billing', () => {
  it('filters the charge lines and reads the totals per currency of the filtered rows; opens a bill, exports it and prints it (en)', async () => {
    const page = await openPage(shared.browser, { language: 'en', baseUrl, width: 1600, height: 1000 });
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', `/onlineBiling/expensesList`);
    const all = await summary(page);
    expect(Object.keys(all).sort()).toEqual(['CNY', 'EUR', 'USD']);
    await screenshot(page, 'billing-expenses-en');
    await filterCurrency(page, 'EUR');
    // The EUR lines: 3,200.00 + 210.40 + 35.10 + 2 × 245.35 + 480.00, and their 19 % taxes rounded per line.
    expect(await summary(page)).toEqual({ EUR: { amount: '4,416.20', tax: '231.08' } });
    await page.waitForSelector('[data-block="grid"] [data-grid-rows="5"]');
    expect(await page.textContent('[data-grid-summary]')).toContain('Totals of the filtered rows');
    await screenshot(page, 'billing-expenses-eur-en');

    const billNo = await openFirstBill(page);
    expect(billNo).toMatch(/^INVD\d{4}-\d{3}$/);
    const total = (await page.textContent('[data-block="detail"] [data-field="total"]')) ?? '';
    const currency = (await page.textContent('[data-block="detail"] [data-field="currency"]')) ?? '';
    // The bill's total is the sum of its lines (amount + tax) shown under them.
    const lineSums = (await summary(page, 'lines'))[currency];
    const cents = (s: string) => Math.round(Number(s.replace(/,/g, '')) * 100);
    expect(cents(lineSums.amount) + cents(lineSums.tax)).toBe(cents(total));
    await screenshot(page, 'billing-detail-en');

    const file = await exportBill(page, 'billing-export-saved-en');
    expect(file.name).toBe(`${billNo}.xlsx`);
    const rows: unknown[][] = [];
    file.sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Bill', billNo]);
    const totalRow = rows.find((r) => String(r[9] ?? '') === `Total (${currency})`);
    expect(totalRow?.[10]).toBe(cents(total) / 100);
    expect(rows.some((r) => r[0] === 'Status')).toBe(true);

    // The print view: only the bill, no sidebar, navbar or buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.isVisible('[data-testid="sidebar"]')).toBe(false);
    expect(await page.isVisible('[data-testid="navbar"]')).toBe(false);
    expect(await page.isVisible('[data-block="actions"]')).toBe(false);
    expect(await page.isVisible('[data-block="detail"]')).toBe(true);
    await screenshot(page, 'billing-detail-print-en');

    // A statement of a period: its form, then the file the answer carries, saved the same way.
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`${baseUrl}/onlineBiling/bilingList`);
    await page.click('[data-block="grid"] [data-action="statement"]');
    const today = new Date().toISOString().slice(0, 10);
    await page.fill('[data-dialog="action-statement"] #root_from', '2000-01-01');
    await page.fill('[data-dialog="action-statement"] #root_to', today);
    const statement = await saveThrough(page, () => page.click('[data-dialog="action-statement"] button[type="submit"]'), 'statement', 'billing-statement-saved-en');
    expect(statement.name).toBe(`statement-2000-01-01-${today}.xlsx`);
    const texts: unknown[] = [];
    statement.sheet.eachRow((row) => texts.push((row.values as unknown[])[1]));
    expect(texts).toContain('Totals per currency');
    await page.context().close();
  });

  it('shows the same in Chinese: totals of the filtered rows, the bill and its xlsx', async () => {
    const page = await openPage(shared.browser, { language: 'zh', baseUrl, width: 1600, height: 1000 });
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', `/onlineBiling/expensesList`);
    await summary(page);
    await filterCurrency(page, 'CNY');
    const cny = await summary(page);
    expect(Object.keys(cny)).toEqual(['CNY']);
    expect(await page.textContent('[data-grid-summary]')).toContain('筛选结果合计');
    await screenshot(page, 'billing-expenses-cny-zh');
    const billNo = await openFirstBill(page);
    expect(await page.textContent('[data-block="detail"]')).toContain('开票日期');
    await screenshot(page, 'billing-detail-zh');
    const file = await exportBill(page, 'billing-export-saved-zh');
    const first = file.sheet.getRow(1).values as unknown[];
    expect(first.slice(1)).toEqual(['账单', billNo]);
    await page.context().close();
  });
});

describe('public sea bill fees', () => {
  it('shows a consignee the fees of a B/L, in RMB and where to collect, signed out (en)', async () => {
    const page = await openPage(shared.browser, { language: 'en', baseUrl, width: 1400, height: 900 });
    await page.goto(`${baseUrl}/seabillfee`);
    await page.waitForSelector('[data-block="lookup"]');
    await page.fill('[data-block="lookup"] input[id$="blNo"]', DEMO_OVERDUE_BL);
    await page.fill('[data-block="lookup"] input[id$="code"]', 'WRONG1');
    await page.click('[data-block="lookup"] button[type="submit"]');
    await page.waitForSelector('[data-lookup-error]');
    expect(await page.textContent('[data-lookup-error]')).toContain('No bill matches');
    await page.fill('[data-block="lookup"] input[id$="code"]', DEMO_OVERDUE_CODE);
    await page.click('[data-block="lookup"] button[type="submit"]');
    await page.waitForSelector('[data-action-result] [data-result-totals]');
    const text = (await page.textContent('[data-block="lookup"]')) ?? '';
    expect(text).toContain(`B/L ${DEMO_OVERDUE_BL}`);
    expect(text).not.toContain('Demo Trading');
    expect(await page.locator('[data-result-line]').count()).toBe(3);
    // 1,890.30 + 120.20 + 6 % tax 7.21 + 55.55.
    expect(await page.textContent('[data-result-totals] [data-total="lineTotal"]')).toBe('2,073.26');
    await screenshot(page, 'seabillfee-en');

    await page.click('[data-result-link="rmbDetial"]');
    await page.waitForURL(/\/seabillfee\/rmbDetial\?/);
    await page.waitForSelector('[data-action-result] [data-result-totals]');
    // 2,073.26 USD × 7.1234 = 14,768.660284 → 14,768.66 RMB.
    expect(await page.textContent('[data-result-totals] [data-total="lineTotalRmb"]')).toBe('14,768.66');
    await screenshot(page, 'seabillfee-rmb-en');

    await page.click('[data-result-link="logisticsCenter"]');
    await page.waitForURL(/\/seabillfee\/logisticsCenter\?/);
    await page.waitForSelector('[data-action-result]');
    expect(await page.textContent('[data-action-result]')).toContain('F9 Logistics Centre Hamburg');
    await screenshot(page, 'seabillfee-collect-en');
    await page.context().close();
  });

  it('opens from a link in Chinese', async () => {
    const page = await openPage(shared.browser, { language: 'zh', baseUrl, width: 1400, height: 900 });
    await page.goto(`${baseUrl}/seabillfee/rmbDetial?blNo=${DEMO_OVERDUE_BL}&code=${DEMO_OVERDUE_CODE}`);
    await page.waitForSelector('[data-action-result] [data-result-totals]');
    expect(await page.textContent('[data-action-result]')).toContain('四舍五入到分');
    await screenshot(page, 'seabillfee-rmb-zh');
    await page.context().close();
  });
});
