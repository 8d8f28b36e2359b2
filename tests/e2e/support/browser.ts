// Shared browser helpers for end-to-end tests: launch Debian's Chromium (its headless shell) with the flags of STACK.md,
// open a page that records the captcha digits as they are drawn, log in through the dialog, and save
// screenshots to test-results/screenshots/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject, onTestFailed } from 'vitest';
import { initialOrg, sessionEntries } from '../../../src/client/state/session';
import { loginAnswer } from './api';

/** Debian's Chromium as users run it: the benches measure with it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * The same Chromium build as a headless shell (Debian's chromium-headless-shell; Playwright's own headless
 * runs use this kind): the e2e tests run on it because it spends 13–25 % less of the machine's CPU on the
 * same test files (three files measured side by side, issue 45), and Chromium is the suite's largest consumer.
 */
export const TEST_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../../test-results/screenshots');
const FAILURE_DIR = resolve(import.meta.dirname, '../../../test-results/failures');

export function launchBrowser(executablePath = TEST_CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/**
 * The Chromium of one e2e file: launched before its tests (failing loudly when Debian's chromium is
 * missing, as the global setup says) and closed after them. Read `.browser` inside tests and hooks.
 */
export function browserForFile(): { readonly browser: Browser } {
  const holder = { browser: undefined as unknown as Browser };
  beforeAll(async () => {
    if (inject('chromiumMissing')) throw new Error('Chromium is missing: see the message of the e2e global setup');
    holder.browser = await launchBrowser();
  });
  beforeEach(({ task }) => onTestFailed(() => keepFailedPages(holder.browser, task.name)));
  afterAll(async () => holder.browser?.close());
  return holder;
}

/**
 * A failed test leaves what its pages showed (a screenshot and the HTML of each page still open) in
 * test-results/failures/: a failure seen once in a whole run is otherwise hard to read afterwards.
 */
async function keepFailedPages(browser: Browser | undefined, testName: string): Promise<void> {
  if (!browser) return;
  mkdirSync(FAILURE_DIR, { recursive: true });
  const stem = `${testName.replace(/[^\w-]+/g, '-').slice(0, 80)}-${Date.now().toString(36)}`;
  const pages = browser.contexts().flatMap((c) => c.pages());
  for (const [n, page] of pages.entries()) {
    const path = resolve(FAILURE_DIR, `${stem}-${n}`);
    try {
      await page.screenshot({ path: `${path}.png`, timeout: 10_000 });
      writeFileSync(`${path}.html`, await page.content());
      console.error(`failed test's page ${n} (${page.url()}) kept in ${path}.png and .html`);
    } catch (error) {
      console.error(`failed test's page ${n} could not be kept: ${(error as Error).message}`);
    }
  }
}

/**
 * The captcha is drawn on a canvas one digit per fillText call. The test observes those calls (an
 * init script wrapping fillText in the test's own page), which reads the code the way a person reads
 * the image, without any switch in the app.
 */
export const CAPTCHA_SPY = `(() => {
  const original = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
    const canvas = this.canvas;
    if (canvas && /^[0-9]$/.test(String(text))) {
      if (canvas.__drawnTexts === undefined || canvas.__drawnTexts.length >= 4) canvas.__drawnTexts = [];
      canvas.__drawnTexts.push(String(text));
      canvas.setAttribute('data-e2e-drawn', canvas.__drawnTexts.join(''));
    }
    return original.call(this, text, ...rest);
  };
})();`;

export interface PageOptions {
  width?: number;
  height?: number;
  /** Start in this language as if the user had picked it (cookies smartLanguage + switchLanguage). */
  language?: 'en' | 'zh';
  baseUrl?: string;
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1366, height: options.height ?? 800 },
    locale: 'en-US',
  });
  await context.addInitScript(CAPTCHA_SPY);
  if (options.language && options.baseUrl) {
    const url = options.baseUrl;
    await context.addCookies([
      { name: 'smartLanguage', value: options.language, url },
      { name: 'switchLanguage', value: 'true', url },
    ]);
  }
  const page = await context.newPage();
  // Waits are for conditions: this only stops one that never comes (a loaded machine is slow, not stuck).
  page.setDefaultTimeout(120_000);
  return page;
}

/** The digits drawn on the visible login captcha. */
export async function readCaptcha(page: Page): Promise<string> {
  const canvas = page.locator('[data-testid="login-captcha-image"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="login-captcha-image"]')?.getAttribute('data-e2e-drawn')?.length === 4);
  return (await canvas.getAttribute('data-e2e-drawn')) ?? '';
}

/** Opens /login (or /adminlogin) and signs in through the dialog, captcha included; waits for the dashboard. */
export async function loginThroughDialog(page: Page, baseUrl: string, account: string, password: string, kind: 'user' | 'admin' = 'user'): Promise<void> {
  await page.goto(`${baseUrl}${kind === 'admin' ? '/adminlogin' : '/login'}`);
  await fillLoginDialog(page, account, password);
  await page.waitForSelector('[data-testid="dashboard"]');
}

/**
 * Signs in without the dialog, for tests about what comes after it: the test process logs in by the
 * API, the page stores what the client's own log-in stores (state/session.ts sessionEntries, with
 * initialOrg's organisation) and opens `at`. The dialog is tested where it is the subject (shell, journeys,
 * accessibility); a /login load, its dialog and the dashboard after it cost Chromium a few CPU-s, and
 * the suite signed in about 120 times.
 * `at` '/dashboard' waits for the dashboard; another route, for the page's load only; null opens nothing
 * (the app starts at the test's own next page.goto).
 */
export async function signIn(page: Page, baseUrl: string, account: string, password: string, kind: 'user' | 'admin' = 'user', at: string | null = '/dashboard'): Promise<string> {
  const role = kind === 'admin' ? 'admin' : 'customer';
  const { token, orglist, user } = await loginAnswer(baseUrl, account, password, role);
  // The storage is the origin's, and the app must start after it is written: first an empty page of
  // the origin, answered here (not by the server, and with an icon, so Chromium asks for no /favicon.ico).
  const empty = `${baseUrl}/e2e-sign-in`;
  await page.route(empty, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,"><title>sign-in</title>' }));
  await page.goto(empty);
  await page.unroute(empty);
  const entries = sessionEntries(token.Id, role, user ?? null, initialOrg(orglist, user?.CurrOrg));
  await page.evaluate((pairs) => pairs.forEach(([key, value]) => localStorage.setItem(key, value)), entries);
  if (at !== null) await page.goto(`${baseUrl}${at}`);
  if (at === '/dashboard') await page.waitForSelector('[data-testid="dashboard"]');
  return token.Id;
}

export async function fillLoginDialog(page: Page, account: string, password: string): Promise<void> {
  await page.waitForSelector('[data-testid="login-dialog"]');
  await page.fill('[data-testid="login-account"]', account);
  await page.fill('[data-testid="login-password"]', password);
  await page.fill('[data-testid="login-captcha"]', await readCaptcha(page));
  await page.click('[data-testid="login-submit"]');
}

/**
 * Once no animation or transition is running on the page (Fluent's open/close motion, colour
 * transitions), endless ones (a spinner) aside: asked of the page, whose clock is the one that counts.
 * A toast's timer is no motion either: Fluent times a toast's stay as an invisible animation as long as
 * the stay (its span has `data-timer-status`), and waiting it out held each screenshot after a save
 * for seconds (half the truck journey's time).
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      if ((a.playState !== 'running' && !a.pending) || a.effect?.getTiming().iterations === Infinity) return true;
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
      return target instanceof Element && target.hasAttribute('data-timer-status');
    }),
  );
}

/** Once the page has drawn two frames and run a task since: what a click or key started (a timer of 0, a render) has happened. */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
}

/** Saves test-results/screenshots/<name>.png once Fluent's open/close animations have settled. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await animationsDone(page);
  const path = resolve(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** Opens a toolbar's action group (its menu button) and answers the ids of the actions its menu offers. */
export async function groupActions(page: Page, group: string): Promise<string[]> {
  await page.click(`[data-block="actions"] [data-action-group="${group}"]`);
  const menu = page.locator('[role="menu"]').last();
  await menu.waitFor();
  return menu.locator('[role="menuitem"][data-action]').evaluateAll((items) => items.map((i) => i.getAttribute('data-action') ?? ''));
}

/** Runs an action of a toolbar's group: opens the group's menu and clicks the action's item. */
export async function clickGroupAction(page: Page, group: string, action: string): Promise<void> {
  await page.click(`[data-block="actions"] [data-action-group="${group}"]`);
  await page.click(`[role="menu"] [role="menuitem"][data-action="${action}"]`);
}
