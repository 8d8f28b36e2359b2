// Issue 46 for truck bookings, in Chromium, en and zh: a truck booking opens from the order list on its
// shipment page (cargo lines with their total, vehicles and load, the milestone timeline), whose CMR
// document downloads as a PDF carrying the booking number (read back with poppler's pdftotext); and a
// tracking list's row opens the booking's shipment page for its mode (the navigate action's `by`).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GridDriver } from './renderer/gridDriver';
import { apiCall, apiLogin } from './support/api';
import { browserForFile, clickGroupAction, groupActions, openPage, pageSettled, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();
const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).error === undefined;
// CI installs poppler-utils (.ci/run): there a missing pdftotext is a failure, not a skip.
if (!HAS_PDFTOTEXT && process.env.CI === 'true') throw new Error('pdftotext (poppler-utils) is missing');
// Where a person looks at the pages drawn (beside the suite's own screenshots).
const LOOK = process.env.F9_LOOK_DIR;

interface TruckBooking {
  id: number;
  bookingNo: string;
  status: string;
  /** On the record read by id (a list row carries none). */
  cargoLines: Array<{ packageCount: number }>;
}

/** A seeded truck booking of Demo past its draft, with cargo lines and tracking events; and its events' count. */
async function seededTruckBooking(): Promise<{ booking: TruckBooking; events: number }> {
  const session = await apiLogin(baseUrl, 'demo', 'demo1234');
  const list = await apiCall<{ result: Array<TruckBooking & { shipperReference: string | null }> }>(baseUrl, 'GET', '/booking-list', session, undefined, {
    size: '100',
    sort: 'id',
    order: 'asc',
    filter: JSON.stringify({ mode: { eq: 'TRUCK' } }),
  });
  for (const b of list.data.result.filter((r) => r.bookingNo && r.status !== 'DRAFT' && r.shipperReference?.startsWith('DEMO-PO-'))) {
    const events = await apiCall<{ page: { total: number } }>(baseUrl, 'GET', '/shipmentEvent-list', session, undefined, { size: '1', filter: JSON.stringify({ bookingNo: { eq: b.bookingNo } }) });
    if (events.data.page.total > 0) return { booking: b, events: events.data.page.total };
  }
  throw new Error('no seeded truck booking of Demo with tracking events');
}

async function look(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  if (!LOOK) return;
  mkdirSync(LOOK, { recursive: true });
  await page.screenshot({ path: `${LOOK}/${name}.png`, fullPage: true });
}

/** Filters a booking list by number and waits for that one row. */
async function findOnList(page: Page, path: string, bookingNo: string, marker = true): Promise<GridDriver> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('[data-block="grid"] [data-grid-rows]');
  await page.fill('[name="filter-bookingNo"]', bookingNo);
  await page.click('[data-filter="search"]');
  const grid = new GridDriver(page, { widths: [150], rowHeight: 36, marker });
  await expect.poll(() => grid.cellText(0, 0)).toBe(bookingNo);
  return grid;
}

describe.skipIf(!HAS_PDFTOTEXT)('truck shipment page', () => {
  it.each([
    ['en', 'CMR consignment note data'],
    ['zh', 'CMR 公路运单数据'],
  ] as const)('opens a truck booking from the order list: cargo, load, timeline and its CMR PDF (%s)', async (language, cmr) => {
    const { booking } = await seededTruckBooking();
    const page = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 1000 });
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', null);
    const grid = await findOnList(page, '/myOrder/mulOrderList', booking.bookingNo);
    // The record the page reads (the list's rows carry no cargo lines).
    const read = page.waitForResponse((r) => /\/api\/v1\/booking\?/.test(r.url()) && r.request().method() === 'GET');
    await grid.rowAction(0, 'openTruck');
    await page.waitForURL(/\/myOrder\/truckBookingDetail\?id=\d+/);
    const record = ((await (await read).json()) as { data: TruckBooking }).data;
    expect(record.id).toBe(booking.id);
    await page.waitForSelector('[data-block="detail"] [data-field="bookingNo"]');
    expect(await page.textContent('[data-block="detail"] [data-field="bookingNo"]')).toBe(booking.bookingNo);
    // Its cargo lines with their package total, and its vehicle (the demo's full loads go on a mega trailer).
    const cargo = page.locator('[data-block="detail"] [data-lines="cargoLines"]');
    expect(record.cargoLines.length).toBeGreaterThan(0);
    expect(await cargo.locator('[data-line-field="packageCount"]').count()).toBe(record.cargoLines.length);
    const packages = record.cargoLines.reduce((sum, l) => sum + l.packageCount, 0);
    expect((await cargo.locator('[data-lines-total] [data-total-field="packageCount"]').textContent())?.replace(/,/g, '')).toBe(String(packages));
    expect(await page.textContent('[data-block="detail"] [data-field="vehicleType"]')).toBe(language === 'en' ? 'Mega trailer' : '大容量挂车');
    // Its milestones on the timeline.
    await page.locator('[data-block="timeline"] [data-milestone]').first().waitFor();
    await page.locator('[data-block="grid"][data-grid-id="charges"]').waitFor();
    await pageSettled(page);
    await look(page, `truck-shipment-page-${language}`);
    // A truck booking offers its CMR document, not the sea B/L draft nor the air waybill.
    expect(await groupActions(page, 'documents')).toEqual(['confirmationPdf', 'cmrPdf']);
    await page.keyboard.press('Escape');
    const [download] = await Promise.all([page.waitForEvent('download'), clickGroupAction(page, 'documents', 'cmrPdf')]);
    await page.locator('[data-dialog="action-cmrPdf"] [data-action-result]').waitFor();
    await look(page, `truck-cmr-saved-${language}`);
    expect(download.suggestedFilename()).toBe(`cmr-data-${booking.bookingNo}.pdf`);
    const out = spawnSync('pdftotext', ['-enc', 'UTF-8', (await download.path())!, '-'], { encoding: 'utf8' });
    expect(out.status, out.stderr).toBe(0);
    const text = out.stdout.replace(/\s+/g, ' ');
    expect(text).toContain(cmr);
    expect(text).toContain(booking.bookingNo);
    await page.context().close();
  });

  it.each(['en', 'zh'] as const)("a tracking list's row opens the booking's shipment page for its mode (%s)", async (language) => {
    const { booking } = await seededTruckBooking();
    const page = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 1000 });
    await signIn(page, baseUrl, 'demo', 'demo1234');
    // The tracking list selects no rows: no marker column.
    const grid = await findOnList(page, '/cargoTracing/trackList', booking.bookingNo, false);
    await grid.rowAction(0, 'shipment');
    await page.waitForURL(new RegExp(`/myOrder/truckBookingDetail\\?id=${booking.id}$`));
    await page.waitForSelector('[data-block="detail"] [data-field="bookingNo"]');
    expect(await page.textContent('[data-block="detail"] [data-field="bookingNo"]')).toBe(booking.bookingNo);
    await look(page, `tracking-to-shipment-${language}`);
    await page.context().close();
  });
});
