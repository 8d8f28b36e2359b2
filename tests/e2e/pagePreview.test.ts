// The page preview for administrators (issue 43), in en and zh: the admin opens System Management →
// Page Preview from the menu, pastes a page (a grid over `bookingNote`, narrowed to this attempt's two
// notes) and sees its grid with their rows read from the real API with the admin's own grants (a
// resource of the administrators' menus: `address` is the customers', which an administrator may not
// read); then breaks it (a block type `table`) and sees the lint's line for it, as the build says it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCreate, apiLogin } from './support/api';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const file = browserForFile();

const LABELS = {
  en: { ok: 'No problems: the page is drawn below.', download: 'Download file' },
  zh: { ok: '没有问题：页面显示在下方。', download: '下载文件' },
} as const;

async function openPreviewFromMenu(page: Page): Promise<void> {
  const entry = page.locator('[data-menu="pagePreview"]');
  if (!(await entry.isVisible())) await page.click('[data-menu-group="systemmanager"]');
  await entry.click();
  await page.waitForSelector('[data-page="pagePreview"] [data-preview-text]');
}

/** The grid page pasted: this attempt's notes only (a fixed filter on their text), by title. */
const gridPage = (text: string, type = 'grid') =>
  JSON.stringify(
    {
      $schema: '../../page.schema.json',
      title: 'route.bookingNotes',
      resource: 'bookingNote',
      blocks: [{ type, columns: [{ field: 'title', width: 220 }, { field: 'bodyEn', width: 220 }], filter: { bodyEn: text }, defaultSort: { field: 'title', order: 'asc' } }],
    },
    null,
    2,
  );

describe.each(['en', 'zh'] as const)('the page preview (%s)', (language) => {
  it('draws a pasted page with its rows, and shows the lint line of a broken one', async () => {
    // Unique per attempt: CI runs a failed test once more, and the grid must show this attempt's rows only.
    const text = `Preview ${language} ${Date.now().toString(36)}`;
    const admin = await apiLogin(baseUrl, 'admin', 'admin1234', 'admin');
    // Inactive: no booking form shows them.
    for (const title of ['Alpha note', 'Beta note']) await apiCreate(baseUrl, admin, 'bookingNote', { mode: 'SEA', title, bodyEn: text, active: false });

    const page = await openPage(file.browser, { language, baseUrl });
    await signIn(page, baseUrl, 'admin', 'admin1234', 'admin');
    await openPreviewFromMenu(page);
    expect(await page.locator('[data-page="pagePreview"] [data-preview-download]').textContent()).toBe(LABELS[language].download);
    // The starting example (booking notes, which an administrator reads) passes the lint and is drawn.
    await page.waitForSelector('[data-lint-ok]');
    await page.waitForSelector('[data-preview-page] [data-page="preview"] [data-block="grid"] [data-grid-rows]');
    await screenshot(page, `page-preview-${language}-example`);

    await page.fill('[data-page="pagePreview"] [data-preview-text]', gridPage(text));
    const grid = '[data-preview-page] [data-page="preview"] [data-block="grid"]';
    await page.waitForSelector(`${grid} [data-grid-rows="2"]`);
    const cells = () => page.locator(`${grid} [data-testid^="glide-cell-"]`).allTextContents();
    await expect.poll(cells).toEqual(expect.arrayContaining(['Alpha note', 'Beta note', text]));
    expect(await page.locator('[data-lint-ok]').textContent()).toBe(LABELS[language].ok);
    await screenshot(page, `page-preview-${language}-grid`);

    // Broken: the lint names the block by its pointer with the suggestion, and no page is drawn.
    await page.fill('[data-page="pagePreview"] [data-preview-text]', gridPage(text, 'table'));
    await expect
      .poll(() => page.locator('[data-lint-message]').allTextContents())
      .toEqual(["schemas/pages/preview.json at /blocks/0: unknown block type 'table' (did you mean 'grid'?)"]);
    expect(await page.locator('[data-preview-page]').count()).toBe(0);
    await screenshot(page, `page-preview-${language}-lint`);
    await page.close();
  });
});
