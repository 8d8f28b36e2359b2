// The real-time hub end to end in Chromium: a customer's open page shows a new system message as a
// toast and in the navbar's badge without a reload, in English and in Chinese. No call writes home
// messages yet (the back office's system messages write rows of home_messages), so the administrator's
// message is that row, written by another connection to the server's PostgreSQL — which also shows a
// write from outside the server process reaching the browser (the trigger's NOTIFY).
import { copyFileSync, mkdirSync } from 'node:fs';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ServerProcess, startServerProcess, throwawayPostgres, type ThrowawayPostgres } from '../api/support/serverProcess';
import { launchBrowser, loginThroughDialog, openPage, screenshot } from './support/browser';

let browser: Browser;
let database: ThrowawayPostgres;
let server: ServerProcess;
let sqlClient: Client;
const SHOTS = process.env.F9_SHOTS_DIR;

beforeAll(async () => {
  if (inject('chromiumMissing')) throw new Error('Chromium is missing: see the message of the e2e global setup');
  database = await throwawayPostgres('');
  server = await startServerProcess({ DATABASE_URL: database.url });
  sqlClient = new Client({ connectionString: database.url });
  await sqlClient.connect();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await sqlClient?.end();
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

/** What the administrator's system message amounts to: a row of home_messages for Demo Trading Co. */
async function sendSystemMessage(title: string, zhTitle: string): Promise<void> {
  const { rows } = await sqlClient.query<{ customer_id: number }>("SELECT customer_id FROM users WHERE account = 'demo'");
  await sqlClient.query("INSERT INTO home_messages (title, content, audience, customer_id, translations) VALUES ($1, $2, 'customer', $3, $4)", [
    title,
    'Your container MSCU1234565 is held for inspection at Hamburg.',
    rows[0].customer_id,
    JSON.stringify({ zh: { title: zhTitle, content: '您的集装箱 MSCU1234565 在汉堡被海关查验。' } }),
  ]);
}

describe('a system message reaches the open page without a reload', () => {
  for (const language of ['en', 'zh'] as const) {
    it(`toast and badge (${language})`, async () => {
      const page = await openPage(browser, { language, baseUrl: server.base });
      await loginThroughDialog(page, server.base, 'demo', 'demo1234');
      await page.waitForSelector('[data-testid="hub-state"][data-state="live"]');
      await page.waitForFunction(() => document.querySelector('[data-testid="dashboard-messages"] .fui-Spinner') === null);
      const before = await unread(page);
      // A reload would lose this.
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

      const stamp = Date.now().toString(36);
      await sendSystemMessage(`Customs inspection ${stamp}`, `海关查验 ${stamp}`);
      const expected = language === 'en' ? `New message: Customs inspection ${stamp}` : `新消息：海关查验 ${stamp}`;
      await page.locator('[data-testid="toast-info"]', { hasText: expected }).waitFor({ timeout: 5000 });
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
