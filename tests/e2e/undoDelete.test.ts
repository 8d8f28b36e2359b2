// End to end in Chromium (issue 44), in en and zh: a customer deletes an address and Undo in the toast
// brings it back; deletes another and restores it from Deleted items (the address bin). The toast sits
// below the header.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import setAddress from '../../schemas/pages/setData/setAddress.json';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { GridDriver } from './renderer/gridDriver';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();

const widths = (page: { blocks: Array<{ type: string; columns?: Array<{ width?: number }> }> }) =>
  (page.blocks.find((b) => b.type === 'grid')?.columns ?? []).map((c) => c.width ?? 140);
const MINI_ROW = 36;

const chromium = browserForFile();

const grid = '[data-page="setAddress"] [data-block="grid"]';

async function createAddress(page: Page, name: string): Promise<void> {
  await page.click(`${grid} button[data-action="create"]`);
  await page.waitForSelector('[data-dialog="form"] #root_name');
  await page.fill('#root_name', name);
  await page.fill('#root_country', 'NL');
  await page.fill('#root_city', 'Rotterdam');
  await page.fill('#root_line1', 'Waalhaven Z.z. 2');
  await page.click('[data-dialog="form"] button[data-form="save"]');
  await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });
}

/**
 * Searches the list for `name` and waits until it shows `rows` rows, the first of them `name`: the list
 * before the search may show as many rows (another address), and a row menu opened then acts on it.
 */
async function search(page: Page, name: string, rows: number): Promise<void> {
  await page.fill('[data-page="setAddress"] [data-block="filter"] input[name="filter-name"]', name);
  await page.click('[data-page="setAddress"] [data-block="filter"] button[data-filter="search"]');
  if (rows === 0) return void (await page.waitForSelector(`${grid} [data-grid-empty]`));
  await page.waitForSelector(`${grid} [data-grid-rows="${rows}"]`);
  await expect.poll(() => addressGrid(page).cell(0, 0)).toBe(name);
}

const addressGrid = (page: Page) => new GridDriver(page, { widths: widths(setAddress), rowHeight: MINI_ROW });

describe.each([
  ['en', 'Deleted', 'Undo'],
  ['zh', '已删除', '撤销'],
] as const)('undo of a delete (%s)', (language, deletedWord, undoWord) => {
  it('restores a deleted address from the toast, and another from Deleted items', async () => {
    const page = await openPage(chromium.browser, { language, baseUrl });
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', `/setData/setAddress`);
    await page.waitForSelector(`${grid} [data-testid="data-grid-canvas"]`);
    // Names of this attempt only: a retried test (CI retries once) must not meet the first attempt's rows.
    const attempt = Date.now().toString(36);
    const first = `Undo Harbour ${language} A ${attempt}`;
    const second = `Undo Harbour ${language} B ${attempt}`;
    await createAddress(page, first);
    await createAddress(page, second);

    // Delete the first through its row menu; the toast names it and offers Undo, below the header.
    await search(page, first, 1);
    await deleteFirstRow(page);
    await search(page, first, 0);
    const toast = page.locator('[data-testid="toast-success"]', { hasText: first });
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.textContent()).toContain(deletedWord);
    const action = toast.locator('[data-testid="toast-action"]');
    expect(await action.textContent()).toBe(undoWord);
    const header = await page.locator('[data-testid="header"]').boundingBox();
    const shown = await toast.boundingBox();
    expect(shown!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    // The pointer on the toast holds it (its timer pauses, Notifier.tsx), as a user reaching for Undo does.
    await toast.hover();
    await screenshot(page, `undo-delete-toast-${language}`);
    // Undo as a user clicks it: the restore brings the row back into the list as it is (no new search).
    await action.click();
    await page.waitForSelector(`${grid} [data-grid-rows="1"]`);
    await expect.poll(() => page.locator('[data-testid="toast-success"]', { hasText: first }).count()).toBe(1);
    await screenshot(page, `undo-delete-restored-${language}`);

    // Delete the second, then restore it from Deleted items.
    await search(page, second, 1);
    await deleteFirstRow(page);
    await search(page, second, 0);
    await page.click(`${grid} button[data-action="bin"]`);
    const row = page.locator(`[data-dialog="bin"] [data-bin-row="${second}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('demo');
    await screenshot(page, `undo-delete-bin-${language}`);
    await row.locator('button[data-restore]').click();
    await row.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-dialog="bin"]', { state: 'detached' });
    // The restore read the list again: the row is back under the search still entered.
    await page.waitForSelector(`${grid} [data-grid-rows="1"]`);
    await screenshot(page, `undo-delete-bin-restored-${language}`);
    await page.close();
  });
});

/** Deletes the one row listed through its row menu, confirming. */
async function deleteFirstRow(page: Page): Promise<void> {
  await addressGrid(page).rowMenuAction(0, 'delete');
  await page.click('[data-dialog="confirm"] [data-confirm="ok"]');
}
