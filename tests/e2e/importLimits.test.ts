// Issue 8 as a user sees it: a spreadsheet bomb (a small xlsx that unpacks to a million rows) chosen
// in the import dialog is refused with a message naming the row limit, in the dialog, quickly, and
// the grid is unchanged.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMPORT_LIMITS } from '../../src/server/resources/importLimits';
import { rowChunks, sheetRow, xlsxOfRows } from '../api/support/xlsxBuilder';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const chromiumMissing = inject('chromiumMissing');

let browser: Browser;
beforeAll(async () => {
  if (chromiumMissing) throw new Error('Chromium is missing: the import end-to-end test cannot run');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('importing a spreadsheet bomb', () => {
  it('is refused in the dialog with the row limit named, and nothing is imported', async () => {
    const rows = function* () {
      yield sheetRow(0, ['sku', 'nameEn']);
      yield* rowChunks(2, 1_000_000, () => sheetRow(0, ['BOOM-1', 'boom']));
    };
    const bomb = await xlsxOfRows(rows());
    const page = await openPage(browser, { language: 'en', baseUrl });
    await signIn(page, baseUrl, 'acme', 'acme1234', 'user', `/setData/setProduct`);
    await page.waitForSelector('[data-page="setProduct"] [data-block="grid"] [data-testid="data-grid-canvas"]');
    const totalBefore = await page.getAttribute('[data-pager] [data-total]', 'data-total');
    await page.click('[data-block="grid"] button[data-action="import"]');
    await page.check('[data-dialog="import"] input[data-import-mode="insertTop"]');
    await page.setInputFiles('[data-dialog="import"] input[data-import-file]', {
      name: 'bomb.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: bomb,
    });
    // How fast the refusal comes is bench/server/importLoad.bench.ts's figure; its memory bound, the API test's.
    await page.click('[data-dialog="import"] [data-import-submit]');
    const errors = await page.waitForSelector('[data-dialog="import"] [data-import-errors]');
    expect(await errors.textContent()).toContain(`The file has more than ${IMPORT_LIMITS.maxRows} rows; split it.`);
    await screenshot(page, 'import-bomb-refused');
    expect(await page.getAttribute('[data-pager] [data-total]', 'data-total')).toBe(totalBefore);
    await page.context().close();
  });
});
