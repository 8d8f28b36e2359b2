// Line tables fit their dialog or form (issue 41): the air and sea LCL quote dialogs' pieces table was
// wider than the dialog, so the count column scrolled out of sight, and the FBA order's cartons table
// pushed its chargeable kg column off to the right. Each cell is as wide as what it holds (an input no
// longer takes its default 20 characters), headings wrap before the table overflows, and a dialog whose
// form has line items is as wide as a record's form dialog. Measured in Chromium, in English and Chinese.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { LANGS, type Lang, baseUrl, quote, quotePieces } from './support/journey';

const shared = browserForFile();
const pages = {} as Record<Lang, Page>;
beforeAll(async () => {
  // A common laptop screen, narrower than the journeys' 1600 px.
  for (const lang of LANGS) {
    pages[lang] = await openPage(shared.browser, { language: lang, baseUrl, width: 1366, height: 860 });
    await signIn(pages[lang], baseUrl, 'demo', 'demo1234');
  }
});
afterAll(async () => {
  for (const page of Object.values(pages)) await page?.context().close();
});

/** How far the table reaches past its scroll box (0 when it fits), and whether `cell` lies inside `within`. */
async function fit(lines: Locator, cell: Locator, within: Locator) {
  const overflow = await lines.locator('table').evaluate((t) => t.scrollWidth - (t.parentElement as HTMLElement).clientWidth);
  const [c, w] = await Promise.all([cell.boundingBox(), within.boundingBox()]);
  return { overflow, inside: !!c && !!w && c.x >= w.x && c.x + c.width <= w.x + w.width + 0.5 };
}

const PIECES = [
  { count: '2', lengthCm: '120', widthCm: '80', heightCm: '100', weightKg: '100' },
  { count: '1', lengthCm: '50', widthCm: '40', heightCm: '30', weightKg: '200' },
];

describe('line tables fit their container', () => {
  for (const lang of LANGS) {
    it(`the air and sea LCL quote dialogs show every piece column, count included (${lang})`, async () => {
      const page = pages[lang];
      for (const [path, lane, priceNo, name] of [
        ['/priceQuery/airPriceQuery', { pol: 'CNPVG', pod: 'DEFRA' }, 'AF-PVGFRA-LH', 'air'],
        ['/priceQuery/seaLclPriceQuery', { pol: 'CNSHA', pod: 'NLRTM' }, 'SL-SHARTM', 'sea-lcl'],
      ] as const) {
        const { dialog } = await quote(page, path, lane, priceNo, (d) => quotePieces(d, PIECES));
        const lines = dialog.locator('[data-name="pieces"]');
        expect(await fit(lines, lines.locator('[data-line="1"][data-col="count"]'), dialog)).toEqual({ overflow: 0, inside: true });
        expect(await fit(lines, lines.locator('[data-line="1"][data-col="weightKg"]'), dialog)).toEqual({ overflow: 0, inside: true });
        await screenshot(page, `line-tables-${name}-quote-${lang}`);
        await dialog.locator('[data-dialog-close]').click();
      }
    });

    it(`the FBA order's cartons table shows its chargeable kg beside the lines (${lang})`, async () => {
      const page = pages[lang];
      await page.goto(`${baseUrl}/myOrder/placeFbaOrder`);
      const lines = page.locator('[data-name="cartons"]:visible');
      await lines.locator('[data-line-action="add"]').click();
      for (const [column, value] of Object.entries({ cartonCount: '6', lengthCm: '60', widthCm: '40', heightCm: '50', weightKg: '18.5', msku: 'LAMP-DESK-01', quantity: '24' }))
        await lines.locator(`[data-line="0"][data-col="${column}"]`).fill(value);
      const chargeable = lines.locator('[data-line="0"][data-computed="chargeableKg"]');
      await expect.poll(() => chargeable.textContent()).toBe('120.000');
      expect(await fit(lines, chargeable, lines)).toEqual({ overflow: 0, inside: true });
      expect(await fit(lines, lines.locator('[data-line-action="remove"]'), lines)).toEqual({ overflow: 0, inside: true });
      await screenshot(page, `line-tables-fba-cartons-${lang}`);
    });
  }
});
