// Issue 46 in Chromium, en and zh: a seeded sea booking's shipment page shows the quote it was booked on
// beside its charges, per currency, with the difference — the figures the server answers, formatted as on
// screen — and the messages about it (the warehouse's tally message naming the booking), whose own page
// (the signed link a notification carries) leads back to the shipment page.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/shared/format/numbers';
import { apiCall, apiLogin } from './support/api';
import { openSeaBooking } from './support/seededBooking';
import { browserForFile, loginThroughDialog, openPage, pageSettled, screenshot } from './support/browser';
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
async function seededBookingWithMessage(): Promise<{ bookingId: number; bookingNo: string; tallyId: number; message: string; variances: Variance[] }> {
  const session = await apiLogin(baseUrl, 'demo', 'demo1234');
  const tallies = await apiCall<{ result: Array<{ id: number; orderReference: string | null; message: string | null }> }>(baseUrl, 'GET', '/tallyOrder-list', session, undefined, { size: '50', sort: 'id', order: 'asc' });
  for (const tally of tallies.data.result.filter((r) => r.orderReference && r.message)) {
    const bookings = await apiCall<{ result: Array<{ id: number; mode: string; loadType: string | null; quotedTotal: number | null }> }>(baseUrl, 'GET', '/booking-list', session, undefined, { size: '2', filter: JSON.stringify({ bookingNo: { eq: tally.orderReference } }) });
    const booking = bookings.data.result[0];
    if (booking?.mode !== 'SEA' || booking.loadType !== 'FCL' || booking.quotedTotal === null) continue;
    const rows = await apiCall<{ result: Variance[] }>(baseUrl, 'GET', '/quoteVariance-list', session, undefined, { size: '20', sort: 'currency', order: 'asc', filter: JSON.stringify({ bookingId: { eq: booking.id } }) });
    return { bookingId: booking.id, bookingNo: tally.orderReference!, tallyId: tally.id, message: tally.message!, variances: rows.data.result };
  }
  throw new Error('no seeded quoted sea FCL booking of Demo named by a tally message');
}

/** The texts of a grid's cells (glide's accessibility table), by its block id. */
const cellsOf = async (grid: Locator) => (await grid.locator('[data-testid^="glide-cell-"]').allTextContents()).map((t) => t.trim());

describe('shipment page: quote, charges and messages', () => {
  it.each([
    ['en', 'Quote and charges', 'Quoted', 'Messages about this shipment'],
    ['zh', '报价与费用', '已报价', '关于此货物的消息'],
  ] as const)('shows the quote beside the charges with the difference, and the messages about the booking (%s)', async (language, title, quotedLabel, messagesTitle) => {
    const seeded = await seededBookingWithMessage();
    expect(seeded.variances.some((v) => v.quoteState === 'QUOTED')).toBe(true);
    const page = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 1000 });
    await loginThroughDialog(page, baseUrl, 'demo', 'demo1234');
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
    // Print, as the page offers it: the shipment alone, without the menus and buttons.
    expect(await page.isVisible(`[data-page="seaBookingDetail"] [data-block="actions"] button[data-action="print"]`)).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await page.isVisible('[data-testid="sidebar"]')).toBe(false);
    expect(await page.isVisible('[data-block="actions"]')).toBe(false);
    expect(await page.isVisible('[data-page="seaBookingDetail"] [data-block="detail"]')).toBe(true);
    await screenshot(page, `shipment-print-${language}`);
    await page.emulateMedia({ media: 'screen' });

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
});
