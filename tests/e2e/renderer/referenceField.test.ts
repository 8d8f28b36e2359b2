// End to end in Chromium: a pickup address names its shipper through the reference field. The customer
// types part of the shipper's Chinese name, picks it with the keyboard, saves, and then finds the address
// by that shipper in the filter; the dropdown lists key and name in the user's language.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEMO_MASTER_DATA } from '../../../src/server/domains/masterData/demoRecords';
import { launchBrowser, openPage, screenshot, signIn } from '../support/browser';
import { workerBaseUrl } from '../support/workerServer';

const baseUrl = await workerBaseUrl();
const chromiumMissing = inject('chromiumMissing');
const ningbo = DEMO_MASTER_DATA.DEMO.shipper[1].record as { name: string; nameLocal: string };

let browser: Browser;
beforeAll(async () => {
  if (chromiumMissing) throw new Error('Chromium is missing: the renderer end-to-end tests cannot run');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Runs the filter and waits for the list answer naming the shipper, and the pager showing its total. */
async function search(page: Page): Promise<void> {
  const answer = page.waitForResponse((r) => r.url().includes('/pickAddress-list') && decodeURIComponent(r.url()).includes('"shipper"'));
  await page.click('[data-block="filter"] button[data-filter="search"]');
  const { data } = (await (await answer).json()) as { data: { page: { total: number } } };
  await page.waitForSelector(`[data-pager] [data-total="${data.page.total}"]`);
}

const total = async (page: Page) => Number(await page.locator('[data-pager] [data-total]').getAttribute('data-total'));

it('picks a shipper by part of its Chinese name with the keyboard, saves it and filters by it', async () => {
  const page = await openPage(browser, { language: 'zh', baseUrl });
  await signIn(page, baseUrl, 'demo', 'demo1234', 'user', `/setData/setPickAddress`);
  await page.waitForSelector('[data-page="setPickAddress"] [data-block="grid"] [data-testid="data-grid-canvas"]');

  // Filter by the shipper first: the addresses naming it now.
  const filterCombo = page.locator('[data-block="filter"] [role="combobox"]');
  await filterCombo.click();
  await filterCombo.fill(ningbo.name.slice(0, 6));
  await page.getByRole('option', { name: new RegExp(ningbo.nameLocal) }).click();
  await search(page);
  const before = await total(page);
  expect(before).toBeGreaterThanOrEqual(1);

  await page.click('[data-block="grid"] button[data-action="create"]');
  await page.waitForSelector('[data-dialog="form"] #root_name');
  await page.fill('#root_name', 'Ningbo east gate pickup');
  const combo = page.locator('[data-dialog="form"] #root_shipper');
  await combo.click();
  await combo.fill(ningbo.nameLocal.slice(0, 2));
  const option = page.getByRole('option', { name: new RegExp(ningbo.nameLocal) });
  await option.waitFor();
  expect(await option.textContent()).toContain(ningbo.name);
  await screenshot(page, 'reference-field-search-zh');
  await combo.press('ArrowDown');
  await combo.press('Enter');
  await expect.poll(() => combo.inputValue()).toBe(`${ningbo.name} · ${ningbo.nameLocal}`);
  await page.fill('#root_country', 'CN');
  await page.fill('#root_city', 'Ningbo');
  await page.fill('#root_line1', 'East gate 1');
  await page.click('[data-dialog="form"] button[data-form="save"]');
  await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });

  // The list reloads after the save with the filter still naming the shipper: one more address matches it.
  await expect.poll(() => total(page)).toBe(before + 1);
  await screenshot(page, 'reference-field-filtered-zh');
  await page.context().close();
});
