// A grid page reached from the menu appears whole (issue 11, the grid page): in the very task that puts
// the grid block into the page, glide's canvas is there and already drawn at its size, holding the
// rows of a first page the client had in hand (the query layer's cache). Before, the block came first with
// no canvas (glide waited for its ResizeObserver, then a timer, to learn its size) and an empty grid,
// its rows a render later. The column preference the click asked for is read once. In Chromium, en and
// zh; the screenshots show the columns as before.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage, screenshot, signIn } from '../support/browser';
import { workerBaseUrl } from '../support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

interface FirstSight {
  canvas: boolean;
  canvasWidth: number;
  rows: number;
}

/** Watches for the grid block and records, in the task it appeared in, what it held (a MutationObserver runs before any paint). */
function watchFirstSight(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { firstSight?: FirstSight };
    delete w.firstSight;
    const observer = new MutationObserver(() => {
      const block = document.querySelector('[data-block="grid"]');
      if (!block) return;
      observer.disconnect();
      const canvas = block.querySelector<HTMLCanvasElement>('[data-testid="data-grid-canvas"]');
      w.firstSight = { canvas: !!canvas, canvasWidth: canvas?.width ?? 0, rows: Number(block.querySelector('[data-grid-rows]')?.getAttribute('data-grid-rows')) };
    });
    observer.observe(document.body, { subtree: true, childList: true });
  });
}

describe.each(['en', 'zh'] as const)('a grid page opened from the menu (%s)', (language) => {
  it('appears with its canvas drawn and its rows in the same task', async () => {
    const page = await openPage(shared.browser, { language, baseUrl });
    // A first visit leaves the first page in the response cache (a minute); the reload keeps no screen alive.
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', '/setData/setAddress');
    await page.waitForSelector('[data-block="grid"] [data-grid-rows]:not([data-grid-rows="0"])');
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForSelector('[data-testid="dashboard"]');
    await page.waitForLoadState('networkidle');

    const header = page.locator('[data-testid="sidebar"] [data-menu-group="setData"]');
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    await watchFirstSight(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/f9api/')) asked.push(path.replace(/^.*\//, ''));
    });
    await page.locator('[data-testid="sidebar"] [data-menu="setAddress"]').click();
    await page.waitForFunction(() => (window as unknown as { firstSight?: FirstSight }).firstSight !== undefined);
    const first = await page.evaluate(() => (window as unknown as { firstSight: FirstSight }).firstSight);
    expect(first.canvas).toBe(true);
    expect(first.canvasWidth).toBeGreaterThan(0);
    expect(first.rows).toBeGreaterThan(0);

    await page.waitForLoadState('networkidle');
    // The preference read started by the click is the grid's (never asked twice); the list came from the cache.
    expect(asked.filter((p) => p === 'userpreference')).toHaveLength(1);
    expect(asked.filter((p) => p === 'address-list')).toEqual([]);
    const area = page.locator('[data-block="grid"] [data-grid-columns]');
    expect(await area.getAttribute('data-grid-columns')).toBe('name,kind,contact,phone,email,country,state,city,postalCode,line1,unLocode,isDefault');
    await screenshot(page, `grid-first-frame-${language}`);
    await page.context().close();
  });
});
