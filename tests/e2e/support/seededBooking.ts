// A seeded sea booking of Demo, found through the API and opened as a customer opens it. Other test
// files make bookings too (drafts, copies without parties), so a test never takes just the newest.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { GridDriver } from '../renderer/gridDriver';
import { apiCall, apiLogin } from './api';

/** The number of a seeded sea FCL booking of Demo: numbered, not a draft, with its consignee and cargo lines. */
export async function seededSeaBooking(baseUrl: string): Promise<string> {
  const session = await apiLogin(baseUrl, 'demo', 'demo1234');
  const list = await apiCall<{ result: Array<{ bookingNo: string | null; status: string; consigneeText: string | null; loadType: string | null; shipperReference: string | null }> }>(baseUrl, 'GET', '/booking-list', session, undefined, {
    size: '100',
    sort: 'id',
    order: 'asc',
    filter: JSON.stringify({ mode: { eq: 'SEA' } }),
  });
  const seeded = list.data.result.find((b) => b.bookingNo && b.status !== 'DRAFT' && b.consigneeText && b.loadType === 'FCL' && b.shipperReference?.startsWith('DEMO-PO-'));
  if (!seeded?.bookingNo) throw new Error('no seeded sea FCL booking of Demo with a consignee');
  return seeded.bookingNo;
}

/** Finds the booking on the order list by its number and opens its detail; answers the record the detail page read. */
export async function openSeaBooking<T extends { id: number; bookingNo: string }>(page: Page, baseUrl: string, bookingNo: string): Promise<T> {
  await page.goto(`${baseUrl}/myOrder/mulOrderList`);
  await page.waitForSelector('[data-block="grid"] [data-grid-rows]');
  await page.fill('[name="filter-bookingNo"]', bookingNo);
  await page.click('[data-filter="search"]');
  const grid = new GridDriver(page, { widths: [150], rowHeight: 36 });
  await expect.poll(() => grid.cellText(0, 0)).toBe(bookingNo);
  const read = page.waitForResponse((r) => /\/api\/v1\/booking\?/.test(r.url()) && r.request().method() === 'GET');
  await grid.rowAction(0, 'openSea');
  await page.waitForURL(/\/myOrder\/seaBookingDetail\?id=\d+/);
  const booking = ((await (await read).json()) as { data: T }).data;
  await page.waitForSelector('[data-block="detail"] [data-field="bookingNo"]');
  expect(await page.textContent('[data-block="detail"] [data-field="bookingNo"]')).toBe(bookingNo);
  expect(booking.bookingNo).toBe(bookingNo);
  return booking;
}
