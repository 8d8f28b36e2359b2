// The real-time hub end to end in Chromium (issue 17): an administrator, signed in in a second
// browser context, writes a system message on the sMessage screen, picks the customer's account as
// its recipient and sends it; the customer's open page shows it as a toast and in the navbar's badge
// without a reload, in English and in Chinese. The server runs on a throwaway PostgreSQL, so the
// message travels through the send action's write and the database's NOTIFY to the customer's socket.
import { copyFileSync, mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ServerProcess, startServerProcess, throwawayPostgres, type ThrowawayPostgres } from '../api/support/serverProcess';
import { GridDriver } from './renderer/gridDriver';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { pickSearched } from './support/pickSearched';

let browser: Browser;
let database: ThrowawayPostgres;
let server: ServerProcess;
const SHOTS = process.env.F9_SHOTS_DIR;
/** The sMessage grid's row height at the administrator's default size (mini). */
const MINI_ROW = 36;

beforeAll(async () => {
  if (inject('chromiumMissing')) throw new Error('Chromium is missing: see the message of the e2e global setup');
  database = await throwawayPostgres('');
  server = await startServerProcess({ DATABASE_URL: database.url, F9_DEMO: '1' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.stop();
});

async function shot(page: Page, name: string): Promise<void> {
  const path = await screenshot(page, name);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(path, `${SHOTS}/${name}.png`);
  }
}

const unread = async (page: Page) => Number((await page.locator('[data-testid="hub-unread"]').textContent({ timeout: 1000 }).catch(() => '0')) || 0);

/**
 * The administrator's part, in its own browser context: a new message on sMessage (English and Chinese
 * title and content), the customer's account picked from the recipient picker by company name, saved,
 * found by its title and sent from its row's menu (confirmed). Screenshots of the form and the list.
 */
async function sendSystemMessage(language: 'en' | 'zh', title: string, zhTitle: string): Promise<void> {
  const admin = await openPage(browser, { language, baseUrl: server.base, width: 1600, height: 900 });
  try {
    await signIn(admin, server.base, 'admin', 'admin1234', 'admin', `/systemmanager/sMessage`);
    await admin.waitForSelector('[data-page="sMessage"] [data-block="grid"] [data-testid="data-grid-canvas"]');
    await admin.click('[data-block="grid"] button[data-action="create"]');
    await admin.waitForSelector('[data-dialog="form"] #root_title');
    await admin.fill('#root_title', title);
    await admin.fill('#root_titleZh', zhTitle);
    await admin.fill('#root_content', 'Your container MSCU1234565 is held for inspection at Hamburg.');
    await admin.fill('#root_contentZh', '您的集装箱 MSCU1234565 在汉堡被海关查验。');
    await admin.locator('[data-dialog="form"] [data-line-action="add"]').first().click();
    // The recipient is picked, not typed: searched by the company's name, chosen by its account.
    const picker = admin.locator('[data-dialog="form"] [data-line="0"][data-col="account"]');
    await pickSearched(admin, picker, 'Demo Trading', /^demo\b.*Chen Li/);
    expect(await picker.inputValue()).toBe('demo · Chen Li · Demo Trading Co.');
    await shot(admin, `hub-admin-form-${language}`);
    await admin.click('[data-dialog="form"] button[data-form="save"]');
    await admin.waitForSelector('[data-dialog="form"]', { state: 'detached' });

    await admin.fill('[data-block="filter"] input[name="filter-title"]', title);
    await admin.click('[data-block="filter"] button[data-filter="search"]');
    const grid = new GridDriver(admin, { widths: [280], rowHeight: MINI_ROW });
    await grid.waitRows(1);
    await grid.waitCell(0, 0, title);
    expect(await grid.rowMenuActions(0)).toEqual(['edit', 'delete', 'send']);
    await grid.rowMenuAction(0, 'send');
    await admin.click('[data-confirm="ok"]');
    await admin.locator('[data-testid^="toast-"]', { hasText: language === 'en' ? 'Sent to its recipients (1).' : '已发送给 1 位用户。' }).first().waitFor();
    await shot(admin, `hub-admin-sent-${language}`);
    // Sent, it is what the customer reads: its row offers neither edit, delete nor send again (the
    // server refuses them too: tests/api/content/announcements.test.ts).
    expect(await grid.cellText(2, 0)).toMatch(/^20\d\d-/);
    expect(await grid.rowMenuActions(0)).toEqual([]);
    await shot(admin, `hub-admin-sent-row-${language}`);
  } finally {
    await admin.context().close();
  }
}

describe('a system message reaches the open page without a reload', () => {
  for (const language of ['en', 'zh'] as const) {
    it(`toast and badge (${language})`, async () => {
      const page = await openPage(browser, { language, baseUrl: server.base });
      await signIn(page, server.base, 'demo', 'demo1234');
      await page.waitForSelector('[data-testid="hub-state"][data-state="live"]');
      await page.waitForFunction(() => document.querySelector('[data-testid="dashboard-messages"] .fui-Spinner') === null);
      const before = await unread(page);
      // A reload would lose this.
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

      const stamp = Date.now().toString(36);
      const expected = language === 'en' ? `New message: Customs inspection ${stamp}` : `新消息：海关查验 ${stamp}`;
      // Watched from before the message is sent: the toast lasts seconds, and the admin's page goes on
      // checking its list after the save, which on a busy machine can outlast it.
      const toast = page.locator('[data-testid="toast-info"]', { hasText: expected }).waitFor();
      // Awaited below; should sending fail first, the page closes under it and that must not be an unhandled rejection.
      toast.catch(() => undefined);
      await sendSystemMessage(language, `Customs inspection ${stamp}`, `海关查验 ${stamp}`);
      await toast;
      await page.waitForFunction((n) => Number(document.querySelector('[data-testid="hub-unread"]')?.textContent ?? 0) === n, before + 1);
      // The dashboard's message list shows it too.
      await page.locator('[data-testid="dashboard-messages"]', { hasText: language === 'en' ? `Customs inspection ${stamp}` : `海关查验 ${stamp}` }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(await page.getAttribute('[data-testid="hub-state"]', 'aria-label')).toBe(language === 'en' ? 'Live updates: on' : '实时更新：已连接');
      await shot(page, `hub-toast-${language}`);
      await page.context().close();
    });
  }
});
