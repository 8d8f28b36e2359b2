// /home's navbar buttons are drawn without Fluent's Button on the first paint (shell/navbar/NavButton.tsx)
// and must look exactly like it: the language button before its menu loads against the Fluent Button that
// replaces it (same box, same computed look, hovered and keyboard-focused: nothing flashes or moves), and
// the log-in button against a Fluent primary Button (the login dialog's submit).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsDone, browserForFile, openPage, screenshot } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

const LOOK = ['height', 'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft', 'borderTopWidth', 'borderTopColor', 'borderRadius', 'backgroundColor', 'color', 'fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'boxShadow', 'outlineStyle', 'cursor'];

/** The computed look of an element (and of its icon, if any), with its box when `withBox`. */
const lookOf = (page: Page, selector: string, withBox: boolean) =>
  page.$eval(
    selector,
    (el, [props, box]) => {
      const style = getComputedStyle(el);
      const icon = el.querySelector('svg')?.parentElement;
      const iconStyle = icon ? getComputedStyle(icon) : null;
      const rect = el.getBoundingClientRect();
      return {
        ...Object.fromEntries((props as string[]).map((p) => [p, style.getPropertyValue(p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))])),
        icon: iconStyle && [iconStyle.width, iconStyle.height, iconStyle.color, iconStyle.marginRight].join(' '),
        box: box ? [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(' ') : null,
      };
    },
    [LOOK, withBox] as const,
  );

/** Focus from the keyboard (Fluent draws its ring only then): Tab until it is reached, from the element before it. */
async function keyboardFocus(page: Page, selector: string): Promise<void> {
  await page.focus(selector);
  await page.keyboard.press('Shift+Tab');
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press('Tab');
    if (await page.$eval(selector, (el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The look once Fluent's colour transitions (100 ms) have ended. */
async function settledLook(page: Page, selector: string, withBox = true) {
  await animationsDone(page);
  return lookOf(page, selector, withBox);
}

describe('the home navbar buttons look like Fluent\'s', () => {
  it.each(['en', 'zh'] as const)('the language button matches the Fluent Button its menu brings, in %s', async (language) => {
    const page = await openPage(shared.browser, { language, baseUrl });
    await page.goto(`${baseUrl}/home`);
    const button = '[data-testid="language-menu"]';
    await page.waitForSelector(button);
    expect(await page.$eval(button, (el) => el.classList.contains('fui-Button'))).toBe(false);
    // Hovered, then keyboard-focused (Fluent's ring), on the button drawn without Fluent.
    await page.hover(button);
    const hovered = await settledLook(page, button);
    await page.mouse.move(1, 700);
    await keyboardFocus(page, button);
    const focused = await settledLook(page, button);
    // A click elsewhere ends the keyboard focus; opening the menu swaps in Fluent's Button under the pointer.
    await page.mouse.click(1, 700);
    await page.click(button);
    await page.waitForSelector('[role="menu"]');
    await page.waitForSelector(`${button}.fui-Button`);
    expect(await settledLook(page, button)).toEqual(hovered);
    // Escape closes the menu and gives the button the keyboard focus.
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="menu"]', { state: 'detached' });
    await page.mouse.move(1, 700);
    expect(await settledLook(page, button)).toEqual(focused);
    await page.context().close();
  });

  it('the log-in button matches a Fluent primary Button, at rest and keyboard-focused', async () => {
    const page = await openPage(shared.browser, { language: 'en', baseUrl });
    await page.goto(`${baseUrl}/home`);
    const login = '[data-testid="login-link"]';
    await page.waitForSelector(login);
    expect(await page.$eval(login, (el) => el.classList.contains('fui-Button'))).toBe(false);
    const atRest = await settledLook(page, login, false);
    await keyboardFocus(page, login);
    const focused = await settledLook(page, login, false);
    await screenshot(page, 'home-nav-buttons-focused-en');
    await page.click(login);
    const submit = '[data-testid="login-submit"]';
    await page.waitForSelector(`${submit}:not([disabled])`);
    expect(await page.$eval(submit, (el) => el.classList.contains('fui-Button'))).toBe(true);
    await page.mouse.move(1, 700);
    expect(await settledLook(page, submit, false)).toEqual(atRest);
    await keyboardFocus(page, submit);
    expect(await settledLook(page, submit, false)).toEqual(focused);
    await page.context().close();
  });
});
