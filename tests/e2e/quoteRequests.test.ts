// A quote request answered by the forwarder and booked by the customer, in Chromium, en and zh (issue 48):
// Demo asks for a quote on a lane no price covers (Shanghai → Chicago, by weight and volume); the
// administrator finds it on System Management → Quote Requests, named by the company, and answers it with
// a sea price (carrier, port of discharge, all-in total, transit days, validity, a note), after which it
// leaves the open queue; the customer's My Quotes shows it priced with the note, and Book opens the sea
// booking form with every value of it: the quote's number, LCL, the ports, the carrier, the cargo's weight
// and volume, the answered total. Saved, the booking holds that total.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/shared/format/numbers';
import { apiCall, apiLogin } from './support/api';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { gridFilteredBy } from './support/filteredGrid';
import { inDays, lineCell, shown, value } from './support/journey';
import { pickSearched } from './support/pickSearched';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

const TEXT = {
  en: { requested: 'Requested', quoted: 'Quoted', sea: 'Sea', company: 'Demo Trading Co.', carrier: 'Maersk' },
  zh: { requested: '询价中', quoted: '已报价', sea: '海运', company: 'Demo Trading Co.', carrier: '马士基' },
} as const;

describe('the forwarder answers a quote request, the customer books it', () => {
  for (const language of ['en', 'zh'] as const) {
    it(`answered in the back office, booked from My Quotes at the answered price (${language})`, async () => {
      const text = TEXT[language];
      const demo = await apiLogin(baseUrl, 'demo', 'demo1234');
      const grossKg = language === 'en' ? 1830 : 1840;
      const asked = await apiCall<{ quoteNo: string }>(baseUrl, 'POST', '/savedQuote/requestQuote', demo, { data: JSON.stringify({ origin: 'CNSHA', destination: 'USCHI', readyDate: inDays(5), incoterm: 'FOB', grossKg, cbm: 7.5 }) });
      expect(asked.success, asked.message).toBe(true);
      const { quoteNo } = asked.data;

      // The back office: the open request, named by its company; Answer asks for the price.
      const office = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 900 });
      await signIn(office, baseUrl, 'admin', 'admin1234', 'admin', `/systemmanager/quoteRequests`);
      const queue = await gridFilteredBy(office, 'quoteRequests', 'quoteNo', quoteNo, [140, 100, 190]);
      expect(await queue.cellText(1, 0)).toBe(text.requested);
      expect(await queue.cellText(2, 0)).toBe(text.company);
      await screenshot(office, `quoteRequests-queue-${language}`);
      await queue.rowMenuAction(0, 'answer');
      const dialog = office.locator('[data-dialog="action-answer"]');
      await pickSearched(office, dialog.locator('#root_carrier'), text.carrier.slice(0, 2), new RegExp(text.carrier));
      // The port of discharge starts as the request's destination (Chicago, inland): the forwarder replaces it.
      await dialog.locator('#root_pod').click();
      await office.keyboard.press('Control+A');
      await office.keyboard.press('Backspace');
      await pickSearched(office, dialog.locator('#root_pod'), 'USLAX', /USLAX/);
      await dialog.locator('#root_total').fill('2460.5');
      await dialog.locator('#root_transitDays').fill('24');
      await dialog.locator('#root_validTo').fill(inDays(14));
      await dialog.locator('#root_note').fill('Via Los Angeles, rail to Chicago included');
      await dialog.locator('#root_mode').click();
      await office.getByRole('option', { name: text.sea, exact: true }).click();
      await screenshot(office, `quoteRequests-answer-${language}`);
      await dialog.locator('[data-action-submit]').click();
      // Answered, it leaves the queue (which opens on the open requests).
      await queue.waitRows(0);
      await office.context().close();

      // The customer: My Quotes shows it priced; Book opens the sea booking form with every value.
      const page = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 1000 });
      await signIn(page, baseUrl, 'demo', 'demo1234', 'user', `/priceQuery/myQuotes`);
      const mine = await gridFilteredBy(page, 'myQuotes', 'quoteNo', quoteNo, [140, 90, 70]);
      await expect.poll(() => mine.cellText(1, 0)).toBe(text.quoted);
      const cells = (await page.locator('[data-page="myQuotes"] [data-testid^="glide-cell-"]').allTextContents()).map((t) => t.trim());
      expect(cells).toContain(formatMoney('2460.50'));
      const [listed] = (await apiCall<{ result: Array<{ forwarderNote?: string }> }>(baseUrl, 'GET', '/savedQuote-list', demo, undefined, { size: '1', filter: JSON.stringify({ quoteNo: { eq: quoteNo } }) })).data.result;
      expect(listed.forwarderNote).toBe('Via Los Angeles, rail to Chicago included');
      await screenshot(page, `quoteRequests-my-quotes-${language}`);
      await mine.rowMenuAction(0, 'book');
      await page.waitForURL(/\/myOrder\/seaBooking\?/);
      await expect.poll(() => value(page, 'quoteNo')).toBe(quoteNo);
      expect(await value(page, 'loadType')).toBe('LCL');
      expect(await value(page, 'pol')).toMatch(/^CNSHA/);
      expect(await value(page, 'pod')).toMatch(/^USLAX/);
      expect(await value(page, 'carrier')).toContain(text.carrier);
      expect(await value(page, 'quotedTotal')).toBe(formatMoney('2460.50'));
      expect(await value(page, 'quotedCurrency')).toBe('USD');
      await expect.poll(() => lineCell(page, 'cargoLines', 0, 'grossKg').inputValue()).toMatch(new RegExp(`^${String(grossKg).slice(0, 1)},?${String(grossKg).slice(1)}`));
      await screenshot(page, `quoteRequests-booking-form-${language}`);
      // Saved, the booking holds the answered total.
      await shown(page, '[data-form="save"]').click();
      await page.waitForURL(/[?&]id=\d+/);
      await expect.poll(() => value(page, 'quoteNo')).toBe(quoteNo);
      expect(await value(page, 'quotedTotal')).toBe(formatMoney('2460.50'));
      const saved = await apiCall<{ result: Array<{ quotedTotal: string | number }> }>(baseUrl, 'GET', '/booking-list', demo, undefined, { size: '5', filter: JSON.stringify({ quoteNo: { eq: quoteNo } }) });
      expect(saved.data.result.map((b) => Number(b.quotedTotal).toFixed(2))).toEqual(['2460.50']);
      await page.context().close();
    });
  }
});
