// End to end in Chromium against the real server: a customer keeps addresses (create, edit, search,
// sort, page, export, delete) and imports 200 products in covering mode; an admin makes a product
// field required on requiredConfig and the customer's form then demands it, in the customer's language.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import setAddress from '../../../schemas/pages/setData/setAddress.json';
import setProduct from '../../../schemas/pages/setData/setProduct.json';
import { DEMO_MASTER_DATA } from '../../../src/server/domains/masterData/demoRecords';
import { launchBrowser, openPage, screenshot, signIn } from '../support/browser';
import { GridDriver } from './gridDriver';
import { chooseOption } from './formDriver';
import { workerBaseUrl } from '../support/workerServer';

const baseUrl = await workerBaseUrl();
const chromiumMissing = inject('chromiumMissing');
const widths = (page: { blocks: Array<{ type: string; columns?: Array<{ width?: number }> }> }) =>
  (page.blocks.find((b) => b.type === 'grid')?.columns ?? []).map((c) => c.width ?? 140);
const MINI_ROW = 36;

let browser: Browser;

beforeAll(async () => {
  if (chromiumMissing) throw new Error('Chromium is missing: the renderer end-to-end tests cannot run');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openScreen(page: Page, path: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector(`[data-page="${name}"] [data-block="grid"] [data-testid="data-grid-canvas"]`);
  await page.waitForSelector('[data-block="filter"] button[data-filter="search"]');
}

function csv(header: string[], rows: string[][]): Buffer {
  return Buffer.from([header, ...rows].map((r) => r.join(',')).join('\n') + '\n', 'utf8');
}

async function importCsv(page: Page, mode: string, fileName: string, content: Buffer): Promise<void> {
  await page.click('[data-block="grid"] button[data-action="import"]');
  await page.check(`[data-dialog="import"] input[data-import-mode="${mode}"]`);
  await page.setInputFiles('[data-dialog="import"] input[data-import-file]', { name: fileName, mimeType: 'text/csv', buffer: content });
  await page.click('[data-dialog="import"] [data-import-submit]');
  await page.waitForSelector('[data-dialog="import"]', { state: 'detached' });
}

async function createAddress(page: Page, name: string, country: string, city: string, line1: string): Promise<void> {
  await page.click('[data-block="grid"] button[data-action="create"]');
  await page.waitForSelector('[data-dialog="form"] #root_name');
  await page.fill('#root_name', name);
  await page.fill('#root_country', country);
  await page.fill('#root_city', city);
  await page.fill('#root_line1', line1);
  await page.click('[data-dialog="form"] button[data-form="save"]');
  await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });
}

const total = async (page: Page) => Number(await page.locator('[data-pager] [data-total]').getAttribute('data-total'));

describe('a customer keeps master data', () => {
  it('creates, sorts, pages, searches, exports, deletes and edits addresses', async () => {
    const page = await openPage(browser, { language: 'en', baseUrl });
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', null);
    await openScreen(page, '/setData/setAddress', 'setAddress');
    const grid = new GridDriver(page, { widths: widths(setAddress), rowHeight: MINI_ROW });
    // The demo company starts with its seeded addresses (CI's retry of a failed attempt, with what that
    // attempt left): select each page's rows and delete them, so the counts below are this test's own.
    let rows = await grid.loadedRows();
    expect(rows).toBeGreaterThan(0);
    await screenshot(page, 'renderer-address-seeded');
    while (rows > 0) {
      const before = await total(page);
      await grid.dragSelect(0, rows - 1);
      await page.waitForFunction((n) => document.querySelectorAll('[data-block="grid"] tr[aria-selected="true"]').length === n, rows);
      await page.click('[data-block="grid"] button[data-action="delete"]');
      await page.click('[data-dialog="confirm"] [data-confirm="ok"]');
      await page.waitForFunction((n) => document.querySelector('[data-pager] [data-total]')?.getAttribute('data-total') !== String(n), before);
      rows = await grid.loadedRows();
    }
    await page.waitForSelector('[data-grid-empty]');
    await screenshot(page, 'renderer-address-empty');

    // Save with nothing filled: the required fields say so and nothing is stored.
    await page.click('[data-block="grid"] button[data-action="create"]');
    await page.waitForSelector('[data-dialog="form"] #root_name');
    await page.click('[data-dialog="form"] button[data-form="save"]');
    await page.waitForSelector('[data-dialog="form"] >> text=This field is required.');
    await screenshot(page, 'renderer-address-form-errors');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });

    // Twelve addresses through the form, so there are two pages.
    const cities = ['Berlin', 'Amsterdam', 'Chicago', 'Dubai', 'Lima', 'Madrid', 'Oslo', 'Paris', 'Quito', 'Rome', 'Seoul', 'Tokyo'];
    for (const [i, city] of cities.entries()) {
      await createAddress(page, `${city} Office`, i === 0 ? 'DE' : 'NL', city, `Street ${i + 1}`);
      if (i === 0) {
        await grid.waitRows(1);
        await grid.waitCell(0, 0, 'Berlin Office');
        expect(await grid.cell(0, 0)).toBe('Berlin Office');
      }
    }
    await grid.waitRows(10);
    // The list refreshes after each save: wait for the last one before reading the total.
    await page.waitForSelector('[data-pager] [data-total="12"]');
    expect(await total(page)).toBe(12);

    // Sort: the page starts on name ascending; header clicks cycle desc, none, asc.
    await page.waitForSelector('[data-sort="name:asc"]');
    await grid.waitCell(0, 0, 'Amsterdam Office');
    expect(await grid.cell(0, 0)).toBe('Amsterdam Office');
    await grid.waitHeaderMark('▲');
    await grid.clickHeader(0);
    await page.waitForSelector('[data-sort="name:desc"]');
    await grid.waitCell(0, 0, 'Tokyo Office');
    expect(await grid.cell(0, 0)).toBe('Tokyo Office');
    await grid.waitHeaderMark('▼');
    await screenshot(page, 'renderer-address-sorted-desc');
    await grid.clickHeader(0);
    await page.waitForSelector('[data-sort=""]');
    await grid.waitHeaderMark('');
    await grid.clickHeader(0);
    await page.waitForSelector('[data-sort="name:asc"]');

    // Page 2 of 12 rows by 10.
    await page.click('[data-pager] [data-page="2"]');
    await grid.waitRows(2);
    await grid.waitColumn(0, ['Seoul Office', 'Tokyo Office']);
    expect(await grid.column(0)).toEqual(['Seoul Office', 'Tokyo Office']);
    await screenshot(page, 'renderer-address-page2');

    // Search.
    await page.fill('[data-block="filter"] input[name="filter-city"]', 'ber');
    await page.click('[data-block="filter"] button[data-filter="search"]');
    await grid.waitRows(1);
    await grid.waitCell(0, 0, 'Berlin Office');
    expect(await grid.cell(0, 0)).toBe('Berlin Office');
    expect(await total(page)).toBe(1);

    // Export all: a csv with the header and the twelve rows, whatever the search shows.
    await page.click('[data-block="filter"] button[data-filter="reset"]');
    await grid.waitRows(10);
    await page.click('[data-block="grid"] button[data-action="export"]');
    const downloadPromise = page.waitForEvent('download');
    await page.click('[data-export-mode="all"]');
    const download = await downloadPromise;
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(13);
    expect(text).toContain('Tokyo Office');

    // Delete the selected first row after confirming.
    await grid.waitCell(0, 0, 'Amsterdam Office');
    await grid.toggleRow(0);
    await page.click('[data-block="grid"] button[data-action="delete"]');
    await page.waitForSelector('[data-dialog="confirm"]');
    await screenshot(page, 'renderer-address-confirm-delete');
    await page.click('[data-dialog="confirm"] [data-confirm="ok"]');
    await page.waitForFunction((n) => document.querySelector('[data-pager] [data-total]')?.getAttribute('data-total') === String(n), 11);
    await grid.waitCell(0, 0, 'Berlin Office');
    expect(await grid.column(0)).not.toContain('Amsterdam Office');
    await screenshot(page, 'renderer-address-after-delete');

    // Maximise fills the window; Escape restores.
    await page.click('[data-block="grid"] button[data-grid="maximise"]');
    await page.waitForSelector('[data-block="grid"][data-maximised="true"]');
    const maxBox = await grid.box();
    expect(maxBox.height).toBeGreaterThan(500);
    await screenshot(page, 'renderer-address-maximised');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-block="grid"][data-maximised="false"]');

    // Edit a row from its action menu (right click): the form holds the stored values.
    await grid.rowAction(0, 'edit');
    await page.waitForSelector('[data-dialog="form"] #root_city');
    expect(await page.inputValue('#root_city')).toBe('Berlin');
    await page.fill('#root_city', 'Berlin-Mitte');
    await page.click('[data-dialog="form"] button[data-form="save"]');
    await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });
    const cityCol = setAddress.blocks[1].columns?.findIndex((c) => c.field === 'city') ?? -1;
    await grid.waitCell(cityCol, 0, 'Berlin-Mitte');
    expect(await grid.cell(cityCol, 0)).toBe('Berlin-Mitte');

    // Range drag over the checkboxes selects three rows; delete asks about all three.
    await grid.dragSelect(0, 2);
    await page.waitForFunction(() => document.querySelectorAll('[data-block="grid"] tr[aria-selected="true"]').length === 3);
    await page.click('[data-block="grid"] button[data-action="delete"]');
    await page.waitForSelector('[data-dialog="confirm"] >> text=Delete the 3 selected record(s)?');
    await page.click('[data-dialog="confirm"] [data-confirm="ok"]');
    await page.waitForFunction(() => document.querySelector('[data-pager] [data-total]')?.getAttribute('data-total') === '8');
    await page.context().close();
  });

  it('imports a csv of 200 products in covering mode, replacing what was there', async () => {
    const page = await openPage(browser, { language: 'en', baseUrl });
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', null);
    await openScreen(page, '/setData/setProduct', 'setProduct');
    const grid = new GridDriver(page, { widths: widths(setProduct), rowHeight: MINI_ROW });
    const header = ['sku', 'nameEn', 'nameZh', 'hsCode', 'unit', 'unitWeightKg', 'declaredValue', 'currency', 'originCountry'];
    await importCsv(page, 'insertTop', 'old.csv', csv(header, [['OLD-1', 'Old lamp', '旧灯', '940510', 'PCS', '1.5', '10', 'USD', 'CN']]));
    // The seeded demo products and the one imported; covering then replaces them all.
    await grid.waitRows(DEMO_MASTER_DATA.DEMO.product.length + 1);
    const rows = Array.from({ length: 200 }, (_, i) => {
      const n = String(i + 1).padStart(3, '0');
      return [`SKU-${n}`, `Product ${n}`, `商品${n}`, '85176200', 'PCS', String((i % 50) / 10 + 0.1), String(100 + i), 'USD', 'CN'];
    });
    await importCsv(page, 'covering', 'products.csv', csv(header, rows));
    await page.waitForFunction(() => document.querySelector('[data-pager] [data-total]')?.getAttribute('data-total') === '200');
    await grid.waitRows(10);
    await grid.waitCell(0, 0, 'SKU-001');
    expect(await grid.cell(0, 0)).toBe('SKU-001');
    await page.click('[data-pager] [data-page="20"]');
    await grid.waitCell(0, 9, 'SKU-200');
    expect(await grid.cell(0, 9)).toBe('SKU-200');
    await screenshot(page, 'renderer-products-imported');
    await page.context().close();
  });
});

describe('an admin makes a field required', () => {
  it('adds a requiredConfig rule; the customer form then demands the field with the zh hint', async () => {
    const admin = await openPage(browser, { language: 'en', baseUrl });
    await signIn(admin, baseUrl, 'admin', 'admin1234', 'admin', null);
    await openScreen(admin, '/systemmanager/requiredConfig', 'requiredConfig');
    await admin.click('[data-block="grid"] button[data-action="create"]');
    await admin.waitForSelector('[data-dialog="form"] #root_menuCd');
    // Menu, table and field are dropdowns labelled by titles (the field's choices follow the table).
    await chooseOption(admin, 'menuCd', 'Products');
    await chooseOption(admin, 'tableName', 'Product');
    await chooseOption(admin, 'fieldName', 'HS code (hsCode)');
    await admin.fill('#root_hintZh', '请填写海关编码');
    await admin.fill('#root_hintEn', 'Enter the HS code');
    await admin.fill('#root_hintTr', '請填寫海關編碼');
    await screenshot(admin, 'renderer-requiredconfig-form');
    await admin.click('[data-dialog="form"] button[data-form="save"]');
    await admin.waitForSelector('[data-dialog="form"]', { state: 'detached' });
    await new GridDriver(admin, { widths: [], rowHeight: MINI_ROW }).waitRows(1);
    await admin.context().close();

    const customer = await openPage(browser, { language: 'zh', baseUrl });
    await signIn(customer, baseUrl, 'acme', 'acme1234', 'user', null);
    await openScreen(customer, '/setData/setProduct', 'setProduct');
    await customer.click('[data-block="grid"] button[data-action="create"]');
    await customer.waitForSelector('[data-dialog="form"] #root_sku');
    const hsLabel = customer.locator('[data-dialog="form"] label[for="root_hsCode"]');
    expect(await hsLabel.textContent()).toContain('*');
    await customer.fill('#root_sku', 'ACME-1');
    await customer.fill('#root_nameEn', 'Desk');
    await customer.click('[data-dialog="form"] button[data-form="save"]');
    await customer.waitForSelector('[data-dialog="form"] >> text=请填写海关编码');
    await screenshot(customer, 'renderer-product-required-hint-zh');
    await customer.fill('#root_hsCode', '940310');
    await customer.click('[data-dialog="form"] button[data-form="save"]');
    await customer.waitForSelector('[data-dialog="form"]', { state: 'detached' });
    await new GridDriver(customer, { widths: widths(setProduct), rowHeight: MINI_ROW }).waitRows(DEMO_MASTER_DATA.ACME.product.length + 1);
    await customer.context().close();
  });
});
