// A customer's job, end to end (issue 41): find a price on its screen, quote it, book, see every quoted
// value arrive in the form, complete and save it (the form becomes the record: its URL and title name
// it), submit from the form, follow a tracking event the forwarder adds through the API to the
// timeline, and find the booking's bill, in English and in Chinese, in Chromium against the built app
// and the real server. One browser for the file, logged in once per language; each journey's values are
// its own (numbers from the server). Sea FCL so far; saveSubmitTrackBill is shared by the other modes.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GridDriver } from './renderer/gridDriver';
import { type ApiSession, apiCall, apiCreate, apiLogin } from './support/api';
import { browserForFile, loginThroughDialog, openPage, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const shared = browserForFile();
type Lang = 'en' | 'zh';
const pages = {} as Record<Lang, Page>;
let admin: ApiSession;
let demo: ApiSession;

beforeAll(async () => {
  for (const lang of ['en', 'zh'] as const) {
    pages[lang] = await openPage(shared.browser, { language: lang, baseUrl, width: 1600, height: 1000 });
    await loginThroughDialog(pages[lang], baseUrl, 'demo', 'demo1234');
  }
  [admin, demo] = await Promise.all([apiLogin(baseUrl, 'admin', 'admin1234', 'admin'), apiLogin(baseUrl, 'demo', 'demo1234')]);
});

afterAll(async () => {
  for (const page of Object.values(pages)) await page?.context().close();
});

/** The screen on show: kept-alive screens stay in the page, hidden. */
const shown = (page: Page, selector: string) => page.locator(`${selector}:visible`).first();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const unique = () => String(Date.now()).slice(-7);

async function pickOption(page: Page, field: string, name: RegExp): Promise<void> {
  await shown(page, `#root_${field}`).click();
  await page.getByRole('option', { name }).first().click();
}

/** A reference field: the first record the search finds. */
async function pickReference(page: Page, field: string, search = ''): Promise<void> {
  const combo = shown(page, `#root_${field}`);
  await combo.click();
  if (search) await combo.fill(search);
  await page.getByRole('option', { name: search ? new RegExp(search) : /./ }).first().click();
  await expect.poll(() => combo.inputValue()).not.toBe('');
}

const lineCell = (page: Page, lines: string, line: number, column: string) => shown(page, `[data-name="${lines}"] [data-line="${line}"][data-col="${column}"]`);

async function fillLine(page: Page, lines: string, line: number, values: Record<string, string>): Promise<void> {
  for (const [column, value] of Object.entries(values)) await lineCell(page, lines, line, column).fill(value);
}

/** The price row of `priceNo` on a price screen opened with its lane (a link's filter), quoted with `cargo`. */
async function quote(page: Page, path: string, lane: { pol: string; pod: string }, priceNo: string, cargo: (dialog: ReturnType<Page['locator']>) => Promise<void>) {
  await page.goto(`${baseUrl}${path}?filter=${encodeURIComponent(JSON.stringify(lane))}`);
  const grid = new GridDriver(page, { widths: [], rowHeight: 36 });
  await expect.poll(() => grid.column(0)).toContain(priceNo);
  const row = (await grid.column(0)).indexOf(priceNo);
  await grid.rowMenuAction(row, (await grid.rowMenuActions(row)).find((a) => a.startsWith('quote'))!);
  const dialog = page.locator('[data-dialog^="action-quote"]');
  await cargo(dialog);
  await dialog.locator('[data-action-submit]').click();
  const result = dialog.locator('[data-action-result]');
  await result.waitFor();
  // Shown with thousands separators; the number itself is what the booking carries.
  const shown = (await result.locator('[data-total="amount"]').textContent()) ?? '';
  expect(shown).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  const total = shown.replace(/,/g, '');
  return { dialog, result, total };
}

/** What every booking journey shares once its form holds what the quote knew. */
interface Journey {
  mode: string;
  /** The booking's mode for the tracking event. */
  eventMode: 'SEA' | 'RAIL' | 'AIR' | 'TRUCK';
  eventType: string;
  /** Where the booking's charges and bills are listed: its detail page, or its own form page (a truck's). */
  chargesPage: (id: string) => string;
  /** The state the submit leads to, shown beside the number. */
  submitted: string;
}

async function saveSubmitTrackBill(page: Page, lang: Lang, j: Journey, shot: string): Promise<void> {
  // Saved: the form is the record — its URL names it, its title shows the number the server gave it.
  await shown(page, '[data-form="save"]').click();
  await page.waitForURL(/[?&]id=\d+/);
  const id = new URL(page.url()).searchParams.get('id')!;
  const number = shown(page, '[data-record-title]');
  await expect.poll(() => number.textContent()).toMatch(/^[A-Z]{2}\d{10}$/);
  const recordNo = (await number.textContent())!;
  await screenshot(page, `journey-${shot}-saved-${lang}`);
  // Submitted from the form; the state beside the number follows, and the form is no longer editable.
  await shown(page, '[data-form-action="submit"]').click();
  await shown(page, `[data-record-state="${j.submitted}"]`).waitFor();
  await shown(page, '[data-form-locked]').waitFor();
  await screenshot(page, `journey-${shot}-submitted-${lang}`);
  // The booking's number: the record's own, or (an FBA order) that of the booking it ships under.
  const bookingNo = j.submitted === 'SUBMITTED' ? await bookingOfFbaOrder(id) : recordNo;

  // The forwarder reports an event; the booking's tracking shows it on the timeline.
  const description = `E2E ${j.mode} ${lang} ${unique()}`;
  await apiCreate(baseUrl, admin, 'shipmentEvent', {
    bookingNo,
    mode: j.eventMode,
    eventType: j.eventType,
    classifier: 'ACT',
    eventTime: new Date().toISOString(),
    timeZone: 'Asia/Shanghai',
    location: 'CNSHA',
    description,
  });
  await shown(page, '[data-action="track"]').click();
  await page.waitForURL(/bookingNo=/);
  const timeline = shown(page, '[data-block="timeline"]');
  await timeline.getByText(description).waitFor().catch(async (e) => {
    await screenshot(page, `journey-${shot}-timeline-failed-${lang}`);
    throw e;
  });
  expect(await timeline.locator(`[data-milestone="${j.eventType}"]`).count()).toBeGreaterThan(0);
  await screenshot(page, `journey-${shot}-timeline-${lang}`);

  // The forwarder bills it; the booking's charges list the bill, which opens with its total.
  const billNo = `BL-${shot.toUpperCase().slice(0, 3)}${lang.toUpperCase()}-${unique()}`;
  const today = inDays(0);
  await apiCreate(baseUrl, admin, 'bill', { customerId: demo.customerId, billNo, periodFrom: today, periodTo: today, issueDate: today, dueDate: inDays(30), currency: 'USD', exchangeRate: 7.1 });
  await apiCreate(baseUrl, admin, 'expense', { customerId: demo.customerId, chargeNo: `EX-${billNo.slice(3)}`, bookingRef: bookingNo, chargeCode: 'BAS', description: 'Freight', quantity: 2, unit: 'CTR', unitPrice: 1234.5, currency: 'USD', status: 'billed', billNo, incurredOn: today });
  await page.goto(`${baseUrl}${j.chargesPage(id)}`);
  const charges = new GridDriver(page, { widths: [90, 220, 120, 80, 110, 150], rowHeight: 36 });
  // The charges list sits below the booking: the grid draws (and lists for reading) the cells in view.
  await shown(page, '[data-grid-id="charges"]').scrollIntoViewIfNeeded();
  // The charges list has no selection column, which the driver counts: its 5th data column (billNo) reads as the 4th.
  await expect.poll(() => charges.column(4), { timeout: 20_000 }).toEqual([billNo]).catch(async (e: unknown) => {
    await screenshot(page, `journey-${shot}-charges-failed-${lang}`);
    throw e;
  });
  await screenshot(page, `journey-${shot}-charges-${lang}`);
  await charges.rowAction(0, 'openBill');
  await page.waitForURL(/bilingDetail/);
  const bill = shown(page, '[data-block="detail"]');
  await bill.getByText(billNo, { exact: true }).waitFor();
  expect(await bill.locator('[data-field="total"]').textContent()).toMatch(/2,?469\.00/);
  await screenshot(page, `journey-${shot}-bill-${lang}`);
}

/** The booking an FBA order ships under, as the API answers the order. */
async function bookingOfFbaOrder(id: string): Promise<string> {
  const order = await apiCall<{ bookingNo: string }>(baseUrl, 'GET', '/fbaOrder', demo, undefined, { id });
  expect(order.data.bookingNo).toMatch(/^[A-Z]{2}\d{10}$/);
  return order.data.bookingNo;
}

/** A field's value as shown: an input's text, or a read-only field's (a choice's label). */
const value = (page: Page, field: string) =>
  shown(page, `#root_${field}`).evaluate((el) => (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? '').trim()));

describe('a job in every mode, in English and Chinese', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`sea FCL: a sea price quoted for 2×40HC on a date books with the equipment, price and total (${lang})`, async () => {
      const page = pages[lang];
      const etd = inDays(10);
      const { result, total } = await quote(page, '/priceQuery/seaPriceQuery', { pol: 'CNSHA', pod: 'DEHAM' }, 'SF-SHAHAM-MAEU', async (dialog) => {
        await dialog.locator('#root_containers_0_type').click();
        await page.getByRole('listbox').getByRole('option', { name: /^45G1\b/ }).click();
        await dialog.locator('#root_containers_0_count').fill('2');
        await dialog.locator('#root_date').fill(etd);
      });
      await result.locator('[data-result-link="seaBooking"]').click();
      await page.waitForURL(/\/myOrder\/seaBooking\?/);
      // Everything the quote knew arrived, in the form's own shapes.
      await expect.poll(() => value(page, 'priceReference')).toBe('SF-SHAHAM-MAEU');
      expect(await value(page, 'mode')).toMatch(lang === 'en' ? /Sea/ : /海运/);
      expect(await value(page, 'carrier')).toMatch(/^MAEU/);
      expect(await value(page, 'pol')).toMatch(/^CNSHA/);
      expect(await value(page, 'pod')).toMatch(/^DEHAM/);
      expect(await value(page, 'etd')).toBe(etd);
      expect(await value(page, 'loadType')).toBe('FCL');
      expect(await lineCell(page, 'equipment', 0, 'isoCode').inputValue()).toBe('45G1');
      expect(await lineCell(page, 'equipment', 0, 'units').inputValue()).toBe('2');
      expect(Number(await value(page, 'quotedTotal'))).toBe(Number(total));
      expect(await value(page, 'quotedCurrency')).toBe('USD');
      // What a submission needs is marked before the user tries.
      expect(await shown(page, '[data-form-legend="requiredFor"]').count()).toBe(1);
      await screenshot(page, `journey-sea-fcl-arrived-${lang}`);
      await pickOption(page, 'incoterm', /^FOB/);
      await pickOption(page, 'receiptDeliveryType', /^CY\/CY/);
      await pickOption(page, 'transportDocumentType', /^BOL/);
      await pickReference(page, 'shipper', 'Ningbo Bright');
      await pickReference(page, 'consignee');
      await shown(page, '[data-name="cargoLines"] [data-line-action="add"]').click();
      await fillLine(page, 'cargoLines', 0, { description: 'LED panel lights', hsCode: '940542', packageCount: '120', packageCode: 'CT', grossKg: '1850.5', cbm: '12.4' });
      await saveSubmitTrackBill(page, lang, { mode: 'sea FCL', eventMode: 'SEA', eventType: 'LOAD', chargesPage: (id) => `/myOrder/seaBookingDetail?id=${id}`, submitted: 'RECEIVED' }, 'sea-fcl');
    });
  }
});
