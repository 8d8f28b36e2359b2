// An air job, end to end (issue 41): the air price screen quotes two lines of pieces, a bulky one and
// a heavy one; Book opens an air booking with the pieces as its lines, and the form shows their
// chargeable weight live, per line and for the shipment (the larger of total gross and total volume
// weight, not the sum of the lines'), the same figure the server stores at save; then submit → track
// → bill as every mode (support/journey.ts), in English and in Chinese.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { inDays, journeyBrowser, LANGS, lineCell, pages, partiesAndCargo, pickOption, type Piece, quote, quotePieces, recordOf, saveSubmitTrackBill, shown, value } from './support/journey';

journeyBrowser();

// 2 × 120×80×100 cm at 100 kg: 320 kg by volume. 1 × 50×40×30 cm at 200 kg: 200 kg gross.
// The shipment: 400 kg gross against 330 kg by volume, so 400 kg (the lines' own add up to 520).
const PIECES: Piece[] = [
  { count: '2', lengthCm: '120', widthCm: '80', heightCm: '100', weightKg: '100' },
  { count: '1', lengthCm: '50', widthCm: '40', heightCm: '30', weightKg: '200' },
];

describe('a job in every mode, in English and Chinese', () => {
  for (const lang of LANGS) {
    it(`air: an air price quoted for a bulky and a heavy line books with its pieces and their live chargeable weight (${lang})`, async () => {
      const page = pages[lang];
      const etd = inDays(5);
      const { result, shown: totalShown } = await quote(page, '/priceQuery/airPriceQuery', { pol: 'CNPVG', pod: 'DEFRA' }, 'AF-PVGFRA-LH', async (dialog) => {
        await quotePieces(dialog, PIECES);
        await dialog.locator('#root_date').fill(etd);
      });
      // Charged on the shipment's chargeable weight.
      expect(await result.textContent()).toContain('400 kg × ');
      await screenshot(page, `journey-air-quote-${lang}`);
      await result.locator('[data-result-link="airBooking"]').click();
      await page.waitForURL(/\/myOrder\/airBooking\?/);
      await expect.poll(() => value(page, 'priceReference')).toBe('AF-PVGFRA-LH');
      expect(await value(page, 'mode')).toMatch(lang === 'en' ? /Air/ : /空运/);
      expect(await value(page, 'carrier')).toMatch(/^LH/);
      expect(await value(page, 'pol')).toMatch(/^CNPVG/);
      expect(await value(page, 'pod')).toMatch(/^DEFRA/);
      expect(await value(page, 'etd')).toBe(etd);
      expect(await value(page, 'quotedTotal')).toBe(totalShown);
      expect(await value(page, 'quotedCurrency')).toBe('CNY');
      // The pieces are the booking's lines, each as quoted.
      for (const [i, piece] of PIECES.entries())
        for (const [column, v] of Object.entries(piece)) expect(Number(await lineCell(page, 'pieces', i, column).inputValue())).toBe(Number(v));
      // The live chargeable weight: per line, and the shipment's own rule for the total.
      const chargeable = (line: number) => shown(page, `[data-name="pieces"] [data-line="${line}"][data-computed="chargeableKg"]`);
      const shipment = shown(page, '[data-name="pieces"] [data-line-totals] [data-total="chargeableKg"]');
      expect(Number(await chargeable(0).textContent())).toBe(320);
      expect(Number(await chargeable(1).textContent())).toBe(200);
      expect(Number(await shipment.textContent())).toBe(400);
      // The cargo line the quote knew: 3 packages, 400 kg, 1.98 m³.
      expect(await lineCell(page, 'cargoLines', 0, 'packageCount').inputValue()).toBe('3');
      expect(Number(await lineCell(page, 'cargoLines', 0, 'grossKg').inputValue())).toBe(400);
      expect(Number(await lineCell(page, 'cargoLines', 0, 'cbm').inputValue())).toBe(1.98);
      await screenshot(page, `journey-air-arrived-${lang}`);
      // A changed piece changes the figures as it is typed: 3 bulky pieces make the shipment 500 kg by volume.
      await lineCell(page, 'pieces', 0, 'count').fill('3');
      await expect.poll(async () => Number(await chargeable(0).textContent())).toBe(480);
      expect(Number(await shipment.textContent())).toBe(500);
      await screenshot(page, `journey-air-chargeable-${lang}`);

      await pickOption(page, 'incoterm', /^FCA/);
      await partiesAndCargo(page, { description: 'Bluetooth speakers', hsCode: '851822', packageCount: '4', packageCode: 'CT', grossKg: '500' }, true);
      await saveSubmitTrackBill(
        page,
        lang,
        {
          mode: 'air',
          eventMode: 'AIR',
          eventType: 'DEP',
          chargesPage: (id) => `/myOrder/airBookingDetail?id=${id}`,
          submitted: 'RECEIVED',
          // The server's stored chargeable weight is the figure the form showed.
          afterSave: async (id) => {
            const booking = await recordOf<{ chargeableKg: number; quotedTotal: number }>('booking', id);
            expect(booking.chargeableKg).toBe(Number(await shipment.textContent()));
          },
        },
        'air',
      );
    });
  }
});
