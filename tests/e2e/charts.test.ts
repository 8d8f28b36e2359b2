// Issue 14 (charts and dashboard) in Chromium, as a new customer would: the dashboard's counts (by
// status, arriving this week, delayed) each open the order list filtered to those bookings, showing the
// same number and the filter in the form (en), the latest events open their tracking detail, and
// mulCargoTrack's search box answers in place (en); the charts page draws its five charts from the server's
// grouped counts, exports a chart's data as xlsx, and changing a chart's date window asks again and
// redraws it (zh).
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

const countOf = async (page: Page, testId: string) => Number(await page.getByTestId(testId).locator('span').first().textContent());

/** The order list's total once its list has answered with the link's filter. */
async function listTotal(page: Page): Promise<number> {
  const total = page.locator('[data-block="grid"] [data-pager] [data-total]');
  await total.waitFor();
  return Number(await total.getAttribute('data-total'));
}

const chartText = (page: Page, id: string) => page.locator(`[data-chart="${id}"] [data-chart-canvas] svg`).textContent();

describe('dashboard and charts', () => {
  it('dashboard counts open the order list filtered to the same bookings (en)', async () => {
    const page = await openPage(shared.browser, { language: 'en', baseUrl, width: 1440, height: 900 });
    await signIn(page, baseUrl, 'demo', 'demo1234');
    await page.getByTestId('dashboard-delayed').waitFor();
    expect(await page.getByTestId('dashboard-shipments').textContent()).toContain('Arriving this week');
    await screenshot(page, 'charts-dashboard-en');

    const delayed = await countOf(page, 'dashboard-delayed');
    expect(delayed).toBeGreaterThan(0);
    await page.getByTestId('dashboard-delayed').click();
    await page.waitForURL(/\/myOrder\/mulOrderList\?filter=/);
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter')!);
    expect(filter.status.in).toEqual(['RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED']);
    await expect.poll(() => listTotal(page)).toBe(delayed);
    // Delayed is tracking's own rule (the booking's computed flag), and the list filters on it.
    expect(filter.delayed).toBe(true);
    await screenshot(page, 'charts-orders-delayed-en');

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByTestId('dashboard-status-COMPLETED').waitFor();
    const completed = await countOf(page, 'dashboard-status-COMPLETED');
    await page.getByTestId('dashboard-status-COMPLETED').click();
    await expect.poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}').status?.in?.[0]).toBe('COMPLETED');
    await expect.poll(() => listTotal(page)).toBe(completed);

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByTestId('dashboard-arrivals').waitFor();
    const arriving = await countOf(page, 'dashboard-arrivals');
    await page.getByTestId('dashboard-arrivals').click();
    await expect.poll(() => listTotal(page)).toBe(arriving);

    // The latest events of the customer's shipments, each opening that shipment's tracking detail.
    await page.goto(`${baseUrl}/dashboard`);
    const event = page.getByTestId('dashboard-event').first();
    await event.waitFor();
    expect(await page.getByTestId('dashboard-event').count()).toBe(5);
    await page.getByTestId('dashboard-tracking').scrollIntoViewIfNeeded();
    await screenshot(page, 'charts-dashboard-events-en');
    const bookingNo = (await event.getByRole('link').textContent())!;
    await event.getByRole('link').click();
    await page.waitForURL(/\/cargoTracing\/((sea|railway|air)TrackingDetail|trackDetail)\?bookingNo=[A-Z]{2}\d+$/);
    await expect.poll(() => page.locator('[data-block="detail"]').textContent()).toContain(bookingNo);
  });

  it('searches a number on mulCargoTrack in place: a wrong check digit is told on the field, a good number opens its detail (en)', async () => {
    const page = await openPage(shared.browser, { language: 'en', baseUrl, width: 1440, height: 900 });
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', `/cargoTracing/mulCargoTrack`);
    const form = page.locator('[data-inline-action="track"]');
    await form.waitFor();
    const box = form.locator('input').first();
    await box.waitFor();
    await box.fill('MSCU1234560'); // the check digit of MSCU123456 is 6
    await form.locator('input').first().press('Enter'); // a search box submits on Enter
    await expect.poll(() => form.textContent()).toMatch(/check digit/i);
    await screenshot(page, 'tracking-inline-search-error-en');
    await box.fill('ZZ99999999');
    await form.locator('input').first().press('Enter'); // a search box submits on Enter
    await expect.poll(() => form.textContent()).toContain('No shipment of yours has the number ZZ99999999');
    await screenshot(page, 'tracking-inline-search-unknown-en');
  });

  it('draws the charts and redraws one when its date window changes (zh)', async () => {
    const page = await openPage(shared.browser, { language: 'zh', baseUrl, width: 1440, height: 1000 });
    await signIn(page, baseUrl, 'demo', 'demo1234');
    await page.waitForURL(/dashboard/);
    await page.getByTestId('dashboard-bookings').waitFor();
    await screenshot(page, 'charts-dashboard-zh');
    await page.goto(`${baseUrl}/cargoTracingGraphics/cargoTracingCharts`);
    for (const id of ['byModeStatus', 'byMode', 'byMonth', 'onTimeDelayed', 'transitByLane']) await page.locator(`[data-chart="${id}"][data-state="ready"]`).waitFor();
    // On time versus delayed arrivals, by tracking's delay rule, named in the legend.
    expect(await chartText(page, 'onTimeDelayed')).toContain('准时');
    expect(await chartText(page, 'onTimeDelayed')).toContain('延误');
    expect(await chartText(page, 'byModeStatus')).toContain('已完成');
    expect(await chartText(page, 'byMode')).toContain('海运');
    expect(await chartText(page, 'transitByLane')).toContain('CNSHA → DEHAM');
    await screenshot(page, 'charts-page-zh');

    // The donut's data as a workbook, in the shared.browser: ExcelJS loads on the first export.
    await page.locator('[data-chart="byMode"]').getByRole('button', { name: '导出' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: '导出 Excel' }).click();
    const file = await (await download).path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const rows = (book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
    expect(rows[0]).toEqual(['运输方式', '票数']);
    const sea = rows.find((r) => r[0] === '海运')!;
    expect(typeof sea[1]).toBe('number');
    expect(await chartText(page, 'byMode')).toContain(`海运: ${sea[1]}`);

    // The last half year by month has six or seven months; a window of the last 45 days has two or three.
    const months = async () => ((await chartText(page, 'byMonth')) ?? '').match(/\d{4}-\d{2}/g) ?? [];
    await page.locator('[data-chart="byMonth"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'charts-bymonth-zh');
    const before = await months();
    expect(before.length).toBeGreaterThanOrEqual(6);
    const asked = page.waitForRequest((r) => r.url().includes('/booking-stats') && r.url().includes('etd%3Amonth'));
    const from = page.locator('[data-chart="byMonth"] input[data-window="from"]');
    const start = new Date(Date.now() - 45 * 86_400_000).toISOString().slice(0, 10);
    await from.fill(start);
    const request = await asked;
    expect(JSON.parse(new URL(request.url()).searchParams.get('filter')!)).toMatchObject({ etd: { from: start } });
    await expect.poll(async () => (await months()).length).toBeLessThanOrEqual(3);
    expect(((await months())[0] ?? '') >= start.slice(0, 7)).toBe(true);
    await page.locator('[data-chart="byMonth"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'charts-window-zh');
  });
});
