// Issue 46 in Chromium, en and zh: a seeded sea booking's shipment page shows the quote it was booked on
// beside its charges, per currency, with the difference — the figures the server answers, formatted as on
// screen — and the messages about it (the warehouse's tally message naming the booking), whose own page
// (the signed link a notification carries) leads back to the shipment page, as does the row of the tally
// list. Printed, the page keeps the shipment and its documents but none of the buttons.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/shared/format/numbers';
import { apiCall, apiLogin } from './support/api';
import { openSeaBooking } from './support/seededBooking';
import { GridDriver } from './renderer/gridDriver';
import { browserForFile, openPage, pageSettled, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

interface Variance {
  currency: string;
  quoted: number | string | null;
  charged: number | string;
  invoiced: number | string;
  difference: number | string | null;
  quoteState: string;
}

/** A seeded sea booking of Demo a tally message names, its quote rows and that message, as the API reads them. */
async function seededBookingWithMessage(): Promise<{ bookingId: number; bookingNo: string; tallyId: number; tallyNo: string; message: string; variances: Variance[] }> {
  const session = await apiLogin(baseUrl, 'demo', 'demo1234');
  const tallies = await apiCall<{ result: Array<{ id: number; tallyNo: string; orderReference: string | null; message: string | null }> }>(baseUrl, 'GET', '/tallyOrder-list', session, undefined, { size: '50', sort: 'id', order: 'asc' });
  for (const tally of tallies.data.result.filter((r) => r.orderReference && r.message)) {
    const bookings = await apiCall<{ result: Array<{ id: number; mode: string; loadType: string | null; quotedTotal: number | null }> }>(baseUrl, 'GET', '/booking-list', session, undefined, { size: '2', filter: JSON.stringify({ bookingNo: { eq: tally.orderReference } }) });
    const booking = bookings.data.result[0];
    if (booking?.mode !== 'SEA' || booking.loadType !== 'FCL' || booking.quotedTotal === null) continue;
    const rows = await apiCall<{ result: Variance[] }>(baseUrl, 'GET', '/quoteVariance-list', session, undefined, { size: '20', sort: 'currency', order: 'asc', filter: JSON.stringify({ bookingId: { eq: booking.id } }) });
    return { bookingId: booking.id, bookingNo: tally.orderReference!, tallyId: tally.id, tallyNo: tally.tallyNo, message: tally.message!, variances: rows.data.result };
  }
  throw new Error('no seeded quoted sea FCL booking of Demo named by a tally message');
}

/** The texts of a grid's cells (glide's accessibility table), by its block id. */
const cellsOf = async (grid: Locator) => (await grid.locator('[data-testid^="glide-cell-"]').allTextContents()).map((t) => t.trim());

/** Removes, through the API, the documents of this booking with this name (also a failed run's leftovers). */
async function removeDocuments(bookingId: number, fileName: string): Promise<void> {
  const session = await apiLogin(baseUrl, 'demo', 'demo1234');
  const list = await apiCall<{ result: Array<{ id: number; fileName: string }> }>(baseUrl, 'GET', '/shipmentDocument-list', session, undefined, { bookingId: String(bookingId) });
  for (const doc of list.data?.result ?? []) {
    if (doc.fileName === fileName) await apiCall(baseUrl, 'DELETE', '/shipmentDocument', session, undefined, { id: String(doc.id) });
  }
}

describe('shipment page: quote, charges and messages', () => {
  it.each([
    ['en', 'Quote and charges', 'Quoted', 'Messages about this shipment'],
    ['zh', '报价与费用', '已报价', '关于此货物的消息'],
  ] as const)('shows the quote beside the charges with the difference, and the messages about the booking (%s)', async (language, title, quotedLabel, messagesTitle) => {
    const seeded = await seededBookingWithMessage();
    expect(seeded.variances.some((v) => v.quoteState === 'QUOTED')).toBe(true);
    const page = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 1000 });
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', null);
    await openSeaBooking(page, baseUrl, seeded.bookingNo);
    const quote = page.locator('[data-block="grid"][data-grid-id="quoteVsCharges"]');
    await quote.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await cellsOf(quote)).includes(seeded.variances[0].currency)).toBe(true);
    const cells = await cellsOf(quote);
    // Each currency's figures as the server computed them, formatted as on screen.
    for (const v of seeded.variances) {
      expect(cells).toContain(v.currency);
      expect(cells).toContain(formatMoney(v.charged));
      if (v.quoted !== null) expect(cells).toContain(formatMoney(v.quoted));
      if (v.difference !== null) expect(cells).toContain(formatMoney(v.difference));
    }
    expect(cells).toContain(quotedLabel);
    // Each grid under its heading in the reader's language.
    expect(await quote.locator('xpath=ancestor::div[h3][1]/h3').textContent()).toBe(title);
    const messages = page.locator('[data-block="grid"][data-grid-id="messages"]');
    await messages.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await cellsOf(messages)).includes(seeded.message)).toBe(true);
    expect(await messages.locator('xpath=ancestor::div[h3][1]/h3').textContent()).toBe(messagesTitle);
    await pageSettled(page);
    await quote.scrollIntoViewIfNeeded();
    await screenshot(page, `shipment-quote-${language}`);
    // Print, as the page offers it: the shipment alone, without the menus and buttons. A document uploaded
    // here is printed in the list, without the upload, download and delete buttons.
    expect(await page.isVisible(`[data-page="seaBookingDetail"] [data-block="actions"] button[data-action="print"]`)).toBe(true);
    const documents = page.locator('[data-page="seaBookingDetail"] [data-block="documents"]');
    const fileName = `e2e-print-${language}-${Date.now()}.csv`;
    try {
      await documents.locator('[data-documents-upload]').click();
      const dialog = page.locator('[data-dialog="documentUpload"]');
      await dialog.locator('[data-document-file]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from('carton,qty\nA,1\n') });
      await dialog.locator('[data-document-chosen]').waitFor();
      await dialog.locator('[data-document-submit]').click();
      await dialog.waitFor({ state: 'detached' });
      const row = documents.locator('[data-document-row]', { has: page.locator('[data-document-name]', { hasText: fileName }) });
      await row.waitFor();
      expect(await row.locator('[data-document-delete]').isVisible()).toBe(true);
      await page.emulateMedia({ media: 'print' });
      expect(await page.isVisible('[data-testid="sidebar"]')).toBe(false);
      expect(await page.isVisible('[data-block="actions"]')).toBe(false);
      expect(await page.isVisible('[data-page="seaBookingDetail"] [data-block="detail"]')).toBe(true);
      expect(await row.locator('[data-document-name]').isVisible()).toBe(true);
      expect(await documents.locator('[data-documents-upload]').isVisible()).toBe(false);
      expect(await row.locator('[data-document-download]').isVisible()).toBe(false);
      expect(await row.locator('[data-document-delete]').isVisible()).toBe(false);
      expect(await documents.getByRole('columnheader', { name: language === 'en' ? 'Actions' : '操作' }).isVisible()).toBe(false);
      // Nor the notice of the upload, if it still shows.
      expect(await page.locator('[data-testid^="toast-"]').evaluateAll((toasts) => toasts.filter((t) => getComputedStyle(t).display !== 'none').length)).toBe(0);
      await screenshot(page, `shipment-print-${language}`);
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `shipment-print-documents-${language}`);
      await page.emulateMedia({ media: 'screen' });
    } finally {
      await removeDocuments(seeded.bookingId, fileName);
    }

    // The message's own page, as its signed link opens it, leads back to this shipment page.
    const session = await apiLogin(baseUrl, 'demo', 'demo1234');
    const link = await apiCall<{ path: string }>(baseUrl, 'POST', '/tallyOrder/messageLink', session, { data: JSON.stringify({ id: seeded.tallyId }) });
    await page.goto(`${baseUrl}${link.data.path}`);
    const back = page.locator('[data-page="tallyordermsg"] button[data-action="shipment"]');
    await back.waitFor();
    await page.locator('[data-page="tallyordermsg"]').getByText(seeded.message).first().waitFor();
    expect(await back.textContent()).toContain(language === 'en' ? 'Booking details' : '订舱详情');
    await screenshot(page, `shipment-message-${language}`);
    await back.click();
    await page.waitForURL(new RegExp(`/myOrder/seaBookingDetail\\?id=${seeded.bookingId}$`));
    await page.locator('[data-page="seaBookingDetail"]').getByText(seeded.bookingNo, { exact: true }).first().waitFor();
    await page.context().close();
  });

  it.each([
    ['en', 'Booking details'],
    ['zh', '订舱详情'],
  ] as const)('opens the shipment page from the tally list’s row menu (%s)', async (language, label) => {
    const seeded = await seededBookingWithMessage();
    const page = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 1000 });
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', `/myOrder/tallyOrderDetail`);
    const tallies = new GridDriver(page, { widths: [130, 150], rowHeight: 36, marker: false });
    // The seeded tally's row, by its number (the list is newest first); its reference names the booking.
    const rowOfTally = async () => {
      const rows = await tallies.rowCount();
      for (let r = 0; r < rows; r++) if ((await tallies.cellText(0, r)) === seeded.tallyNo) return r;
      return -1;
    };
    await expect.poll(rowOfTally).toBeGreaterThanOrEqual(0);
    const row = await rowOfTally();
    expect(await tallies.cellText(1, row)).toBe(seeded.bookingNo);
    const shipment = (await tallies.openRowMenu(row)).locator('[data-action="shipment"]');
    expect(await shipment.textContent()).toContain(label);
    await screenshot(page, `shipment-tally-list-menu-${language}`);
    await shipment.click();
    await page.waitForURL(new RegExp(`/myOrder/seaBookingDetail\\?id=${seeded.bookingId}$`));
    await expect.poll(() => page.locator('[data-page="seaBookingDetail"] [data-block="detail"] [data-field="bookingNo"]').textContent()).toBe(seeded.bookingNo);
    await screenshot(page, `shipment-from-tally-list-${language}`);
    await page.context().close();
  });
});
