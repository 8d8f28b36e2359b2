// Issue 9's sample page, from JSON only, in Chromium on the real server: in a throwaway copy of the
// project tests/ui/renderer/samples/bookingWorkbench.json becomes the order list's page file. Demo
// selects a sea booking in the canvas grid: its detail with its cargo lines (a child table) and its
// shipment events (a related list) follow; Quote asks the sea price list (another resource's action)
// for the booking's lane and shows the charges and total; Submit on a draft changes it on the server
// and the bound detail reads it again. In English and in Chinese.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GridDriver } from './gridDriver';
import { openPage, screenshot, signIn } from '../support/browser';
import { asPageFile, copiedAppForFile } from '../support/copiedApp';
import { REPO_ROOT } from '../support/server';

const SAMPLE = resolve(REPO_ROOT, 'tests/ui/renderer/samples/bookingWorkbench.json');
const ROUTE = { group: 'myOrder', name: 'mulOrderList' };
const MINI_ROW = 36;
const WIDTHS = [150, 140, 150, 180, 180, 110];
// Demo's sea bookings by shipper reference, descending: DEMO-PO-2607 (completed) … 2600 (draft), then its history (page 2).
const ROW = { confirmed: 3, pendingUpdate: 5, draft: 7 };

// The sample as the page file of the order list.
const app = copiedAppForFile({ [`schemas/pages/${ROUTE.group}/${ROUTE.name}.json`]: asPageFile(JSON.parse(readFileSync(SAMPLE, 'utf8'))) });

async function workbench(language: 'en' | 'zh'): Promise<{ page: Page; grid: GridDriver }> {
  const page = await openPage(app.browser, { language, baseUrl: app.server.baseUrl, width: 1600, height: 1400 });
  await signIn(page, app.server.baseUrl, 'demo', 'demo1234', 'user', `/${ROUTE.group}/${ROUTE.name}`);
  await page.waitForSelector('[data-grid-id="bookings"] [data-grid-rows="10"]');
  await page.waitForSelector('[data-testid="glide-cell-1-0"]', { state: 'attached' });
  return { page, grid: new GridDriver(page, { widths: WIDTHS, rowHeight: MINI_ROW }) };
}

const detail = (page: Page, field: string) => page.locator(`[data-block="detail"] [data-field="${field}"]`).textContent();
const waitDetail = (page: Page, field: string, value: string) =>
  page.waitForFunction(([f, v]) => document.querySelector(`[data-block="detail"] [data-field="${f}"]`)?.textContent === v, [field, value] as const);

/** Selects a booking and waits for its detail and, once it has a number, its events. */
async function selectBooking(page: Page, grid: GridDriver, row: number, status: string): Promise<void> {
  await grid.toggleRow(row);
  await waitDetail(page, 'status', status);
}

/** Quotes 2 × 45G1 on the selected booking's lane; answers the result's text and total. */
async function quote(page: Page, submitLabel: string): Promise<{ text: string; total: string; date: string }> {
  await page.click('[data-grid-id="bookings"] [data-action="quote"]');
  const dialog = page.locator('[data-dialog="action-quote"]');
  await dialog.locator('#root_containers_0_type').click();
  await page.getByRole('listbox').getByRole('option', { name: /^45G1\b/ }).click();
  await dialog.locator('#root_containers_0_count').fill('2');
  const date = await dialog.locator('#root_date').inputValue();
  await dialog.getByRole('button', { name: submitLabel }).click();
  const result = dialog.locator('[data-action-result]');
  await result.waitFor();
  return { text: (await result.textContent()) ?? '', total: (await result.locator('[data-total="amount"]').textContent()) ?? '', date };
}

async function closeQuote(page: Page): Promise<void> {
  // Pressed on the dialog: the focus left it when its submit button went busy.
  await page.locator('[data-dialog="action-quote"]').press('Escape');
  await page.locator('[data-dialog="action-quote"]').waitFor({ state: 'detached' });
}

describe('booking workbench from JSON', () => {
  it('shows the selected booking, its cargo lines and events, quotes its lane, and reloads the detail after a submit (en)', async () => {
    const { page, grid } = await workbench('en');
    expect(await page.textContent('[data-block="detail"]')).toBe('Select a row to see its details.');
    expect(await page.textContent('[data-grid-id="events"] [data-grid-empty]')).toBe('Select a row above to see its related records.');
    await screenshot(page, 'booking-workbench-waiting-en');

    await selectBooking(page, grid, ROW.confirmed, 'Confirmed');
    expect(await grid.cell(0, ROW.confirmed)).toBe('DEMO-PO-2604');
    const bookingNo = (await detail(page, 'bookingNo')) ?? '';
    expect(bookingNo).toMatch(/^SE\d{10}$/);
    const lines = page.locator('[data-block="detail"] [data-lines="cargoLines"]');
    expect(await lines.locator('[data-line-field="description"]').allTextContents()).toEqual(['LED panel lights', 'Aluminium lamp housings']);
    expect(await lines.locator('[data-line-field="packageCode"]').allTextContents()).toEqual(['CT', 'PX']);
    // The related list: this booking's events only, in time order.
    await page.waitForFunction(() => Number(document.querySelector('[data-grid-id="events"] [data-grid-rows]')?.getAttribute('data-grid-rows')) > 0);
    // (The accessibility table inside the canvas follows a frame later.)
    await page.waitForFunction(() => document.querySelector('[data-grid-id="events"] table')?.textContent?.includes('Actual'));
    // Submit is not offered on a confirmed booking.
    expect(await page.locator('[data-grid-id="bookings"] [data-action="submit"]').count()).toBe(0);
    await screenshot(page, 'booking-workbench-selected-en');
    await page.locator('[data-grid-id="events"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'booking-workbench-events-en');

    const quoted = await quote(page, 'Get quote');
    expect(quoted.date).toBe(await detail(page, 'etd'));
    expect(quoted.total).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(quoted.text).toMatch(new RegExp(`All-in ${quoted.total} USD for price SF-SHAHAM-\\w+ on ${quoted.date}`));
    expect(quoted.text).toContain('2 ctr × ');
    await screenshot(page, 'booking-workbench-quote-en');
    await closeQuote(page);

    // A draft has no number yet, so no events: said so, not a wait for a row (one is selected). Submit it;
    // the bound detail reads it again.
    await grid.toggleRow(ROW.confirmed);
    await selectBooking(page, grid, ROW.draft, 'Draft');
    expect(await detail(page, 'bookingNo')).toBe('');
    await page.waitForSelector('[data-grid-id="events"] [data-grid-empty]:not([data-waiting])');
    expect(await page.textContent('[data-grid-id="events"] [data-grid-empty]')).toBe('No tracking events yet.');
    await page.click('[data-grid-id="bookings"] [data-action="submit"]');
    await waitDetail(page, 'status', 'Received');
    expect(await detail(page, 'bookingNo')).toMatch(/^SE\d{10}$/);
    // The grid's row followed, and Submit is gone with the draft status.
    await page.waitForSelector('[data-grid-id="bookings"] [data-action="submit"]', { state: 'detached' });
    await grid.waitCell(2, ROW.draft, 'Received');
    expect(await grid.cell(2, ROW.draft)).toBe('Received');
    await page.waitForSelector('[data-grid-id="events"] [data-grid-empty]:not([data-waiting])');
    await screenshot(page, 'booking-workbench-submitted-en');
    await page.context().close();
  });

  it('shows the same in Chinese: labels, the quote in the user language, a resubmitted change', async () => {
    const { page, grid } = await workbench('zh');
    await selectBooking(page, grid, ROW.confirmed, '已确认');
    expect(await page.textContent('[data-block="detail"]')).toContain('货物');
    await page.waitForFunction(() => Number(document.querySelector('[data-grid-id="events"] [data-grid-rows]')?.getAttribute('data-grid-rows')) > 0);
    await page.locator('[data-grid-id="events"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'booking-workbench-events-zh');
    const quoted = await quote(page, '计算报价');
    expect(quoted.text).toContain(`在 ${quoted.date} 的全包价：${quoted.total} USD`);
    await screenshot(page, 'booking-workbench-quote-zh');
    await closeQuote(page);

    await grid.toggleRow(ROW.confirmed);
    await selectBooking(page, grid, ROW.pendingUpdate, '待修改');
    await page.click('[data-grid-id="bookings"] [data-action="submit"]');
    await waitDetail(page, 'status', '修改已接收');
    await screenshot(page, 'booking-workbench-submitted-zh');
    await page.context().close();
  });
});
