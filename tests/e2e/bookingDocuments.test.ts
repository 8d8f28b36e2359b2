// Issue 46 in Chromium, as a customer would, in en and zh: open a sea booking's detail from the order
// list, see its cargo lines and their total, its equipment, milestones and charges, download its booking confirmation as a PDF (the call action's `result.file`), read it back with
// poppler's pdftotext: the booking number, the consignee and the cargo totals of the booking the page
// read, exact, with the Chinese labels and place names intact in zh; and, from a billed charge on that page,
// its bill (opened by the bill's number) downloaded as a PDF carrying the bill number, the booking and the total.
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from '../../src/shared/format/numbers';
import { GridDriver } from './renderer/gridDriver';
import { apiCall, apiLogin } from './support/api';
import { openSeaBooking, seededSeaBooking } from './support/seededBooking';
import { browserForFile, clickGroupAction, groupActions, openPage, pageSettled, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();
const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).error === undefined;
// CI installs poppler-utils (.ci/run): there a missing pdftotext is a failure, not a skip.
if (!HAS_PDFTOTEXT && process.env.CI === 'true') throw new Error('pdftotext (poppler-utils) is missing');

interface Booking {
  id: number;
  bookingNo: string;
  consigneeText: string;
  pol: string;
  pod: string;
  cargoLines: Array<{ packageCount: number; grossKg: number }>;
}

/** Clicks the confirmation button; answers the downloaded file's name and its text as pdftotext reads it. */
async function downloadConfirmation(page: Page, shot: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), clickGroupAction(page, 'documents', 'confirmationPdf')]);
  const result = page.locator('[data-dialog="action-confirmationPdf"] [data-action-result]');
  await result.waitFor();
  expect(await result.locator(`[data-result-file="${download.suggestedFilename()}"]`).count()).toBe(1);
  await screenshot(page, shot);
  const out = spawnSync('pdftotext', ['-enc', 'UTF-8', (await download.path())!, '-'], { encoding: 'utf8' });
  expect(out.status, out.stderr).toBe(0);
  return { name: download.suggestedFilename(), text: out.stdout.replace(/\s+/g, ' ') };
}

/** The cargo totals exactly: whole packages, and gross weight in whole grams (no float sums). */
function totals(booking: Booking) {
  const packages = booking.cargoLines.reduce((sum, l) => sum + l.packageCount, 0);
  const grams = booking.cargoLines.reduce((sum, l) => sum + BigInt(Math.round(l.grossKg * 1000)), 0n);
  return { packages: formatNumber(packages, { digits: 0, grouping: true }), kg: formatNumber(`${grams / 1000n}.${String(grams % 1000n).padStart(3, '0')}`, { digits: 2, grouping: true }) };
}

interface BilledBooking {
  bookingNo: string;
  billNo: string;
  bill: { id: number; billNo: string; total: string; currency: string };
}

/** A seeded sea booking of Demo with a charge already billed, and that bill as the API reads it. */
async function seededBilledSeaBooking(): Promise<BilledBooking> {
  const session = await apiLogin(baseUrl, 'demo', 'demo1234');
  const expenses = await apiCall<{ result: Array<{ bookingRef: string | null; billNo: string | null }> }>(baseUrl, 'GET', '/expense-list', session, undefined, { size: '500', sort: 'id', order: 'asc' });
  for (const charge of expenses.data.result.filter((e) => e.bookingRef && e.billNo)) {
    const bookings = await apiCall<{ result: Array<{ mode: string; status: string; shipperReference: string | null }> }>(baseUrl, 'GET', '/booking-list', session, undefined, { size: '2', filter: JSON.stringify({ bookingNo: { eq: charge.bookingRef } }) });
    const booking = bookings.data.result[0];
    if (booking?.mode !== 'SEA' || !booking.shipperReference?.startsWith('DEMO-PO-')) continue;
    const bills = await apiCall<{ result: Array<{ id: number; billNo: string; total: string; currency: string }> }>(baseUrl, 'GET', '/bill-list', session, undefined, { size: '2', filter: JSON.stringify({ billNo: { eq: charge.billNo } }) });
    return { bookingNo: charge.bookingRef!, billNo: charge.billNo!, bill: bills.data.result[0] };
  }
  throw new Error('no seeded sea booking of Demo with a billed charge');
}

/** Saves what a detail page's call action downloads; answers the file's name and its text as pdftotext reads it. */
async function downloadPdf(page: Page, actionId: string, shot: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(`[data-block="actions"] [data-action="${actionId}"]`)]);
  await page.locator(`[data-dialog="action-${actionId}"] [data-action-result]`).waitFor();
  await screenshot(page, shot);
  const out = spawnSync('pdftotext', ['-enc', 'UTF-8', (await download.path())!, '-'], { encoding: 'utf8' });
  expect(out.status, out.stderr).toBe(0);
  return { name: download.suggestedFilename(), text: out.stdout.replace(/\s+/g, ' ') };
}

describe.skipIf(!HAS_PDFTOTEXT)('booking documents', () => {
  it.each([
    ['en', 'Invoice', 'Total'],
    ['zh', '账单', '合计'],
  ] as const)("opens the bill of a booking's charge from its shipment page and downloads it as a PDF (%s)", async (language, title, totalLabel) => {
    const billed = await seededBilledSeaBooking();
    const page = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 1000 });
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', null);
    await openSeaBooking(page, baseUrl, billed.bookingNo);
    // The charges of the booking: the billed one links to its bill (found by its bill number in the grid's cells).
    const charges = new GridDriver(page, { widths: [], rowHeight: 36, marker: false });
    const billedCell = page.locator('[data-block="grid"][data-grid-id="charges"] [data-testid^="glide-cell-"]', { hasText: new RegExp(`^${billed.billNo}$`) }).first();
    await billedCell.waitFor({ state: 'attached' });
    const billedRow = Number((await billedCell.getAttribute('data-testid'))!.split('-').pop());
    // Below the booking's details: brought into view as the user scrolls to it (the grid is clicked by geometry).
    const chargesGrid = page.locator('[data-block="grid"][data-grid-id="charges"]');
    await chargesGrid.scrollIntoViewIfNeeded();
    // Clicked where it rests: the blocks above may still be drawing (the timeline), moving it down.
    const top = async () => {
      const before = (await chargesGrid.boundingBox())?.y;
      await pageSettled(page);
      return before !== undefined && before === (await chargesGrid.boundingBox())?.y;
    };
    await expect.poll(top).toBe(true);
    await chargesGrid.scrollIntoViewIfNeeded();
    // A double click opens the charge's bill (the grid's rowDoubleClick).
    await charges.doubleClickRow(billedRow);
    await page.waitForURL(/\/onlineBiling\/bilingDetail\?billNo=/);
    await page.waitForSelector('[data-block="detail"] [data-field="billNo"]');
    expect(await page.textContent('[data-block="detail"] [data-field="billNo"]')).toBe(billed.billNo);
    const { name, text } = await downloadPdf(page, 'exportPdf', `bill-pdf-saved-${language}`);
    expect(name).toContain(billed.billNo);
    expect(text).toContain(title);
    expect(text).toContain(billed.billNo);
    expect(text).toContain(billed.bookingNo);
    expect(text).toContain(totalLabel);
    expect(text).toContain(formatMoney(billed.bill.total));
    await page.context().close();
  });


  it.each([
    ['en', 'Booking confirmation', 'Total', 'Sea', /[A-Za-z]+ \((\w{5})\)/g],
    ['zh', '订舱确认', '合计', '海运', /[\u4e00-\u9fff]+ \((\w{5})\)/g],
  ] as const)('downloads the confirmation PDF of a sea booking from its detail page (%s)', async (language, title, totalLabel, mode, namedPlace) => {
    const page = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 1000 });
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', null);
    const booking = await openSeaBooking<Booking>(page, baseUrl, await seededSeaBooking(baseUrl));
    // The shipment page: its cargo lines with their total, its equipment, its milestones and its charges.
    const cargo = page.locator('[data-block="detail"] [data-lines="cargoLines"]');
    expect(await cargo.locator('[data-line-field="packageCount"]').count()).toBe(booking.cargoLines.length);
    expect((await cargo.locator('[data-lines-total] [data-total-field="packageCount"]').textContent())?.replace(/,/g, '')).toBe(totals(booking).packages.replace(/,/g, ''));
    await page.locator('[data-block="detail"] [data-lines="equipment"]').waitFor();
    await page.locator('[data-block="timeline"]').waitFor();
    await page.locator('[data-block="grid"][data-grid-id="charges"]').waitFor();
    await screenshot(page, `shipment-page-${language}`);
    // The B/L draft is offered on a sea booking, the AWB sheet is not.
    const documents = await groupActions(page, 'documents');
    expect(documents).toContain('blDraftPdf');
    expect(documents).not.toContain('awbPdf');
    await page.keyboard.press('Escape');
    const { name, text } = await downloadConfirmation(page, `booking-confirmation-saved-${language}`);
    expect(name).toBe(`booking-confirmation-${booking.bookingNo}.pdf`);
    expect(text).toContain(title);
    expect(text).toContain(booking.bookingNo);
    expect(text).toContain(booking.consigneeText.split('\n')[0]);
    expect(text).toContain(mode);
    // The ports by their names in the reader's language (Chinese characters intact), then their codes.
    const named = [...text.matchAll(namedPlace)].map((m) => m[1]);
    expect(named).toEqual(expect.arrayContaining([booking.pol, booking.pod]));
    const { packages, kg } = totals(booking);
    // pdftotext reads the totals row's label and first number together; the right-aligned cells may come later.
    expect(text).toContain(`${totalLabel} ${packages}`);
    expect(text).toContain(kg);
    await page.context().close();
  });
});
