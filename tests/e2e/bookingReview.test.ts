// The forwarder's side of a booking, in Chromium: a customer's submitted booking waits on the back office's
// Booking Review screen (System Management), which opens on what awaits review, named by its company; the
// administrator confirms it there with the carrier's booking reference and the vessel/voyage (it leaves the
// queue), and the customer's own booking page then shows it confirmed with that reference. Before that, the
// administrator issues its bill of lading from the selected row's documents, which the customer's page lists
// (theirs to download, not to delete). Another one is rejected with a reason the customer reads. In en and zh.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { apiCall, apiLogin } from './support/api';
import { gridFilteredBy } from './support/filteredGrid';
import { seededSeaBooking } from './support/seededBooking';
import { workerBaseUrl } from './support/workerServer';
import { GridDriver } from './renderer/gridDriver';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

type Booking = { id: number; version: number; bookingNo: string; status: string; carrierBookingReference?: string; rejectReason?: string };

/** A new booking of Demo in RECEIVED: a copy of a seeded sea booking, submitted through the API as the form submits it. */
async function submittedBooking(): Promise<Booking> {
  const demo = await apiLogin(baseUrl, 'demo', 'demo1234');
  const seeded = await apiCall<{ result: Booking[] }>(baseUrl, 'GET', '/booking-list', demo, undefined, { size: '1', filter: JSON.stringify({ bookingNo: await seededSeaBooking(baseUrl) }) });
  const copy = await apiCall<Booking>(baseUrl, 'POST', '/booking/copy', demo, { data: JSON.stringify({ id: seeded.data.result[0].id }) });
  // The copy keeps the sailing, which may have closed since the seed: a draft may leave it empty.
  await apiCall(baseUrl, 'PUT', '/booking', demo, { data: JSON.stringify({ id: copy.data.id, version: copy.data.version, departure: null }) });
  const submitted = await apiCall<Booking>(baseUrl, 'POST', '/booking/submit', demo, { data: JSON.stringify({ id: copy.data.id }) });
  expect(submitted.data.status).toBe('RECEIVED');
  return submitted.data;
}

async function reviewQueue(page: Page, bookingNo: string): Promise<GridDriver> {
  await page.goto(`${baseUrl}/systemmanager/bookingReview`);
  return gridFilteredBy(page, 'bookingReview', 'bookingNo', bookingNo, [150, 130, 200]);
}

const TEXT = {
  en: { received: 'Received', company: 'Demo Trading Co.', billOfLading: 'Bill of lading' },
  zh: { received: '已接收', company: 'Demo Trading Co.', billOfLading: '提单' },
} as const;

/** A small PDF, as a scanned bill of lading would be. */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% ${text}\ntrailer <<>>\n%%EOF\n`);

describe('the back office reviews a submitted booking', () => {
  for (const language of ['en', 'zh'] as const) {
    it(`confirms one with the carrier's reference and rejects another with a reason, which the customer then reads (${language})`, async () => {
      const text = TEXT[language];
      const [toConfirm, toReject] = [await submittedBooking(), await submittedBooking()];
      const page = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 900 });
      await signIn(page, baseUrl, 'admin', 'admin1234', 'admin');

      // The queue names the booking's company and status; Confirm asks for the reference and the vessel.
      let grid = await reviewQueue(page, toConfirm.bookingNo);
      expect(await grid.cellText(1, 0)).toBe(text.received);
      expect(await grid.cellText(2, 0)).toBe(text.company);
      await screenshot(page, `bookingReview-queue-${language}`);

      // The selected booking's documents: the forwarder issues its bill of lading there.
      await grid.toggleRow(0);
      const documents = page.locator('[data-page="bookingReview"] [data-block="documents"]');
      await documents.locator('[data-documents-upload]').click();
      const upload = page.locator('[data-dialog="documentUpload"]');
      const fileName = `BL-${toConfirm.bookingNo}.pdf`;
      await upload.locator('[data-document-file]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf(fileName) });
      await upload.locator('[data-document-chosen]').waitFor();
      await upload.locator('[data-document-submit]').click();
      await upload.waitFor({ state: 'detached' });
      const issued = documents.locator('[data-document-row]', { has: page.locator('[data-document-name]', { hasText: fileName }) });
      await issued.waitFor();
      expect(await issued.locator('[data-document-kind]').textContent()).toBe(text.billOfLading);
      await screenshot(page, `bookingReview-documents-${language}`);

      await grid.rowMenuAction(0, 'confirm');
      const dialog = page.locator('[data-dialog="action-confirm"]');
      await dialog.locator('#root_carrierBookingReference').fill(`COSU-${language}-${toConfirm.id}`);
      await dialog.locator('#root_transportName').fill('CSCL SATURN / 031E');
      await screenshot(page, `bookingReview-confirm-${language}`);
      await dialog.locator('[data-action-submit]').click();
      // Confirmed, it leaves the queue (which opens on what awaits review).
      await grid.waitRows(0);
      await screenshot(page, `bookingReview-confirmed-${language}`);

      grid = await reviewQueue(page, toReject.bookingNo);
      await grid.rowMenuAction(0, 'reject');
      const reject = page.locator('[data-dialog="action-reject"]');
      await reject.locator('#root_reason').fill('No space on this sailing');
      await reject.locator('[data-action-submit]').click();
      await grid.waitRows(0);
      await page.context().close();

      // The customer's booking page shows what the forwarder decided.
      const customer = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 900 });
      await signIn(customer, baseUrl, 'demo', 'demo1234', 'user', `/myOrder/seaBookingDetail?id=${toConfirm.id}`);
      const detail = customer.locator('[data-block="detail"]').first();
      await expect.poll(() => detail.locator('[data-field="carrierBookingReference"]').textContent()).toBe(`COSU-${language}-${toConfirm.id}`);
      await expect.poll(() => customer.locator('[data-record-state]').first().getAttribute('data-record-state')).toBe('CONFIRMED');
      // The bill of lading the forwarder issued is among the booking's documents: to download, not to delete.
      const own = customer.locator('[data-page="seaBookingDetail"] [data-block="documents"] [data-document-row]', { has: customer.locator('[data-document-name]', { hasText: `BL-${toConfirm.bookingNo}.pdf` }) });
      await own.waitFor();
      expect(await own.locator('[data-document-kind]').textContent()).toBe(text.billOfLading);
      // The step after: the customer downloads it, byte for byte what the forwarder uploaded.
      const [download] = await Promise.all([customer.waitForEvent('download'), own.locator('[data-document-download]').click()]);
      expect(download.suggestedFilename()).toBe(`BL-${toConfirm.bookingNo}.pdf`);
      expect(readFileSync((await download.path())!)).toEqual(pdf(`BL-${toConfirm.bookingNo}.pdf`));
      expect(await own.locator('[data-document-delete]').count()).toBe(0);
      await own.scrollIntoViewIfNeeded();
      await screenshot(customer, `bookingReview-customer-confirmed-${language}`);
      await customer.goto(`${baseUrl}/myOrder/seaBookingDetail?id=${toReject.id}`);
      await expect.poll(() => customer.locator('[data-record-state]').first().getAttribute('data-record-state')).toBe('REJECTED');
      await expect.poll(() => customer.locator('[data-block="detail"] [data-field="rejectReason"]').first().textContent()).toBe('No space on this sailing');
      await screenshot(customer, `bookingReview-customer-rejected-${language}`);
      await customer.context().close();
    });
  }
});
