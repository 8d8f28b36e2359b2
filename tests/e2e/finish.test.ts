// The screens feel finished (issue 10), end to end in Chromium against the real server: a clean console
// on the dashboard and the master-data screens, calm dialogs (the page dims behind them, sidebar
// included, nothing shifts, a dragged dialog stays in the window, the first field has focus, Enter
// saves), the import dialog's refusals, template and round trip, the phone home page, and the seeded
// messages in the user's language.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { animationsDone, launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
let browser: Browser;
// Signed in as acme: another test file changes demo's password on the same server.

beforeAll(async () => {
  if (inject('chromiumMissing')) throw new Error('Chromium is missing: see the message of the e2e global setup');
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Path of each master-data screen → its page name. */
const MASTER_DATA: Record<string, string> = {
  index: 'setDataIndex',
  setAddress: 'setAddress',
  setImporter: 'setImporter',
  setInsured: 'setInsured',
  setPickAddress: 'setPickAddress',
  setShipper: 'setShipper',
  setProduct: 'setProduct',
};

/** Console errors and failed answers (4xx/5xx) of a page, as they happen. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  return problems;
}

/** The colour of one pixel of what the page shows now (from a screenshot, as a person sees it). */
async function pixel(page: Page, x: number, y: number): Promise<number> {
  const png = (await page.screenshot()).toString('base64');
  const reader = await page.context().newPage();
  const value = await reader.evaluate(
    `(async () => { const img = new Image(); img.src = 'data:image/png;base64,${png}'; await img.decode();
      const c = document.createElement('canvas'); c.width = img.width; c.height = img.height;
      const g = c.getContext('2d'); g.drawImage(img, 0, 0); const d = g.getImageData(${x}, ${y}, 1, 1).data;
      return (d[0] + d[1] + d[2]) / 3; })()`,
  );
  await reader.close();
  return value as number;
}

const openAddresses = async (page: Page) => {
  await page.goto(`${baseUrl}/setData/setAddress`);
  await page.waitForSelector('[data-page="setAddress"] [data-block="grid"] [data-testid="data-grid-canvas"]');
};

describe('a clean console', () => {
  it('the dashboard and every master-data screen call only what exists and log no error, also for a refused form', async () => {
    const page = await openPage(browser, { language: 'en', baseUrl });
    const problems = watchConsole(page);
    await signIn(page, baseUrl, 'acme', 'acme1234');
    await page.waitForSelector('[data-testid="dashboard-messages"] li');
    expect(await page.textContent('[data-testid="dashboard"]')).not.toContain('Not available');
    for (const [path, name] of Object.entries(MASTER_DATA)) {
      await page.goto(`${baseUrl}/setData/${path}`);
      await page.waitForSelector(`[data-page="${name}"]`);
      await page.waitForLoadState('networkidle');
    }
    // An ordinary failed validation is shown under the fields, not logged.
    await openAddresses(page);
    await page.click('[data-block="grid"] button[data-action="create"]');
    await page.waitForSelector('[data-dialog="form"] #root_name');
    await page.click('[data-dialog="form"] button[data-form="save"]');
    await page.waitForSelector('[data-dialog="form"] >> text=This field is required.');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('calm dialogs', () => {
  it('dim the whole page, sidebar included, shift nothing, stay in the window when dragged, focus the first field and save on Enter', async () => {
    const page = await openPage(browser, { language: 'en', baseUrl });
    await signIn(page, baseUrl, 'acme', 'acme1234', 'user', null);
    await openAddresses(page);
    await screenshot(page, 'finish-address');
    const titleBox = async () => page.locator('[data-page="setAddress"] h1').boundingBox();
    const before = await titleBox();
    const sidebarBefore = await pixel(page, 150, 780);

    await page.click('[data-block="grid"] button[data-action="create"]');
    const surface = page.locator('[data-dialog="form"]');
    await page.waitForSelector('[data-dialog="form"] #root_name');
    // The dialog puts focus in its first field and fades its backdrop in: both done, the page is measured.
    await page.waitForFunction(() => document.activeElement?.id === 'root_name');
    await animationsDone(page);
    expect(await titleBox()).toEqual(before);
    expect(await surface.locator('.fui-DialogTitle').textContent()).toBe('New address');
    expect(await pixel(page, 150, 780)).toBeLessThan(sidebarBefore * 0.75);

    // Bad input: messages name what is expected; over-long text is cut as typed.
    await page.fill('#root_name', 'Hamburg Hub');
    await page.fill('#root_country', 'germany');
    await page.fill('#root_email', 'nope');
    expect(await page.inputValue('#root_country')).toBe('ge');
    await page.click('[data-dialog="form"] button[data-form="save"]');
    await page.waitForSelector('text=Country must look like CN or DE.');
    expect(await surface.textContent()).toContain('Email must look like name@example.com.');
    await screenshot(page, 'finish-address-form-bad-input');

    // Dragged far beyond the corner, the dialog stays inside the window.
    const title = surface.locator('.fui-DialogTitle');
    const start = (await title.boundingBox())!;
    await page.mouse.move(start.x + 20, start.y + 10);
    await page.mouse.down();
    await page.mouse.move(start.x + 3000, start.y + 3000, { steps: 5 });
    await page.mouse.up();
    const moved = (await surface.boundingBox())!;
    const view = page.viewportSize()!;
    expect(moved.x).toBeGreaterThanOrEqual(0);
    expect(moved.y).toBeGreaterThanOrEqual(0);
    expect(moved.x + moved.width).toBeLessThanOrEqual(view.width + 1);
    expect(moved.y + moved.height).toBeLessThanOrEqual(view.height + 1);
    expect(moved.x).toBeGreaterThan(start.x - 30);

    // Corrected, Enter in a single-line field saves.
    await page.fill('#root_country', 'DE');
    await page.fill('#root_email', 'hub@example.com');
    await page.fill('#root_city', 'Hamburg');
    await page.fill('#root_line1', 'Am Kai 1');
    await page.press('#root_line1', 'Enter');
    await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });
    await page.waitForSelector('[data-testid="toast-success"]');
    await page.context().close();
  });
});

describe('the import dialog', () => {
  it('names types and limit, explains a refused file inside, offers a template in the user language that imports back', async () => {
    const page = await openPage(browser, { language: 'zh', baseUrl });
    await signIn(page, baseUrl, 'acme', 'acme1234', 'user', null);
    await openAddresses(page);
    await page.click('[data-block="grid"] button[data-action="import"]');
    const dialog = page.locator('[data-dialog="import"]');
    await dialog.waitFor();
    expect(await dialog.locator('[data-import-limits]').textContent()).toBe('支持 .csv, .xlsx 格式，最大 10 MB');
    await page.setInputFiles('[data-dialog="import"] input[data-import-file]', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    expect(await dialog.locator('[data-import-refusal]').textContent()).toContain('无法导入 notes.txt');
    await screenshot(page, 'finish-import-refused');

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.locator('[data-import-template]').click()]);
    const template = readFileSync((await download.path())!, 'utf8');
    expect(template).toContain('"名称 (name)"');
    expect(template).toContain('"国家 (country)"');
    // The template, filled in, imports back.
    const header = template.replace(/^\uFEFF/, '').trim().split(',');
    const row = header.map((h) => ({ '"名称 (name)"': 'Template Hub', '"国家 (country)"': 'NL', '"城市 (city)"': 'Rotterdam', '"地址行1 (line1)"': 'Kade 1' })[h] ?? '');
    const filled = `${template.trim()}\r\n${row.join(',')}\r\n`;
    await page.setInputFiles('[data-dialog="import"] input[data-import-file]', { name: 'addresses.csv', mimeType: 'text/csv', buffer: Buffer.from(filled, 'utf8') });
    await dialog.locator('[data-import-submit]').click();
    await page.waitForSelector('[data-dialog="import"]', { state: 'detached' });
    await page.waitForSelector('[data-testid="toast-success"]');
    await page.context().close();
  });
});

describe('phone', () => {
  it('the home header fits on one or two lines with no word broken, and the login dialog fits the screen', async () => {
    const page = await openPage(browser, { language: 'en', baseUrl, width: 390, height: 700 });
    await page.goto(`${baseUrl}/home`);
    await page.waitForSelector('[data-testid="home-page"] header');
    const header = await page.locator('[data-testid="home-page"] header').boundingBox();
    expect(header!.height).toBeLessThan(110);
    // Every item of the header is one line high, and nothing overflows the screen sideways.
    const heights = await page.$$eval('[data-testid="home-page"] header > *', (items) => items.map((i) => i.getBoundingClientRect().height));
    for (const h of heights) expect(h).toBeLessThan(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'finish-phone-home');
    await page.click('[data-testid="login-link"]');
    const login = (await page.locator('[data-testid="login-dialog"]').boundingBox())!;
    expect(login.x).toBeGreaterThanOrEqual(0);
    expect(login.x + login.width).toBeLessThanOrEqual(390);
    expect(login.y + login.height).toBeLessThanOrEqual(700);
    await screenshot(page, 'finish-phone-login');
    await page.context().close();
  });
});

describe('the sidebar', () => {
  it('keeps its menu search in view with every group expanded and the menu scrolled to its end', async () => {
    const page = await openPage(browser, { language: 'en', baseUrl, height: 600 });
    await signIn(page, baseUrl, 'acme', 'acme1234');
    for (const group of await page.$$('[data-testid="sidebar"] [data-menu-group][aria-expanded="false"]')) await group.click();
    await page.$eval('[data-testid="sidebar"] .fui-NavDrawerBody', (body) => body.scrollTo(0, body.scrollHeight));
    expect(await page.$eval('[data-testid="sidebar"] .fui-NavDrawerBody', (body) => body.scrollTop)).toBeGreaterThan(0);
    const search = (await page.locator('[data-testid="sidebar-search"]').boundingBox())!;
    expect(search.y).toBeGreaterThanOrEqual(0);
    expect(search.y + search.height).toBeLessThan(120);
    await page.context().close();
  });
});

describe('seeded texts', () => {
  it('home messages show in the user language, also after switching it', async () => {
    const page = await openPage(browser, { language: 'zh', baseUrl });
    await signIn(page, baseUrl, 'demo.ops', 'ops12345');
    await page.waitForSelector('[data-testid="dashboard-messages"] li');
    expect(await page.textContent('[data-testid="dashboard-messages"]')).toContain('欢迎使用 F9 货运门户');
    await page.click('[data-testid="language-menu"]');
    await page.click('[data-testid="language-en"]');
    await page.waitForSelector('[data-testid="dashboard-messages"] >> text=Welcome to the F9 freight portal');
    await page.context().close();
  });
});
