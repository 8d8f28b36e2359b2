// A sea LCL job, end to end (issue 41): the LCL price screen quotes a cargo of pieces by its revenue
// tons, Book opens a sea booking with everything the quote knew (price, LCL, CFS/CFS, the lane, the
// quoted total, the cargo's pieces, kg and CBM), then save → submit → track → bill as every mode
// (support/journey.ts), in English and in Chinese.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { inDays, journeyBrowser, LANGS, lineCell, pages, partiesAndCargo, pickOption, quote, quotePieces, saveSubmitTrackBill, shown, value } from './support/journey';

journeyBrowser();

describe('a job in every mode, in English and Chinese', () => {
  for (const lang of LANGS) {
    it(`sea LCL: a LCL price quoted for 4 pieces of 120×100×80 cm, 250 kg books with the cargo, price and total (${lang})`, async () => {
      const page = pages[lang];
      const etd = inDays(12);
      const { result, shown: totalShown } = await quote(page, '/priceQuery/seaLclPriceQuery', { pol: 'CNSHA', pod: 'NLRTM' }, 'SL-SHARTM', async (dialog) => {
        await quotePieces(dialog, [{ count: '4', lengthCm: '120', widthCm: '100', heightCm: '80', weightKg: '250' }]);
        await dialog.locator('#root_date').fill(etd);
      });
      // 3.84 m³ against 1.0 t: charged on 3.84 revenue tons.
      expect(await result.textContent()).toContain('3.84');
      await screenshot(page, `journey-sea-lcl-quote-${lang}`);
      await result.locator('[data-result-link="seaBooking"]').click();
      await page.waitForURL(/\/myOrder\/seaBooking\?/);
      // Everything the quote knew arrived, in the form's own shapes.
      await expect.poll(() => value(page, 'priceReference')).toBe('SL-SHARTM');
      expect(await value(page, 'mode')).toMatch(lang === 'en' ? /Sea/ : /海运/);
      // The demo LCL rows name no carrier (a consolidator's): none is invented.
      expect(await value(page, 'carrier')).toBe('');
      expect(await value(page, 'pol')).toMatch(/^CNSHA/);
      expect(await value(page, 'pod')).toMatch(/^NLRTM/);
      expect(await value(page, 'etd')).toBe(etd);
      expect(await value(page, 'loadType')).toBe('LCL');
      expect(await value(page, 'receiptDeliveryType')).toBe('CFS/CFS');
      expect(await lineCell(page, 'cargoLines', 0, 'packageCount').inputValue()).toBe('4');
      expect(Number(await lineCell(page, 'cargoLines', 0, 'grossKg').inputValue())).toBe(1000);
      expect(Number(await lineCell(page, 'cargoLines', 0, 'cbm').inputValue())).toBe(3.84);
      expect(await value(page, 'quotedTotal')).toBe(totalShown);
      expect(await value(page, 'quotedCurrency')).toBe('USD');
      expect(await shown(page, '[data-form-legend="requiredFor"]').count()).toBe(1);
      await screenshot(page, `journey-sea-lcl-arrived-${lang}`);
      await pickOption(page, 'incoterm', /^FOB/);
      await pickOption(page, 'transportDocumentType', /^BOL/);
      await partiesAndCargo(page, { description: 'Ceramic tableware', hsCode: '691110', packageCode: 'PK' }, true);
      await saveSubmitTrackBill(page, lang, { mode: 'sea LCL', eventMode: 'SEA', eventType: 'LOAD', chargesPage: (id) => `/myOrder/seaBookingDetail?id=${id}`, submitted: 'RECEIVED' }, 'sea-lcl');
    });
  }
});
