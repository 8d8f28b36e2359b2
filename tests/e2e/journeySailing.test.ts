// A customer's job from a sailing, end to end (issue 41): Sea Space searched for a lane, an open sailing's
// Book opens a sea booking whose read-only Mode shows Sea (the link once carried `mode=sea`, which the
// form's SEA enum left empty) and whose ETD and ETA are the sailing's China-time days in the date fields
// (they once arrived as ISO instants the fields showed empty), with the sailing and its carrier; then
// completed, saved, submitted, tracked and billed, in English and in Chinese.
import { describe, expect, it } from 'vitest';
import { GridDriver } from './renderer/gridDriver';
import { screenshot } from './support/browser';
import { baseUrl, demoList, fillLine, journeyBrowser, LANGS, pages, partiesAndCargo, pickOption, saveAgainStillOne, saveSubmitTrackBill, shown, unique, value } from './support/journey';

journeyBrowser();

interface Sailing {
  departureNo: string;
  carrier: string;
  vessel: string;
  etd: string;
  eta: string;
}

/** The China-time calendar day of an instant: what the screens show as the day. */
const chinaDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);

describe('a job from a sailing, in English and Chinese', () => {
  for (const lang of LANGS) {
    it(`sea space: an open MAEU sailing CNSHA → DEHAM books as Sea with its days, carrier and sailing (${lang})`, async () => {
      const page = pages[lang];
      await page.goto(`${baseUrl}/cabinQuery/seaCabinQuery?filter=${encodeURIComponent(JSON.stringify({ pol: 'CNSHA', pod: 'DEHAM', carrier: 'MAEU' }))}`);
      const grid = new GridDriver(page, { widths: [], rowHeight: 36 });
      await expect.poll(async () => (await grid.column(0)).length).toBeGreaterThan(1);
      // The first sailing the grid offers Book on (past cut-off, full and blank sailings offer none).
      const names = await grid.column(0);
      let row = -1;
      for (let i = 0; i < names.length && row < 0; i++) if ((await grid.rowMenuActions(i)).includes('book')) row = i;
      expect(row).toBeGreaterThanOrEqual(0);
      const [sailing] = await demoList<Sailing>('departure', { departureNo: names[row] });
      expect(sailing?.departureNo).toBe(names[row]);
      // The grid shows the sailing's departure in China time: the day the booking must get.
      expect(await grid.cell(6, row)).toMatch(new RegExp(`^${chinaDay(sailing.etd)} `));
      expect(await grid.cell(2, row)).toBe(sailing.vessel);
      await screenshot(page, `journey-sailing-space-${lang}`);
      await grid.rowMenuAction(row, 'book');
      await page.waitForURL(/\/myOrder\/seaBooking\?/);

      // The sailing arrived in the form's own shapes.
      await expect.poll(() => value(page, 'mode')).toMatch(lang === 'en' ? /^Sea$/ : /^海运$/);
      expect(await value(page, 'etd')).toBe(chinaDay(sailing.etd));
      expect(await value(page, 'eta')).toBe(chinaDay(sailing.eta));
      expect(await value(page, 'carrier')).toMatch(/^MAEU/);
      expect(await value(page, 'pol')).toMatch(/^CNSHA/);
      expect(await value(page, 'pod')).toMatch(/^DEHAM/);
      // The departure picker names the sailing with its vessel (it once showed the bare number).
      await expect.poll(() => value(page, 'departure')).toBe(`${sailing.departureNo} · ${sailing.vessel}`);
      await screenshot(page, `journey-sailing-arrived-${lang}`);

      const reference = `E2E-SAIL-${lang.toUpperCase()}-${unique()}`;
      await shown(page, '#root_shipperReference').fill(reference);
      await pickOption(page, 'incoterm', /^FOB/);
      await pickOption(page, 'loadType', /^FCL/);
      await pickOption(page, 'receiptDeliveryType', /^CY\/CY/);
      await pickOption(page, 'transportDocumentType', /^BOL/);
      await shown(page, '[data-name="equipment"] [data-line-action="add"]').click();
      await fillLine(page, 'equipment', 0, { isoCode: '45G1', units: '1' });
      await partiesAndCargo(page, { description: 'Ceramic tiles', hsCode: '690721', packageCount: '20', packageCode: 'PX', grossKg: '21000', cbm: '28' });
      await saveSubmitTrackBill(
        page,
        lang,
        {
          mode: 'sea sailing',
          eventMode: 'SEA',
          eventType: 'LOAD',
          chargesPage: (id) => `/myOrder/seaBookingDetail?id=${id}`,
          submitted: 'RECEIVED',
          afterSave: async (id) => {
            // The saved record keeps the sailing's days.
            expect(await value(page, 'etd')).toBe(chinaDay(sailing.etd));
            expect(await value(page, 'eta')).toBe(chinaDay(sailing.eta));
            await saveAgainStillOne(page, reference, id);
          },
        },
        'sailing',
      );
    });
  }
});
