// End to end: a read-only customer user (demo.clerk) sees the seeded shippers, is offered Export
// and no write action, and the exported csv holds the company's rows (export is a read).
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MASTER_DATA } from '../../../src/server/domains/masterData/demoRecords';
import { launchBrowser, openPage, screenshot, signIn } from '../support/browser';
import { workerBaseUrl } from '../support/workerServer';

const baseUrl = await workerBaseUrl();
const chromiumMissing = inject('chromiumMissing');
let browser: Browser;

beforeAll(async () => {
  if (chromiumMissing) throw new Error('Chromium is missing: the read-only export end-to-end test cannot run');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a read-only customer user', () => {
  it('exports the shippers it may read, with no write action offered', async () => {
    const page = await openPage(browser, { language: 'en', baseUrl });
    await signIn(page, baseUrl, 'demo.clerk', 'clerk1234', 'user', `/setData/setShipper`);
    const seeded = DEMO_MASTER_DATA.DEMO.shipper.length;
    await page.waitForSelector(`[data-page="setShipper"] [data-block="grid"] [data-grid-rows="${seeded}"]`);
    await page.waitForSelector('[data-block="grid"] button[data-action="export"]');
    for (const write of ['create', 'delete', 'import']) expect(await page.locator(`[data-block="grid"] button[data-action="${write}"]`).count(), write).toBe(0);
    await page.click('[data-block="grid"] button[data-action="export"]');
    await page.waitForSelector('[data-export-mode="all"]');
    await screenshot(page, 'renderer-clerk-export');
    const downloadPromise = page.waitForEvent('download');
    await page.click('[data-export-mode="all"]');
    const text = readFileSync((await (await downloadPromise).path()) ?? '', 'utf8');
    expect(text.trim().split(/\r?\n/)).toHaveLength(seeded + 1);
    for (const { record } of DEMO_MASTER_DATA.DEMO.shipper) expect(text).toContain(String(record.taxId));
    expect(text).not.toContain(String(DEMO_MASTER_DATA.ACME.shipper[0].record.taxId));
    await page.context().close();
  });
});
