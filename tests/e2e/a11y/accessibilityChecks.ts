// Issue 19, "How it is shown": axe-core (WCAG 2.0/2.1 A and AA) in Chromium on the home page, the login
// dialog, the dashboard, every route that has a page file, a form dialog showing errors and the
// settings panel (and the page in a light theme colour picked there), in zh and in en: no critical or
// serious violation outside the reviewed allow-list. One file per language (accessibility.<lang>.test.ts):
// each takes minutes, and the two run side by side in different e2e workers.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { animationsDone, launchBrowser, openPage, pageSettled, signIn } from '../support/browser';
import { axeViolations, describeFindings } from './axe';
import { pageFileRoutes } from './pageFileRoutes';
import { workerBaseUrl } from '../support/workerServer';

const baseUrl = await workerBaseUrl();
const chromiumMissing = inject('chromiumMissing');
const LIGHT_THEME_COLOUR = '#ffd700';
/** Who can open a screen: the customer administrator holds every customer menu, the admin every admin menu. */
const ACCOUNTS = [
  { account: 'demo', password: 'demo1234', kind: 'user' as const },
  { account: 'admin', password: 'admin1234', kind: 'admin' as const },
];

/**
 * Soft: every screen is checked; the findings are in the message, so a CI summary line names them.
 * Toasts are let go first: a toast leaving fades out, and axe read a half-transparent "Theme changed
 * successfully" as unreadable text (shown whole, it passes). `region`: a selector to check only that part.
 */
async function expectNoViolation(page: Page, where: string, region?: string): Promise<void> {
  await page.locator('[data-testid^="toast-"]').first().waitFor({ state: 'detached' });
  await animationsDone(page);
  const findings = describeFindings(await axeViolations(page, region));
  expect.soft(findings, `${where}: ${findings.join(' | ')}`).toEqual([]);
}

const REFUSAL = '[data-testid^="error-"], [data-testid="not-available"]';

/** Navigates inside the single-page app (no reload), as a click on a menu entry would. The refusal the
 *  previous route left on screen is marked stale first: React draws the new route after this returns,
 *  and `reached` must not take the old refusal for the new route's. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    ({ to, refusal }) => {
      for (const old of document.querySelectorAll(refusal)) old.setAttribute('data-stale', '');
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { to: path, refusal: REFUSAL },
  );
}

/** Waits until a page-file screen has drawn (or the app refused it), and says which. */
async function reached(page: Page, name: string): Promise<boolean> {
  const screen = page.locator(`[data-page="${name}"]`);
  const refused = page.locator(REFUSAL.split(', ').map((selector) => `${selector}:not([data-stale])`).join(', '));
  await Promise.race([screen.waitFor({ state: 'visible' }), refused.first().waitFor({ state: 'visible' })]);
  if (!(await screen.isVisible())) return false;
  // Data blocks settle: the spinner of a loading grid or form is gone.
  await page.waitForFunction((n) => !document.querySelector(`[data-page="${n}"] .fui-Spinner`), name);
  await animationsDone(page);
  return true;
}

/** The whole check in one language: registers its tests in the calling test file. */
export function describeAccessibility(language: 'zh' | 'en'): void {
  let browser: Browser;
  beforeAll(async () => {
    if (chromiumMissing) throw new Error('Chromium is missing: the accessibility tests cannot run');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe(`in ${language}`, () => {
    it('the home page and the login dialog (both tabs, with errors) have no serious violation', async () => {
      const page = await openPage(browser, { language, baseUrl });
      await page.goto(`${baseUrl}/home`);
      await page.waitForSelector('[data-testid="home-page"]');
      await expectNoViolation(page, 'home');

      await page.click('[data-testid="login-link"]');
      await page.waitForSelector('[data-testid="login-dialog"]');
      await animationsDone(page);
      await expectNoViolation(page, 'login dialog');
      await page.click('[data-testid="login-submit"]');
      await expectNoViolation(page, 'login dialog with errors');
      await page.click('[data-testid="login-tab-admin"]');
      await expectNoViolation(page, 'admin login tab');
      await page.context().close();
    });

    it('the dashboard, every page-file route, a form dialog with errors and the settings panel have no serious violation', async () => {
      const routes = pageFileRoutes();
      expect(routes.length).toBeGreaterThan(0);
      const checked = new Set<string>();
      for (const who of ACCOUNTS) {
        const page = await openPage(browser, { language, baseUrl });
        // The login dialog is checked by the first test; here the session is stored as the dialog stores it.
        await signIn(page, baseUrl, who.account, who.password, who.kind);
        await animationsDone(page);
        await expectNoViolation(page, `dashboard (${who.account})`);

        for (const route of routes.filter((r) => !checked.has(r.name))) {
          await goInApp(page, route.path);
          if (!(await reached(page, route.name))) continue;
          checked.add(route.name);
          // The screen's own part: the shell around it is the same on every route (its tab bar one tab
          // longer), and is checked whole after the last one. What axe reads off the document alone, its title, here.
          await expectNoViolation(page, `${route.path} (${who.account})`, `[data-page="${route.name}"]`);
          expect.soft(await page.title(), `${route.path}: the document's title`).not.toBe('');
        }
        await expectNoViolation(page, `the shell with every screen's tab open (${who.account})`);

        if (who.kind === 'user') {
          // A form dialog whose required fields say so.
          await goInApp(page, '/setData/setAddress');
          await reached(page, 'setAddress');
          await page.click('[data-block="grid"] button[data-action="create"]');
          await page.waitForSelector('[data-dialog="form"] #root_name');
          await page.click('[data-dialog="form"] button[data-form="save"]');
          await page.waitForSelector('[data-dialog="form"] [id$="__error"]');
          await animationsDone(page);
          await expectNoViolation(page, 'form dialog with errors');
          await page.keyboard.press('Escape');
          await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });

          await page.click('[data-testid="open-settings"]');
          await page.waitForSelector('[data-testid="settings-panel"]');
          await animationsDone(page);
          await expectNoViolation(page, 'settings panel');

          // A light theme colour picked in the panel still gives readable text and filled controls.
          const fill = () => page.$eval('[data-page="setAddress"] button[data-action="create"]', (b) => getComputedStyle(b).backgroundColor);
          const defaultFill = await fill();
          await page.fill('[data-testid="theme-color"]', LIGHT_THEME_COLOUR);
          await page.keyboard.press('Escape');
          await page.waitForSelector('[data-testid="settings-panel"]', { state: 'detached' });
          // The new colour is in (the theme is applied after the input), and its colour transitions have run.
          await expect.poll(fill).not.toBe(defaultFill);
          await pageSettled(page);
          await animationsDone(page);
          await expectNoViolation(page, `theme ${LIGHT_THEME_COLOUR}`);
        }
        await page.context().close();
      }
      // Every page file was reached by one of the demo accounts, so none goes unchecked.
      expect(routes.map((r) => r.name).filter((n) => !checked.has(n))).toEqual([]);
      // About 90 routes, each loaded and analysed: minutes, not the default two.
    }, 900_000);
  });
}
