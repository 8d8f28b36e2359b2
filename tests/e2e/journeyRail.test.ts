// A customer's rail job, end to end (issue 41): a rail FCL price quoted for containers on a date, Book,
// every quoted value in the rail booking form, completed and saved (the form becomes the record, and a
// second save updates it: one booking, where rail once made four drafts), submitted from the form, a
// tracking event on the timeline and the bill on the booking's charges, in English and in Chinese.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { inDays, journeyBrowser, LANGS, lineCell, pages, partiesAndCargo, pickOption, quote, saveAgainStillOne, saveSubmitTrackBill, shown, unique, value } from './support/journey';

journeyBrowser();

describe('a rail job, in English and Chinese', () => {
  for (const lang of LANGS) {
    it(`rail FCL: a rail price quoted for 3×40' on a date books with the equipment, price and total (${lang})`, async () => {
      const page = pages[lang];
      const etd = inDays(12);
      const { result, shown: totalShown } = await quote(page, '/priceQuery/railPriceFclList', { pol: 'CNCTU', pod: 'DEDUI' }, 'RF-CTUDUI', async (dialog) => {
        await dialog.locator('#root_containers_0_type').click();
        await page.getByRole('listbox').getByRole('option', { name: /^42G1\b/ }).click();
        await dialog.locator('#root_containers_0_count').fill('3');
        await dialog.locator('#root_date').fill(etd);
      });
      await screenshot(page, `journey-rail-quoted-${lang}`);
      await result.locator('[data-result-link="railBooking"]').click();
      await page.waitForURL(/\/myOrder\/railBooking\?/);
      // Everything the quote knew arrived, in the form's own shapes.
      await expect.poll(() => value(page, 'priceReference')).toBe('RF-CTUDUI');
      expect(await value(page, 'mode')).toMatch(lang === 'en' ? /Rail/ : /铁路/);
      expect(await value(page, 'carrier')).toMatch(/^CRE/);
      expect(await value(page, 'pol')).toMatch(/^CNCTU/);
      expect(await value(page, 'pod')).toMatch(/^DEDUI/);
      expect(await value(page, 'borderCrossing')).toMatch(/ALASHANKOU/i);
      expect(await value(page, 'etd')).toBe(etd);
      // The quote's date is the train's: the train date a submit needs arrives with it.
      expect(await value(page, 'trainDate')).toBe(etd);
      expect(await value(page, 'loadType')).toBe('FCL');
      expect(await lineCell(page, 'equipment', 0, 'isoCode').inputValue()).toBe('42G1');
      expect(await lineCell(page, 'equipment', 0, 'units').inputValue()).toBe('3');
      expect(await value(page, 'quotedTotal')).toBe(totalShown);
      expect(await value(page, 'quotedCurrency')).toBe('USD');
      expect(await shown(page, '[data-form-legend="requiredFor"]').count()).toBe(1);
      await screenshot(page, `journey-rail-arrived-${lang}`);

      const reference = `E2E-RAIL-${lang.toUpperCase()}-${unique()}`;
      await shown(page, '#root_shipperReference').fill(reference);
      await pickOption(page, 'incoterm', /^FCA/);
      await partiesAndCargo(page, { description: 'Bicycle frames', hsCode: '871491', packageCount: '300', packageCode: 'CT', grossKg: '5400', cbm: '58.2' });
      await saveSubmitTrackBill(
        page,
        lang,
        {
          mode: 'rail FCL',
          eventMode: 'RAIL',
          eventType: 'RDEP',
          chargesPage: (id) => `/myOrder/railBookingDetail?id=${id}`,
          submitted: 'RECEIVED',
          afterSave: async (id) => {
            // The quote's total stays the server's at the save, and Save again updates the one booking.
            expect(await value(page, 'quotedTotal')).toBe(totalShown);
            await saveAgainStillOne(page, reference, id);
          },
        },
        'rail',
      );
    });
  }
});
