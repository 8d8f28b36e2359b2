// A customer's truck job, end to end (issue 41), for a full load (FTL: trucks of a vehicle type) and a
// part load (LTL: pieces and loading metres): the truck price quoted on a date, Book, every quoted value
// in the truck booking form, completed (pick-up and delivery addresses, the pick-up window) and saved
// (the form becomes the record; one booking), submitted from the form, a tracking event on the timeline
// and the bill among the charges on the booking's own form page, in English and in Chinese.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { type Lang, LANGS, fillLine, inDays, journeyBrowser, lineCell, pages, pickOption, pickReference, quote, saveAgainStillOne, saveSubmitTrackBill, shown, unique, value } from './support/journey';

journeyBrowser();

interface Load {
  load: 'FTL' | 'LTL';
  path: string;
  priceNo: string;
  cargo: (page: Page, dialog: Locator) => Promise<void>;
  /** What this load's quote put in the form beyond the lane, dates and total. */
  arrived: (page: Page, lang: Lang) => Promise<void>;
}

const LOADS: Load[] = [
  {
    load: 'FTL',
    path: '/priceQuery/carPriceFclList',
    priceNo: 'TF-HAMMUC-1',
    cargo: async (_page, dialog) => {
      await dialog.locator('#root_trucks').fill('2');
    },
    arrived: async (page, lang) => {
      // The price's vehicle type, named as the price list names it (it once showed the code "truck7").
      expect(await value(page, 'vehicleType')).toBe(lang === 'en' ? '7.5 t truck' : '7.5 吨卡车');
      expect(await value(page, 'trucks')).toBe('2');
      expect(await shown(page, '#root_loadingMetres').count()).toBe(0);
    },
  },
  {
    load: 'LTL',
    path: '/priceQuery/carPriceLclList',
    priceNo: 'TL-HAMMUC',
    cargo: async (_page, dialog) => {
      if ((await dialog.locator('#root_pieces_0_count').count()) === 0) await dialog.locator('[data-name="pieces"] [data-line-action="add"]').click();
      const piece = { count: '4', lengthCm: '120', widthCm: '80', heightCm: '150', weightKg: '300' };
      for (const [field, v] of Object.entries(piece)) await dialog.locator(`#root_pieces_0_${field}`).fill(v);
      await dialog.locator('#root_loadingMetres').fill('2.4');
    },
    arrived: async (page) => {
      expect(await value(page, 'loadingMetres')).toBe('2.4');
      expect(await shown(page, '#root_trucks').count()).toBe(0);
      // The quote's cargo (4 pieces, 1,200 kg, 5.76 m³) is the booking's first cargo line.
      expect(await lineCell(page, 'cargoLines', 0, 'packageCount').inputValue()).toBe('4');
      expect(Number(await lineCell(page, 'cargoLines', 0, 'grossKg').inputValue())).toBe(1200);
      expect(Number(await lineCell(page, 'cargoLines', 0, 'cbm').inputValue())).toBe(5.76);
    },
  },
];

describe('a truck job, full and part load, in English and Chinese', () => {
  for (const lang of LANGS) {
    for (const l of LOADS) {
      it(`truck ${l.load}: a truck price quoted on a date books with the load, price and total (${lang})`, async () => {
        const page = pages[lang];
        const shot = `truck-${l.load.toLowerCase()}`;
        const etd = inDays(5);
        const { result, shown: totalShown } = await quote(page, l.path, { pol: 'DEHAM', pod: 'DEMUC' }, l.priceNo, async (dialog) => {
          await dialog.locator('#root_date').fill(etd);
          await l.cargo(page, dialog);
        });
        await screenshot(page, `journey-${shot}-quoted-${lang}`);
        await result.locator('[data-result-link="truckBooking"]').click();
        await page.waitForURL(/\/myOrder\/truckBooking\?/);
        // Everything the quote knew arrived, in the form's own shapes.
        await expect.poll(() => value(page, 'priceReference')).toBe(l.priceNo);
        expect(await value(page, 'mode')).toMatch(lang === 'en' ? /Truck/ : /卡车/);
        expect(await value(page, 'carrier')).toMatch(/^DBSR/);
        expect(await value(page, 'pol')).toMatch(/^DEHAM/);
        expect(await value(page, 'pod')).toMatch(/^DEMUC/);
        expect(await value(page, 'etd')).toBe(etd);
        expect(await value(page, 'truckLoad')).toMatch(new RegExp(l.load));
        await l.arrived(page, lang);
        expect(await value(page, 'quotedTotal')).toBe(totalShown);
        expect(await value(page, 'quotedCurrency')).toBe('EUR');
        expect(await shown(page, '[data-form-legend="requiredFor"]').count()).toBe(1);
        await screenshot(page, `journey-${shot}-arrived-${lang}`);

        const reference = `E2E-${l.load}-${lang.toUpperCase()}-${unique()}`;
        await shown(page, '#root_shipperReference').fill(reference);
        await pickOption(page, 'incoterm', /^DAP/);
        await pickReference(page, 'pickAddress');
        await pickReference(page, 'deliveryAddress');
        await shown(page, '#root_pickupFrom').fill(`${etd}T08:00`);
        await shown(page, '#root_pickupTo').fill(`${etd}T12:00`);
        await pickReference(page, 'shipper');
        await pickReference(page, 'consignee');
        if (l.load === 'FTL') {
          await shown(page, '[data-name="cargoLines"] [data-line-action="add"]').click();
          await fillLine(page, 'cargoLines', 0, { description: 'Machine parts', hsCode: '847990', packageCount: '18', packageCode: 'PX', grossKg: '14200', cbm: '62' });
        } else await fillLine(page, 'cargoLines', 0, { description: 'Office chairs', hsCode: '940130', packageCode: 'PX' });
        await saveSubmitTrackBill(
          page,
          lang,
          {
            mode: `truck ${l.load}`,
            eventMode: 'TRUCK',
            eventType: 'PICK',
            chargesPage: (id) => `/myOrder/truckBooking?id=${id}`,
            submitted: 'RECEIVED',
            afterSave: (id) => saveAgainStillOne(page, reference, id),
          },
          shot,
        );
      });
    }
  }
});
