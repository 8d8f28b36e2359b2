// A customer's job, end to end (issue 41): find a price on its screen, quote it, book, see every quoted
// value arrive in the form, complete and save it (the form becomes the record: its URL and title name
// it), submit from the form, follow a tracking event the forwarder adds through the API to the
// timeline, and find the booking's bill, in English and in Chinese, in Chromium against the built app
// and the real server. The shared steps are in support/journey.ts; this file is sea FCL.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { inDays, journeyBrowser, LANGS, lineCell, pages, partiesAndCargo, pickOption, quote, saveSubmitTrackBill, shown, value } from './support/journey';

journeyBrowser();

describe('a job in every mode, in English and Chinese', () => {
  for (const lang of LANGS) {
    it(`sea FCL: a sea price quoted for 2×40HC on a date books with the equipment, price and total (${lang})`, async () => {
      const page = pages[lang];
      const etd = inDays(10);
      const { result, shown: totalShown } = await quote(page, '/priceQuery/seaPriceQuery', { pol: 'CNSHA', pod: 'DEHAM' }, 'SF-SHAHAM-MAEU', async (dialog) => {
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
      expect(await value(page, 'quotedTotal')).toBe(totalShown);
      expect(await value(page, 'quotedCurrency')).toBe('USD');
      // What a submission needs is marked before the user tries.
      expect(await shown(page, '[data-form-legend="requiredFor"]').count()).toBe(1);
      await screenshot(page, `journey-sea-fcl-arrived-${lang}`);
      await pickOption(page, 'incoterm', /^FOB/);
      await pickOption(page, 'receiptDeliveryType', /^CY\/CY/);
      await pickOption(page, 'transportDocumentType', /^BOL/);
      await partiesAndCargo(page, { description: 'LED panel lights', hsCode: '940542', packageCount: '120', packageCode: 'CT', grossKg: '1850.5', cbm: '12.4' });
      await saveSubmitTrackBill(page, lang, { mode: 'sea FCL', eventMode: 'SEA', eventType: 'LOAD', chargesPage: (id) => `/myOrder/seaBookingDetail?id=${id}`, submitted: 'RECEIVED' }, 'sea-fcl');
    });
  }
});
