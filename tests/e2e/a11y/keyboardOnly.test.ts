// Issue 19, "How it is shown": a keyboard-only walk in Chromium with Tab, Shift+Tab, arrows, Enter and
// Escape (and typing into fields): open the login dialog, sign in, reach Addresses through the sidebar,
// create an address (a failed save first), find it with the filter, sign out. After every step the
// test asserts where focus is: never <body> (except past the page's last control, as browsers do),
// never a toast, never one of Fluent's hidden focus bumpers.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, readCaptcha, screenshot } from '../support/browser';
import { workerBaseUrl } from '../support/workerServer';

const baseUrl = await workerBaseUrl();
const chromiumMissing = inject('chromiumMissing');
const MAX_PRESSES = 40;

let browser: Browser;

beforeAll(async () => {
  if (chromiumMissing) throw new Error('Chromium is missing: the keyboard tests cannot run');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A short description of the focused element, for assertions and failure messages. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const attrs = ['data-testid', 'data-menu', 'data-menu-group', 'data-action', 'data-form', 'id', 'name', 'data-page-heading', 'data-tabster-dummy']
      .filter((a) => el.hasAttribute(a))
      .map((a) => `[${a}="${el.getAttribute(a)}"]`)
      .join('');
    const inToast = el.closest('[class*="fui-Toast"]') ? ' in-toast' : '';
    return `${el.tagName.toLowerCase()}${attrs}${inToast}`;
  });
}

/** Presses `key` until the focused element matches `selector`; fails if it never does, or focus is lost on the way. */
async function pressUntil(page: Page, key: string, selector: string): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < MAX_PRESSES; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(key);
    await page.waitForTimeout(60);
    const now = await focused(page);
    seen.push(now);
    expect(now, `focus lost while pressing ${key}: ${seen.join(' → ')}`).not.toBe('body');
    expect(now).not.toContain('in-toast');
    expect(now).not.toContain('data-tabster-dummy');
  }
  throw new Error(`${key} × ${MAX_PRESSES} never reached ${selector}: ${seen.join(' → ')}`);
}

/** The outline drawn by the element matching `selector` (the focus ring's holder). */
async function outlineOf(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (el) => {
    const cs = getComputedStyle(el);
    return `${cs.outlineStyle} ${cs.outlineWidth}`;
  });
}

async function expectFocus(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => document.activeElement?.matches(s) ?? false, selector).catch(async () => {
    const history = await page.evaluate(() => (window as unknown as { __focusLog?: string[] }).__focusLog?.slice(-8).join(' → '));
    throw new Error(`expected focus on ${selector}, it is on ${await focused(page)} (last focus moves: ${history})`);
  });
}

describe('keyboard only', () => {
  it('signs in, reaches Addresses, creates and finds an address, and signs out', async () => {
    const page = await openPage(browser, { language: 'en', baseUrl });
    // A record of focus moves, with the time since load, for the failure messages.
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { __focusLog: string[] }).__focusLog = log;
      document.addEventListener('focusin', (e) => {
        const el = e.target as HTMLElement;
        log.push(`${Math.round(performance.now())}ms ${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}`);
      }, true);
    });
    await page.goto(`${baseUrl}/home`);
    // The shortcut cards are drawn again once the server's home menu arrives: start after that.
    await page.waitForLoadState('networkidle');
    // Arriving: the page heading, not <body>; it is read from, not a control, so no ring is drawn round it.
    await expectFocus(page, 'h1[data-page-heading]');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).toBe('none');

    // A shortcut card opens from the keyboard (signed out: the login dialog); Escape goes back to it.
    await page.keyboard.press('Tab');
    await expectFocus(page, '[data-testid^="home-shortcut-"]');
    await page.keyboard.press('Enter');
    await expectFocus(page, '[data-testid="login-account"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="login-dialog"]', { state: 'detached' });
    await expectFocus(page, '[data-testid^="home-shortcut-"]');

    // Open the login dialog: the "Log in" button is before the heading.
    await pressUntil(page, 'Shift+Tab', '[data-testid="login-link"]');
    await screenshot(page, 'a11y-focus-home-login-button');
    await page.keyboard.press('Enter');
    await expectFocus(page, '[data-testid="login-account"]');
    // Escape closes it (a click outside does not), and focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="login-dialog"]', { state: 'detached' });
    await expectFocus(page, '[data-testid="login-link"]');
    await page.keyboard.press('Enter');
    await expectFocus(page, '[data-testid="login-account"]');
    await screenshot(page, 'a11y-focus-login-account');

    // acme: masterData.test.ts expects demo's address list to start empty.
    await page.keyboard.type('acme');
    await page.keyboard.press('Tab');
    await expectFocus(page, '[data-testid="login-password"]');
    await page.keyboard.type('acme1234');
    await page.keyboard.press('Tab');
    await expectFocus(page, '[data-testid="login-captcha"]');
    // The captcha: a new code from the keyboard, then the digits as drawn.
    await page.keyboard.press('Tab');
    await expectFocus(page, '[data-testid="login-captcha-image-refresh"]');
    const before = await readCaptcha(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction((old) => {
      const drawn = document.querySelector('[data-testid="login-captcha-image"]')?.getAttribute('data-e2e-drawn');
      return drawn?.length === 4 && drawn !== old;
    }, before).catch(() => undefined);
    await screenshot(page, 'a11y-focus-captcha-refresh');
    await page.keyboard.press('Shift+Tab');
    await expectFocus(page, '[data-testid="login-captcha"]');
    await page.keyboard.type(await readCaptcha(page));
    await page.keyboard.press('Enter');

    // Signed in: the dashboard's heading.
    await page.waitForSelector('[data-testid="dashboard"]');
    await expectFocus(page, '[data-testid="dashboard"] h1[data-page-heading]');

    // The settings panel: Escape closes it and focus goes back to its button.
    await pressUntil(page, 'Shift+Tab', '[data-testid="open-settings"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.closest('[data-testid="settings-panel"]') !== null);
    await page.keyboard.press('Escape');
    await expectFocus(page, '[data-testid="open-settings"]');

    // The skip link is the first stop, and leads past sidebar and navbar to the heading.
    await pressUntil(page, 'Shift+Tab', '[data-testid="skip-link"]');
    await screenshot(page, 'a11y-focus-skip-link');
    await page.keyboard.press('Enter');
    await expectFocus(page, '[data-testid="dashboard"] h1[data-page-heading]');

    // Into the sidebar's tree with Tab (search box, then the tree), arrows inside.
    await pressUntil(page, 'Shift+Tab', '[data-testid="skip-link"]');
    await page.keyboard.press('Tab');
    await expectFocus(page, '[data-testid="sidebar"] input');
    await page.keyboard.press('Tab');
    await expectFocus(page, '[data-testid="sidebar"] [data-menu], [data-testid="sidebar"] [data-menu-group], [data-testid="sidebar"] button');
    await pressUntil(page, 'ArrowDown', '[data-menu-group="setData"]');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('[data-menu="setAddress"]');
    await page.keyboard.press('ArrowDown');
    await pressUntil(page, 'ArrowDown', '[data-menu="setAddress"]');
    // Left goes back to the group, Down returns to the first entry.
    await page.keyboard.press('ArrowLeft');
    await expectFocus(page, '[data-menu-group="setData"]');
    await pressUntil(page, 'ArrowDown', '[data-menu="setAddress"]');
    await screenshot(page, 'a11y-focus-sidebar-entry');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-page="setAddress"] [data-block="grid"] [data-testid="data-grid-canvas"]');
    await expectFocus(page, '[data-page="setAddress"] h1[data-page-heading]');

    // Create: a failed save first; focus goes to each first invalid field in form order
    // (name, country, city, line1 — the validator lists them city, country, line1, name).
    await pressUntil(page, 'Tab', '[data-page="setAddress"] button[data-action="create"]');
    await screenshot(page, 'a11y-focus-create-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-dialog="form"] #root_name');
    await page.waitForFunction(() => document.activeElement?.closest('[data-dialog="form"]') !== null);
    await pressUntil(page, 'Tab', '[data-dialog="form"] button[data-form="save"]');
    await page.keyboard.press('Enter');
    const values: Record<string, string> = { root_name: 'Keyboard Depot', root_country: 'DE', root_city: 'Hamburg', root_line1: 'Kai 1' };
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.waitForFunction(() => document.activeElement?.id?.startsWith('root_') ?? false);
      const id = await page.evaluate(() => document.activeElement!.id);
      if (i === 0) await screenshot(page, 'a11y-focus-form-first-invalid');
      order.push(id);
      await page.keyboard.type(values[id] ?? 'x');
      await page.keyboard.press('Enter');
      // Either the form is saved and gone, or focus has moved on to the next field to fix.
      await page.waitForFunction(
        (was) => !document.querySelector('[data-dialog="form"]') || (document.activeElement?.id?.startsWith('root_') && document.activeElement.id !== was),
        id,
      );
      if (!(await page.locator('[data-dialog="form"]').count())) break;
    }
    expect(order).toEqual(['root_name', 'root_country', 'root_city', 'root_line1']);
    await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });

    // Saved: focus is back on the Create button; the toast does not take it, and goes away.
    await expectFocus(page, '[data-page="setAddress"] button[data-action="create"]');
    await page.waitForSelector('[data-testid="toast-success"]');
    expect(await focused(page)).not.toContain('in-toast');
    await screenshot(page, 'a11y-focus-after-save');
    // Tab to the end of the page while the toast shows: it is never a stop (it used to trap focus).
    const stops: string[] = [];
    for (let i = 0; i < MAX_PRESSES && stops.at(-1) !== 'body'; i++) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    expect(stops.at(-1), stops.join(' → ')).toBe('body');
    expect(stops.filter((stop) => stop.includes('in-toast'))).toEqual([]);
    expect(await page.locator('[data-testid="toast-success"]').count()).toBe(1);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).not.toBe('body');
    await page.waitForSelector('[data-testid="toast-success"]', { state: 'detached' });

    // Find it: the name filter, Enter searches.
    await pressUntil(page, 'Shift+Tab', '[data-page="setAddress"] input[name="filter-name"]');
    await page.keyboard.type('Keyboard');
    expect(await outlineOf(page, '[data-page="setAddress"] .fui-Input:has(input[name="filter-name"])')).toBe('solid 2px');
    await screenshot(page, 'a11y-focus-filter-input');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-pager] [data-total]')?.getAttribute('data-total') === '1');
    expect(await focused(page)).not.toBe('body');

    // A dropdown shows a ring too.
    await pressUntil(page, 'Tab', '[data-page="setAddress"] .fui-Dropdown button');
    expect(await outlineOf(page, '[data-page="setAddress"] .fui-Dropdown:focus-within')).toBe('solid 2px');
    await screenshot(page, 'a11y-focus-dropdown');

    // The grid takes focus with a visible ring.
    await pressUntil(page, 'Tab', '[data-page="setAddress"] [data-testid="data-grid-canvas"]');
    expect(await outlineOf(page, '[data-page="setAddress"] [data-block="grid"] > div:has([data-testid="data-grid-canvas"])')).toBe('solid 2px');
    await screenshot(page, 'a11y-focus-grid');

    // Sign out through the user menu: focus ends on the home page's heading.
    await pressUntil(page, 'Shift+Tab', '[data-testid="user-menu"]');
    await screenshot(page, 'a11y-focus-user-menu');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="logout"]');
    await pressUntil(page, 'ArrowDown', '[data-testid="logout"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="home-page"]');
    await expectFocus(page, 'h1[data-page-heading]');
    await screenshot(page, 'a11y-focus-home-after-sign-out');
    // And a link.
    await pressUntil(page, 'Shift+Tab', '[data-testid="home-link"]');
    expect(await outlineOf(page, '[data-testid="home-link"]')).toBe('solid 2px');
    await screenshot(page, 'a11y-focus-home-link');
    await page.context().close();
  });
});
