// Issue 12 in Chromium, as a new customer would: the sea space of Shanghai → Hamburg for the next
// weeks with cut-offs (the first sailing's documents cut-off already closed, the next ones with the
// time left) and space per container type, in English; the sea prices of the lane in Chinese, the
// expired row still listed until a validity range is chosen. The quote panel and Book carry-over wait
// for the renderer's action forms (issue 9b): the quote itself is covered by tests/api/spaceAndPrices.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GridDriver } from './renderer/gridDriver';
import { launchBrowser, loginThroughDialog, openPage, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const MINI_ROW = 36;
let browser: Browser;

beforeAll(async () => {
  if (inject('chromiumMissing')) throw new Error('Chromium is missing: see the message of the e2e global setup');
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function searchLane(page: Page, path: string, pol: string, pod: string, searchLabel: string): Promise<GridDriver> {
  await page.goto(`${baseUrl}${path}`);
  const grid = new GridDriver(page, { widths: [], rowHeight: MINI_ROW });
  // The first page of every departure or price shows before the search narrows it.
  await grid.waitRows(20);
  const inputs = page.locator('[data-block="filter"] input[type="text"], [data-block="filter"] input:not([type])');
  await inputs.nth(0).fill(pol);
  await inputs.nth(1).fill(pod);
  await page.getByRole('button', { name: searchLabel, exact: true }).click();
  return grid;
}

describe('space and prices', () => {
  it('shows the weekly sailings of a lane with cut-offs and space left (en)', async () => {
    const page = await openPage(browser, { language: 'en', baseUrl, width: 1920, height: 900 });
    await loginThroughDialog(page, baseUrl, 'demo', 'demo1234');
    const grid = await searchLane(page, '/cabinQuery/seaCabinQuery', 'CNSHA', 'DEHAM', 'Search');
    await grid.waitColumn(0, Array.from({ length: 8 }, (_, i) => `MAEU-SHAHAM-0${i + 1}`));
    const headers = await grid.headers();
    expect(headers).toEqual(expect.arrayContaining(['Documents cut-off', "40' HC left", 'Status']));
    const docs = headers.indexOf('Documents cut-off');
    // The first sailing leaves tomorrow: its documents cut-off (two days before) has passed.
    expect(await grid.cell(docs, 0)).toMatch(/ · closed$/);
    expect(await grid.cell(docs, 1)).toMatch(/ · \d+ days left$/);
    expect(await grid.column(headers.indexOf('Status'))).toContain('Blank sailing');
    await screenshot(page, 'space-sea-cnsha-deham-en');
    await page.context().close();
  });

  it('lists the sea prices of a lane with their surcharges (zh)', async () => {
    const page = await openPage(browser, { language: 'zh', baseUrl, width: 1920, height: 900 });
    await loginThroughDialog(page, baseUrl, 'demo', 'demo1234');
    const grid = await searchLane(page, '/priceQuery/seaPriceQuery', 'CNSHA', 'DEHAM', '查询');
    await grid.waitRows(3);
    const names = await grid.column(0);
    expect([...names].sort()).toEqual(['SF-SHAHAM-CMDU', 'SF-SHAHAM-MAEU', 'SF-SHAHAM-OLD']);
    const maersk = names.indexOf('SF-SHAHAM-MAEU');
    // Columns of seaPriceQuery.json: priceNo, carrier, pol, pod, via, 20', 40', 40HC, BAF ...
    expect(await grid.cell(7, maersk)).toBe('2,900.00');
    expect(await grid.cell(8, maersk)).toBe('280.00');
    expect((await grid.headers())[7]).toContain('40HC');
    await screenshot(page, 'price-sea-cnsha-deham-zh');
    await page.context().close();
  });
});
