// Issue 48 in Chromium, en and zh: the instant quote searched Shanghai → Hamburg for 2 × 40' HC lists the
// sea and the rail offers side by side (each with its total, chargeable quantity, next departure and CO₂e,
// the method on hover); Book on the rail one keeps it as a quote and opens the rail booking form with every
// value of it and the quote's number; saved, the booking holds the quote's number and its total, and My quotes
// lists the quote. A lane no price covers offers to ask for a quote, the form filled with what was searched.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/shared/format/numbers';
import { screenshot } from './support/browser';
import { baseUrl, demoList, journeyBrowser, LANGS, lineCell, pages, pickOption, shown, value } from './support/journey';
import { pickSearched } from './support/pickSearched';

journeyBrowser();

const MODE = { en: { SEA: 'Sea', RAIL: 'Rail' }, zh: { SEA: '海运', RAIL: '铁路' } } as const;

describe('instant quote: compare sea and rail, book the rail offer', () => {
  for (const lang of LANGS) {
    it(`Shanghai → Hamburg, 2 × 40' HC: sea and rail offers, Book rail carries the quote into the booking (${lang})`, async () => {
      const page = pages[lang];
      await page.goto(`${baseUrl}/priceQuery/instantQuote`);
      const form = page.locator('[data-inline-action="search"]');
      await pickSearched(page, form.locator('#root_origin'), 'CNSHA', /CNSHA/);
      await pickSearched(page, form.locator('#root_destination'), 'DEHAM', /DEHAM/);
      await form.locator('[data-name="containers"] [data-line-action="add"]').click();
      await form.locator('#root_containers_0_type').click();
      await page.getByRole('listbox').getByRole('option', { name: /^45G1\b/ }).click();
      await form.locator('#root_containers_0_count').fill('2');
      // Totals also in yuan, at the forwarder's stated rate (the demo's 1 USD = 7.1012 CNY).
      await form.locator('#root_currency').click();
      await page.getByRole('option', { name: 'CNY', exact: true }).click();
      await form.locator('[data-action-submit]').click();
      const result = form.locator('[data-action-result]');
      await result.waitFor();
      const lines = result.locator('[data-result-line]');
      await expect.poll(() => lines.count()).toBeGreaterThanOrEqual(3);
      const texts = await lines.allTextContents();
      expect(texts.some((t) => t.startsWith(MODE[lang].SEA))).toBe(true);
      const railLine = result.locator('[data-result-line]', { hasText: 'RF-SMHHAM' });
      await expect.poll(() => railLine.count()).toBe(1);
      const railText = (await railLine.textContent()) ?? '';
      expect(railText.startsWith(MODE[lang].RAIL)).toBe(true);
      expect(railText).toContain(formatMoney('14100.00'));
      expect(railText).toContain('CRE-SMHHAM-');
      expect(railText).toContain(formatMoney('100126.92'));
      expect(await railLine.locator('[data-hint="chosenTotal"]').getAttribute('title')).toContain('1 USD = 7.1012 CNY');
      // CO₂e with its method on hover.
      const hint = await railLine.locator('[data-hint="co2eKg"]').getAttribute('title');
      expect(hint).toContain('ISO 14083');
      await screenshot(page, `instant-quote-offers-${lang}`);

      await railLine.locator('[data-line-action="book"]').click();
      await page.waitForURL(/\/myOrder\/railBooking\?/);
      await expect.poll(() => value(page, 'quoteNo')).toMatch(/^QT\d{10}$/);
      const quoteNo = await value(page, 'quoteNo');
      expect(await value(page, 'priceReference')).toBe('RF-SMHHAM');
      expect(await value(page, 'pol')).toMatch(/^CNSMH/);
      expect(await value(page, 'pod')).toMatch(/^DEHAM/);
      expect(await value(page, 'loadType')).toBe('FCL');
      expect(await value(page, 'borderCrossing')).toMatch(/MANZHOULI/);
      // The cargo's ready date is the train's.
      expect(await value(page, 'trainDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await lineCell(page, 'equipment', 0, 'isoCode').inputValue()).toBe('45G1');
      expect(await lineCell(page, 'equipment', 0, 'units').inputValue()).toBe('2');
      expect(await value(page, 'quotedTotal')).toBe(formatMoney('14100.00'));
      expect(await value(page, 'quotedCurrency')).toBe('USD');
      // The quote is the company's own, in My quotes.
      const [saved] = await demoList<{ quoteNo: string; total: number | string; mode: string }>('savedQuote', { quoteNo: { eq: quoteNo } });
      expect(saved).toMatchObject({ quoteNo, mode: 'RAIL' });
      expect(Number(saved.total).toFixed(2)).toBe('14100.00');
      await screenshot(page, `instant-quote-booking-form-${lang}`);

      // Saved, the booking holds the quote's number and its total.
      await pickOption(page, 'incoterm', /^FCA/);
      await shown(page, '[data-form="save"]').click();
      await page.waitForURL(/[?&]id=\d+/);
      await expect.poll(() => value(page, 'quoteNo')).toBe(quoteNo);
      expect(await value(page, 'quotedTotal')).toBe(formatMoney('14100.00'));
      const [booking] = await demoList<{ quoteNo: string; quotedTotal: number | string }>('booking', { quoteNo: { eq: quoteNo } });
      expect(Number(booking.quotedTotal).toFixed(2)).toBe('14100.00');
      await screenshot(page, `instant-quote-booking-saved-${lang}`);

      // My quotes lists it with its number, lane, total and validity.
      await page.goto(`${baseUrl}/priceQuery/myQuotes`);
      const grid = page.locator('[data-block="grid"]');
      await expect.poll(async () => (await grid.locator('[data-testid^="glide-cell-"]').allTextContents()).map((t) => t.trim()).includes(quoteNo)).toBe(true);
      const cells = (await grid.locator('[data-testid^="glide-cell-"]').allTextContents()).map((t) => t.trim());
      expect(cells).toContain('RF-SMHHAM');
      expect(cells).toContain(formatMoney('14100.00'));
      await screenshot(page, `instant-quote-my-quotes-${lang}`);
    });
  }

  for (const lang of LANGS) {
    it(`a lane no price covers says so, and the quote is asked of the forwarder (${lang})`, async () => {
      const page = pages[lang];
      await page.goto(`${baseUrl}/priceQuery/instantQuote`);
      const form = page.locator('[data-inline-action="search"]');
      await pickSearched(page, form.locator('#root_origin'), 'CNSHA', /CNSHA/);
      await pickSearched(page, form.locator('#root_destination'), 'USCHI', /USCHI/);
      await form.locator('#root_grossKg').fill('800');
      await form.locator('#root_cbm').fill('3');
      await form.locator('[data-action-submit]').click();
      const result = form.locator('[data-action-result]');
      await result.waitFor();
      await expect.poll(() => result.textContent()).toContain('CNSHA → USCHI');
      expect(await result.locator('[data-result-line]').count()).toBe(0);
      await screenshot(page, `instant-quote-no-offer-${lang}`);
      // Ask for a quote, under the empty answer: the form starts with what was searched, nothing typed twice.
      await result.locator('[data-empty-action="requestQuote"]').click();
      const dialog = page.locator('[data-dialog="action-requestQuote"]');
      await expect.poll(() => dialog.locator('#root_origin').inputValue()).toMatch(/^CNSHA/);
      expect(await dialog.locator('#root_destination').inputValue()).toMatch(/^USCHI/);
      expect(await dialog.locator('#root_grossKg').inputValue()).toBe('800');
      expect(await dialog.locator('#root_cbm').inputValue()).toBe('3');
      await dialog.locator('[data-action-submit]').click();
      const asked = dialog.locator('[data-action-result]');
      await asked.waitFor();
      await expect.poll(() => asked.textContent()).toMatch(/QT\d{10}/);
      await screenshot(page, `instant-quote-requested-${lang}`);
    });
  }
});
