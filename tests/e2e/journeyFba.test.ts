// An FBA job, end to end (issue 41): the air price screen quotes cartons, "Place FBA order" opens an
// FBA order with everything the quote knew (the channel, the cartons as its lines with their live
// chargeable weight, the price reference, the quoted total); completed with Amazon's shipment, its
// fulfilment centre and what the cartons hold, it is saved (its number), submitted from the form
// (SUBMITTED, shipping under a booking), tracked and billed on that booking, in English and in Chinese.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { LANGS, fillLine, journeyBrowser, lineCell, pages, quote, quotePieces, recordOf, saveSubmitTrackBill, shown, unique, value } from './support/journey';

journeyBrowser();

// 6 cartons of 60×40×50 cm at 18.5 kg: 111 kg gross, 120 kg by volume.
const CARTONS = { count: '6', lengthCm: '60', widthCm: '40', heightCm: '50', weightKg: '18.5' };

describe('a job in every mode, in English and Chinese', () => {
  for (const lang of LANGS) {
    it(`FBA: 6 cartons quoted by air become an FBA order with its channel, cartons, price and total (${lang})`, async () => {
      const page = pages[lang];
      const { result, total, shown: totalShown } = await quote(page, '/priceQuery/airPriceQuery', { pol: 'CNSZX', pod: 'USLAX' }, 'AF-SZXLAX-CA', (dialog) => quotePieces(dialog, [CARTONS]));
      expect(await result.textContent()).toContain('120 kg × ');
      await result.locator('[data-result-link="placeFbaOrder"]').click();
      await page.waitForURL(/\/myOrder\/placeFbaOrder\?/);
      await expect.poll(() => value(page, 'priceReference')).toBe('AF-SZXLAX-CA');
      expect(await value(page, 'channel')).toMatch(lang === 'en' ? /Air/ : /空运/);
      expect(await value(page, 'quotedTotal')).toBe(totalShown);
      expect(await value(page, 'quotedCurrency')).toBe('CNY');
      const carton = (column: string) => lineCell(page, 'cartons', 0, column).inputValue();
      expect(await carton('cartonCount')).toBe('6');
      expect(await carton('lengthCm')).toBe('60');
      expect(await carton('widthCm')).toBe('40');
      expect(await carton('heightCm')).toBe('50');
      expect(Number(await carton('weightKg'))).toBe(18.5);
      // The cartons' chargeable weight, live: by volume, as the quote charged it.
      const shipment = shown(page, '[data-name="cartons"] [data-line-totals] [data-total="chargeableKg"]');
      expect(Number(await shipment.textContent())).toBe(120);
      expect(await shown(page, '[data-form-legend="requiredFor"]').count()).toBe(1);
      await screenshot(page, `journey-fba-arrived-${lang}`);

      const id = unique();
      await shown(page, '#root_fbaShipmentId').fill(`FBA${lang.toUpperCase()}${id}`);
      await shown(page, '#root_amazonReferenceId').fill(`R${lang.toUpperCase()}${id.slice(-5)}`);
      await shown(page, '#root_fulfilmentCentre').fill('ONT8');
      await shown(page, '#root_declaredValue').fill('1440');
      await shown(page, '#root_currency').fill('USD');
      await fillLine(page, 'cartons', 0, { msku: 'LAMP-DESK-01', quantity: '48' });
      await saveSubmitTrackBill(
        page,
        lang,
        {
          mode: 'FBA',
          eventMode: 'AIR',
          eventType: 'DEP',
          chargesPage: (orderId) => `/myOrder/fbaOrderDetail?id=${orderId}`,
          // The order's page shows its totals over the cartons.
          chargesPageShows: { grossKg: '111', cbm: '0.72', chargeableKg: '120' },
          submitted: 'SUBMITTED',
          // The server priced the saved order as the quote did, and kept where it goes.
          afterSave: async (orderId) => {
            const order = await recordOf<{ quotedTotal: number; chargeableKg: number; grossKg: number; cbm: number; fulfilmentCentre: string }>('fbaOrder', orderId);
            expect(order.quotedTotal).toBe(Number(total));
            // 6 cartons of 18.5 kg, 60 × 40 × 50 cm: 111 kg, 0.72 m³, charged by volume at 120 kg.
            expect([order.grossKg, order.cbm, order.chargeableKg]).toEqual([111, 0.72, 120]);
            expect(order.fulfilmentCentre).toBe('ONT8');
          },
        },
        'fba',
      );
    });
  }
});
