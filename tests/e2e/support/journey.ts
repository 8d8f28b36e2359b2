// What every customer-job journey shares (issue 41): a browser per language logged in as the demo
// customer, the API sessions the forwarder's side uses (a tracking event, a bill), and the steps each
// mode takes the same way: quote a price row, then save → submit → track → bill from the booking form.
// A journey file per mode calls journeyBrowser() once and its own steps in between.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { GridDriver } from '../renderer/gridDriver';
import { type ApiSession, apiCall, apiCreate, apiLogin } from './api';
import { browserForFile, loginThroughDialog, openPage, screenshot } from './browser';
import { pickSearched } from './pickSearched';
import { workerBaseUrl } from './workerServer';

export const baseUrl = await workerBaseUrl();
export type Lang = 'en' | 'zh';
export const LANGS = ['en', 'zh'] as const;
/** Filled by journeyBrowser()'s beforeAll: one logged-in page per language. */
export const pages = {} as Record<Lang, Page>;
let admin: ApiSession;
let demo: ApiSession;

/** Call once at a journey file's top level: a browser for the file, the demo customer logged in per language. */
export function journeyBrowser(): void {
  const shared = browserForFile();
  beforeAll(async () => {
    for (const lang of LANGS) {
      pages[lang] = await openPage(shared.browser, { language: lang, baseUrl, width: 1600, height: 1000 });
      await loginThroughDialog(pages[lang], baseUrl, 'demo', 'demo1234');
    }
    [admin, demo] = await Promise.all([apiLogin(baseUrl, 'admin', 'admin1234', 'admin'), apiLogin(baseUrl, 'demo', 'demo1234')]);
  });
  afterAll(async () => {
    for (const page of Object.values(pages)) await page?.context().close();
  });
}

/** The screen on show: kept-alive screens stay in the page, hidden. */
export const shown = (page: Page, selector: string) => page.locator(`${selector}:visible`).first();
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const unique = () => String(Date.now()).slice(-7);

export async function pickOption(page: Page, field: string, name: RegExp): Promise<void> {
  await shown(page, `#root_${field}`).click();
  await page.getByRole('option', { name }).first().click();
}

/** A reference field: the first record the search finds. */
export async function pickReference(page: Page, field: string, search = ''): Promise<void> {
  await pickSearched(page, shown(page, `#root_${field}`), search, search ? new RegExp(search) : /./);
}

/**
 * The parties a booking names (the demo customer's shipper and a consignee) and its first cargo line's
 * `cargo`: added first unless a quote's pieces already made the line (`lineExists`).
 */
export async function partiesAndCargo(page: Page, cargo: Record<string, string>, lineExists = false): Promise<void> {
  await pickReference(page, 'shipper', 'Ningbo Bright');
  await pickReference(page, 'consignee');
  if (!lineExists) await shown(page, '[data-name="cargoLines"] [data-line-action="add"]').click();
  await fillLine(page, 'cargoLines', 0, cargo);
}

export const lineCell = (page: Page, lines: string, line: number, column: string) => shown(page, `[data-name="${lines}"] [data-line="${line}"][data-col="${column}"]`);

export async function fillLine(page: Page, lines: string, line: number, values: Record<string, string>): Promise<void> {
  for (const [column, value] of Object.entries(values)) await lineCell(page, lines, line, column).fill(value);
}

/** The price row of `priceNo` on a price screen opened with its lane (a link's filter), quoted with `cargo`. */
export async function quote(page: Page, path: string, lane: { pol: string; pod: string }, priceNo: string, cargo: (dialog: Locator) => Promise<void>) {
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
  // `shown`: what the booking form's read-only quoted total must read too (the same money format).
  return { dialog, result, total, shown };
}

export type Piece = { count: string; lengthCm: string; widthCm: string; heightCm: string; weightKg: string };

/** A quote dialog's pieces (LCL, air, FBA by air), one line each, a line added for each after the first. */
export async function quotePieces(dialog: Locator, pieces: readonly Piece[]): Promise<void> {
  for (const [i, piece] of pieces.entries()) {
    if (i > 0) await dialog.locator('[data-line-action="add"]').click();
    for (const [field, v] of Object.entries(piece)) await dialog.locator(`#root_pieces_${i}_${field}`).fill(v);
  }
}

/** What every booking journey shares once its form holds what the quote knew. */
export interface Journey {
  mode: string;
  /** The booking's mode for the tracking event. */
  eventMode: 'SEA' | 'RAIL' | 'AIR' | 'TRUCK';
  eventType: string;
  /** Where the booking's charges and bills are listed: its detail page, or its own form page (a truck's). */
  chargesPage: (id: string) => string;
  /** Values the charges page's detail shows, by field. */
  chargesPageShows?: Record<string, string>;
  /** The state the submit leads to, shown beside the number. */
  submitted: string;
  /** Checks once the form has become the saved record, before it is submitted (the record's id and number). */
  afterSave?: (id: string, recordNo: string) => Promise<void>;
}

export async function saveSubmitTrackBill(page: Page, lang: Lang, j: Journey, shot: string): Promise<void> {
  // Saved: the form is the record — its URL names it, its title shows the number the server gave it.
  await shown(page, '[data-form="save"]').click();
  await page.waitForURL(/[?&]id=\d+/);
  const id = new URL(page.url()).searchParams.get('id')!;
  const number = shown(page, '[data-record-title]');
  await expect.poll(() => number.textContent()).toMatch(/^[A-Z]{2}\d{10}$/);
  const recordNo = (await number.textContent())!;
  await screenshot(page, `journey-${shot}-saved-${lang}`);
  await j.afterSave?.(id, recordNo);
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
  // The booking's summary beside it has the event too: a booking read before it (cached) is read again.
  await expect.poll(async () => ((await shown(page, '[data-block="detail"] [data-field="lastEvent"]').textContent()) ?? '').trim()).not.toBe('');
  await screenshot(page, `journey-${shot}-timeline-${lang}`);

  // The forwarder bills it; the booking's charges list the bill, which opens with its total.
  const billNo = `BL-${shot.toUpperCase().slice(0, 3)}${lang.toUpperCase()}-${unique()}`;
  const today = inDays(0);
  await apiCreate(baseUrl, admin, 'bill', { customerId: demo.customerId, billNo, periodFrom: today, periodTo: today, issueDate: today, dueDate: inDays(30), currency: 'USD', exchangeRate: 7.1 });
  await apiCreate(baseUrl, admin, 'expense', { customerId: demo.customerId, chargeNo: `EX-${billNo.slice(3)}`, bookingRef: bookingNo, chargeCode: 'BAS', description: 'Freight', quantity: 2, unit: 'CTR', unitPrice: 1234.5, currency: 'USD', status: 'billed', billNo, incurredOn: today });
  await forgetCachedLists(page, 'expense');
  await page.goto(`${baseUrl}${j.chargesPage(id)}`);
  for (const [field, text] of Object.entries(j.chargesPageShows ?? {})) {
    await expect.poll(() => page.locator(`[data-block="detail"] dd[data-field="${field}"]`).first().textContent()).toBe(text);
  }
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

/**
 * Drops the client's cached answers of a resource's lists (SPEC §7 keeps a list a minute, so what others
 * write shows within one): a charges list the form page read at its save would hide the bill the
 * forwarder just added, and the journey does not wait a minute. The session-storage copies, keyed by the
 * query layer's key (`F9-cache:["expense","list",{…}]`), are what the next page load reads back.
 */
export async function forgetCachedLists(page: Page, resource: string): Promise<void> {
  await page.evaluate((list) => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(list)) sessionStorage.removeItem(key);
  }, `F9-cache:${JSON.stringify([resource, 'list'])}`.slice(0, -1));
}

/** A record as the API answers the demo customer: what the server stored and computed. */
export async function recordOf<T>(resource: 'booking' | 'fbaOrder', id: string): Promise<T> {
  return (await apiCall<T>(baseUrl, 'GET', `/${resource}`, demo, undefined, { id })).data;
}

/** The booking an FBA order ships under, as the API answers the order. */
export async function bookingOfFbaOrder(id: string): Promise<string> {
  const { bookingNo } = await recordOf<{ bookingNo: string }>('fbaOrder', id);
  expect(bookingNo).toMatch(/^[A-Z]{2}\d{10}$/);
  return bookingNo;
}

/** A field's value as shown: an input's text, or a read-only field's (a choice's label). */
export const value = (page: Page, field: string) =>
  shown(page, `#root_${field}`).evaluate((el) => (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? '').trim()));

/** A resource's records as the demo customer's API list answers them (up to 50), filtered on the server. */
export async function demoList<T>(resource: string, filter: Record<string, unknown>): Promise<T[]> {
  const list = await apiCall<{ result: T[] }>(baseUrl, 'GET', `/${resource}-list`, demo, undefined, { size: '50', filter: JSON.stringify(filter) });
  expect(list.success, list.message).toBe(true);
  return list.data.result;
}

/** The demo customer's bookings whose shipper's reference is `reference`. */
export async function bookingsByReference(reference: string): Promise<Array<{ id: number; bookingNo: string; status: string }>> {
  const list = await demoList<{ id: number; bookingNo: string; status: string; shipperReference?: string }>('booking', { shipperReference: reference });
  return list.filter((b) => b.shipperReference === reference);
}

/** Changes the remarks and saves once more (an update of the record, with its version); the reference still names one booking. */
export async function saveAgainStillOne(page: Page, reference: string, id: string): Promise<void> {
  const version = async () => (await apiCall<{ version: number }>(baseUrl, 'GET', '/booking', demo, undefined, { id })).data.version;
  const before = await version();
  expect(before).toBeGreaterThan(0);
  await shown(page, '#root_remarks').fill(`Saved twice: ${reference}`);
  await shown(page, '[data-form="save"]').click();
  // The second save took (the record's version moved on) and made no second booking.
  await expect.poll(version).toBeGreaterThan(before);
  expect((await bookingsByReference(reference)).map((b) => String(b.id))).toEqual([id]);
  expect(new URL(page.url()).searchParams.get('id')).toBe(id);
}
