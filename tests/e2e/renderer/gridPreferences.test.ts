// End to end in Chromium: a customer arranges the address grid (hides two columns, freezes one,
// widens another by dragging its edge), signs out and in from a fresh browser, and sees the same
// grid; row actions stay in reach at 1280 px; the selection counts and survives paging for "export
// selected"; a checkbox drag past the grid's bottom edge scrolls on and keeps selecting.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import setAddress from '../../../schemas/pages/setData/setAddress.json';
import { GRID_PANEL_CLOSE_DELAY_MS } from '../../../src/shared/constants';
import { launchBrowser, openPage, screenshot, signIn } from '../support/browser';
import { GridDriver } from './gridDriver';
import { workerBaseUrl } from '../support/workerServer';

const baseUrl = await workerBaseUrl();
const chromiumMissing = inject('chromiumMissing');
const MINI_ROW = 36;
const ACCOUNT = ['acme', 'acme1234'] as const;
const gridColumns = setAddress.blocks.find((b) => b.type === 'grid')?.columns ?? [];
const widths = gridColumns.map((c) => c.width ?? 140);

let browser: Browser;
beforeAll(async () => {
  if (chromiumMissing) throw new Error('Chromium is missing: the grid preference end-to-end tests cannot run');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ADDRESSES = '/setData/setAddress';

/** Signs in straight onto the address list. */
async function openAddresses(page: Page): Promise<GridDriver> {
  await signIn(page, baseUrl, ...ACCOUNT, 'user', ADDRESSES);
  await page.waitForSelector('[data-page="setAddress"] [data-block="grid"] [data-testid="data-grid-canvas"]');
  await page.waitForSelector('[data-block="grid"] [data-columns-ready="true"]');
  return new GridDriver(page, { widths, rowHeight: MINI_ROW });
}

const attr = (page: Page, name: string) => page.locator('[data-block="grid"] [data-grid-columns]').getAttribute(name);

async function importAddresses(page: Page, count: number): Promise<void> {
  const header = 'name,kind,country,city,line1';
  const lines = Array.from({ length: count }, (_, i) => `Acme Site ${String(i + 1).padStart(2, '0')},delivery,NL,Rotterdam,Quay ${i + 1}`);
  await page.click('[data-block="grid"] button[data-action="import"]');
  // Covering: the file replaces Acme's addresses (the seeded ones too), so the grid holds exactly these.
  await page.check('[data-dialog="import"] input[data-import-mode="covering"]');
  await page.setInputFiles('[data-dialog="import"] input[data-import-file]', { name: 'sites.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${lines.join('\n')}\n`) });
  await page.click('[data-dialog="import"] [data-import-submit]');
  await page.waitForSelector('[data-dialog="import"]', { state: 'detached' });
  await page.waitForFunction((n) => document.querySelector('[data-pager] [data-total]')?.getAttribute('data-total') === String(n), count);
}

describe('the address grid as the user arranged it', () => {
  // Twenty-five addresses of Acme, replacing the seeded ones: three pages.
  beforeAll(async () => {
    const page = await openPage(browser, { language: 'en', baseUrl });
    await openAddresses(page);
    await importAddresses(page, 25);
    await page.context().close();
  });

  it('hides two columns, freezes one and widens one; after signing out and in elsewhere the grid is the same', async () => {
    const page = await openPage(browser, { language: 'en', baseUrl, width: 1280, height: 800 });
    const grid = await openAddresses(page);
    await grid.waitRows(10);
    await screenshot(page, 'grid-address-1280-defaults');

    // Row actions within reach at 1280 px: the "⋯" column sits at the left, frozen; its menu holds them all.
    expect(await attr(page, 'data-grid-actions')).toBe('true');
    await grid.rowMenuAction(0, 'edit');
    await page.waitForSelector('[data-dialog="form"] #root_name');
    expect(await page.inputValue('#root_name')).toBe('Acme Site 01');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });
    const box = await grid.box();
    await page.mouse.click(box.x + 32 + 22, box.y + MINI_ROW * 1.5);
    const menu = page.locator('[data-row-menu]');
    await menu.waitFor();
    for (const id of ['edit', 'setDefault', 'delete']) {
      const item = await menu.locator(`[data-action="${id}"]`).boundingBox();
      expect(item, id).not.toBeNull();
      expect(item!.x + item!.width).toBeLessThanOrEqual(1280);
    }
    // The grid says that more columns lie to the right.
    await page.waitForSelector('[data-block="grid"] [data-scroll-more="right"]');
    await screenshot(page, 'grid-address-1280-row-menu');
    await page.keyboard.press('Escape');

    // The column panel: hide Phone and Email, freeze City.
    await page.click('[data-block="grid"] button[data-grid="columns"]');
    const panel = page.locator('[data-column-panel]');
    await panel.waitFor();
    await panel.locator('[data-column-visible="phone"]').click();
    await panel.locator('[data-column-visible="email"]').click();
    await panel.locator('[data-column-freeze="city"]').click();
    await page.waitForFunction(() => document.querySelector('[data-grid-frozen]')?.getAttribute('data-grid-frozen') === '2');
    await screenshot(page, 'grid-address-column-panel');
    // The pointer leaves: the panel closes 350 ms later, not sooner. Timed by the page's own clock, where
    // the panel's timer runs (a loaded machine only makes it later): when the pointer left, when it went.
    await page.evaluate(() => {
      const times: { left?: number; gone?: number } = {};
      (window as unknown as { __panel: typeof times }).__panel = times;
      document.querySelector('[data-column-panel]')!.addEventListener('mouseleave', () => (times.left ??= performance.now()));
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-column-panel]')) return;
        times.gone = performance.now();
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    const surface = await panel.boundingBox();
    await page.mouse.move(surface!.x - 200, surface!.y + surface!.height + 150);
    await page.waitForSelector('[data-column-panel]', { state: 'detached' });
    const { left, gone } = await page.evaluate(() => (window as unknown as { __panel: { left: number; gone: number } }).__panel);
    expect(gone - left).toBeGreaterThanOrEqual(GRID_PANEL_CLOSE_DELAY_MS - 1);

    const arranged = 'name,city,kind,contact,country,state,postalCode,line1,unLocode,isDefault';
    expect(await attr(page, 'data-grid-columns')).toBe(arranged);
    expect((await grid.headers()).map((h) => h.replace(/[▲▼]$/, '').trim()).slice(0, 3)).toEqual(['Name', 'City', 'Address type']);

    // Widen Name by dragging its right edge 60 px.
    const edgeX = box.x + 32 + 44 + 180 - 1;
    await page.mouse.move(edgeX, box.y + MINI_ROW / 2);
    await page.mouse.down();
    await page.mouse.move(edgeX + 30, box.y + MINI_ROW / 2, { steps: 4 });
    await page.mouse.move(edgeX + 60, box.y + MINI_ROW / 2, { steps: 4 });
    await page.mouse.up();
    await page.waitForFunction(() => Number(document.querySelector('[data-grid-widths]')?.getAttribute('data-grid-widths')?.split(',')[0]) >= 230);
    const widened = await attr(page, 'data-grid-widths');
    await screenshot(page, 'grid-address-arranged');

    // Sign out, then sign in from another browser (a fresh context: nothing local carries over).
    await page.click('[data-testid="user-menu"]');
    await page.click('[data-testid="logout"]');
    await page.waitForURL(`${baseUrl}/home`);
    await page.context().close();
    const elsewhere = await openPage(browser, { language: 'en', baseUrl, width: 1280, height: 800 });
    const again = await openAddresses(elsewhere);
    await again.waitRows(10);
    expect(await attr(elsewhere, 'data-grid-columns')).toBe(arranged);
    expect(await attr(elsewhere, 'data-grid-frozen')).toBe('2');
    expect(await attr(elsewhere, 'data-grid-widths')).toBe(widened);
    const headers = (await again.headers()).map((h) => h.replace(/[▲▼]$/, '').trim());
    expect(headers).not.toContain('Phone');
    expect(headers).not.toContain('Email');
    await again.waitCell(0, 0, 'Acme Site 01');
    expect(await again.cell(1, 0)).toBe('Rotterdam');
    // More columns lie to the right; scrolled there, the hint moves to the frozen edge.
    await elsewhere.waitForSelector('[data-block="grid"] [data-scroll-more="right"]');
    await screenshot(elsewhere, 'grid-address-after-relogin');
    const area = await again.box();
    await elsewhere.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
    await elsewhere.mouse.wheel(2000, 0);
    await elsewhere.waitForSelector('[data-block="grid"] [data-scroll-more="left"]');
    await elsewhere.waitForSelector('[data-block="grid"] [data-scroll-more="right"]', { state: 'detached' });
    await screenshot(elsewhere, 'grid-address-scrolled-right');
    await elsewhere.context().close();
  });

  it('counts the selection, keeps it across pages for export selected, and clears it', async () => {
    const page = await openPage(browser, { language: 'zh', baseUrl, width: 1366, height: 800 });
    const grid = await openAddresses(page);
    await grid.waitRows(10);
    // Checkboxes show without hovering: the marker column draws them (glide "checkbox-visible").
    await grid.toggleRow(0);
    await grid.toggleRow(1);
    await page.waitForSelector('[data-selection-count="2"]');
    await page.click('[data-pager] [data-page="2"]');
    await grid.waitCell(0, 0, 'Acme Site 11');
    await grid.toggleRow(0);
    await page.waitForSelector('[data-selection-count="3"]');
    expect(await page.textContent('[data-selection-count]')).toContain('已选 3 条');
    await screenshot(page, 'grid-address-selection-zh');
    await page.click('[data-block="grid"] button[data-action="export"]');
    const downloadPromise = page.waitForEvent('download');
    await page.click('[data-export-mode="selected"]');
    const text = readFileSync((await (await downloadPromise).path()) ?? '', 'utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((l) => l.split(',').find((v) => v.includes('Acme Site')))).toEqual(expect.arrayContaining(['Acme Site 01', 'Acme Site 02', 'Acme Site 11']));
    await page.click('[data-selection-clear]');
    await page.waitForSelector('[data-selection-count]', { state: 'detached' });
    await page.context().close();
  });

  it('a checkbox drag past the bottom edge scrolls on and keeps selecting', async () => {
    const page = await openPage(browser, { language: 'en', baseUrl, width: 1366, height: 700 });
    const grid = await openAddresses(page);
    await grid.waitRows(10);
    // 25 rows in a maximised grid of about 15 visible rows: there is somewhere to scroll.
    await page.click('[data-pager] [role="combobox"]');
    await page.click('[role="option"]:has-text("50")');
    await grid.waitRows(25);
    await page.click('[data-block="grid"] button[data-grid="maximise"]');
    await page.waitForSelector('[data-block="grid"][data-maximised="true"]');
    const box = await grid.box();
    await page.mouse.move(box.x + 16, box.y + MINI_ROW * 1.5);
    await page.mouse.down();
    await page.mouse.move(box.x + 16, box.y + MINI_ROW * 3.5, { steps: 4 });
    await page.mouse.move(box.x + 16, box.y + box.height + 30, { steps: 4 });
    // Held past the edge: one row per 50 ms until the last row.
    await page.waitForFunction(() => Number(document.querySelector('[data-selection-count]')?.getAttribute('data-selection-count')) === 25);
    await page.mouse.up();
    await screenshot(page, 'grid-address-drag-autoscroll');
    await page.context().close();
  });

  it('the size preference resizes the buttons, inputs, tab bar and grid rows', async () => {
    const page = await openPage(browser, { language: 'en', baseUrl, width: 1366, height: 800 });
    const grid = await openAddresses(page);
    await grid.waitRows(10);
    const measure = async () => ({
      button: (await page.locator('[data-block="grid"] button[data-action="create"]').boundingBox())!.height,
      input: (await page.locator('[data-block="filter"] input[name="filter-name"]').locator('xpath=..').boundingBox())!.height,
      tab: (await page.locator('[data-testid="tag"]').first().boundingBox())!.height,
      grid: (await grid.box()).height,
      sidebar: (await page.locator('[data-testid="sidebar"]').boundingBox())!.width,
    });
    const mini = await measure();
    await page.click('[data-testid="size-menu"]');
    await page.click('[data-testid="size-default"]');
    await page.waitForSelector('[data-testid="tags-view"][data-size="large"]');
    const large = await measure();
    // Fluent's small and large controls: 24 and 40 px; grid rows 36 and 48 px (10 rows and the header).
    expect(mini.button).toBe(24);
    expect(large.button).toBe(40);
    expect(large.input).toBeGreaterThan(mini.input);
    expect([mini.tab, large.tab]).toEqual([24, 40]);
    expect(large.grid - mini.grid).toBe(11 * (48 - 36));
    // The wider page never squeezes the sidebar (a squeeze is whole pixels; layout arithmetic may leave 1e-6).
    expect(large.sidebar).toBeCloseTo(mini.sidebar, 3);
    await screenshot(page, 'grid-address-size-default');
    // Back to mini for the other tests of this account.
    await page.click('[data-testid="size-menu"]');
    await page.click('[data-testid="size-mini"]');
    await page.waitForSelector('[data-testid="tags-view"][data-size="small"]');
    await page.context().close();
  });
});
