// Access changes reach an open page without a reload (issue 44), in en and zh, on the one e2e server:
// a customer user of Demo Trading Co. has Insured Parties, Addresses and Products open as tabs and the
// product form open; the administrator (through the API) makes Brand required → the open form marks it
// at once; the administrator then takes Insured Parties and Products from the user's role → the
// sidebar loses them, the shown Products screen says so and leaves for the dashboard, the Insured
// Parties tab closes and Addresses stays.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiAnswer, type ApiMethod, apiCall } from './support/api';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
let browser: Browser;
let admin = '';
let demo = '';
const rules: number[] = [];

/** A signed API call, as the client makes it; a refusal fails the test. */
async function call<T>(method: ApiMethod, path: string, token: string, customer: boolean, form?: Record<string, string>, query: Record<string, string> = {}): Promise<ApiAnswer<T>> {
  const body = await apiCall<T>(baseUrl, method, path, { token, admin: !customer }, form, query);
  if (!body.success) throw new Error(`${method} ${path}: ${body.message} ${JSON.stringify(body.data)}`);
  return body;
}

async function tokenOf(account: string, password: string, kind: 'customer' | 'admin'): Promise<string> {
  const answer = await call<{ token: { Id: string } }>('POST', kind === 'admin' ? '/trylogin' : '/custrylogin', '', kind === 'customer', { data: JSON.stringify({ name: account, password }) });
  return answer.data.token.Id;
}

const setGrants = (id: number, grants: string[]) => call('POST', '/role/setGrants', admin, false, { data: JSON.stringify({ id, grants: grants.join(',') }) });

beforeAll(async () => {
  if (inject('chromiumMissing')) throw new Error('Chromium is missing: see the message of the e2e global setup');
  browser = await launchBrowser();
  admin = await tokenOf('admin', 'admin1234', 'admin');
  demo = await tokenOf('demo', 'demo1234', 'customer');
});

// The rules are global: the next attempt, language and test file must not find Brand required, even
// after a failure (in CI the en test failed once and its rule then failed the zh test).
afterEach(async () => {
  if (rules.length) await call('DELETE', '/requiredRule', admin, false, undefined, { ids: JSON.stringify(rules.splice(0)) });
});

afterAll(async () => {
  await browser?.close();
});

const sidebarMenus = (page: Page) => page.$$eval('[data-testid="sidebar"] [data-menu]', (items) => items.map((i) => i.getAttribute('data-menu')));
const tabs = (page: Page) => page.$$eval('[data-testid="tags-view"] [data-testid="tag"]', (items) => items.map((i) => i.getAttribute('data-path')));

describe.each(['en', 'zh'] as const)('live access (%s)', (language) => {
  it('a required rule marks the open form; a removed menu leaves the sidebar, and its open screen leaves with a notice', async () => {
    const stamp = `${language}${Date.now() % 1_000_000}`;
    const role = await call<{ id: number }>('POST', '/role', admin, false, { data: JSON.stringify({ roleCd: `CUS_LIVE_${stamp}`.toUpperCase(), name: `Live ${stamp}`, audience: 'customer' }) });
    const all = ['setData', 'setAddress', 'setInsured', 'setProduct', 'setProduct.create'];
    await setGrants(role.data.id, all);
    const account = `live.${stamp}`;
    await call('POST', '/cususer', demo, true, { data: JSON.stringify({ Account: account, Password: 'secret123', CusRoleId: role.data.id }) });

    const page = await openPage(browser, { language, baseUrl, width: 1440, height: 860 });
    await signIn(page, baseUrl, account, 'secret123', 'user', `/setData/setInsured`);
    await page.waitForSelector('[data-page="setInsured"] [data-block="grid"]');
    await page.click('[data-testid="sidebar"] [data-menu="setAddress"]');
    await page.waitForSelector('[data-page="setAddress"] [data-block="grid"]');
    await page.click('[data-testid="sidebar"] [data-menu="setProduct"]');
    await page.waitForSelector('[data-page="setProduct"] [data-block="grid"] button[data-action="create"]');
    expect(await tabs(page)).toEqual(['/dashboard', '/setData/setInsured', '/setData/setAddress', '/setData/setProduct']);

    // The product form is open: Brand is not required yet.
    await page.click('[data-page="setProduct"] [data-block="grid"] button[data-action="create"]');
    await page.waitForSelector('[data-dialog="form"] #root_brand');
    const brand = page.locator('[data-dialog="form"] label[for="root_brand"]');
    expect(await brand.textContent()).not.toContain('*');
    const rule = await call<{ id: number }>('POST', '/requiredRule', admin, false, { data: JSON.stringify({ menuCd: 'setProduct', tableName: 'product', fieldName: 'brand', hintEn: 'Enter the brand', hintZh: '请填写品牌' }) });
    rules.push(rule.data.id);
    await page.waitForFunction(() => document.querySelector('[data-dialog="form"] label[for="root_brand"]')?.textContent?.includes('*')).catch(async (e: Error) => {
      // Under load the form used to vanish here (its screen mounted afresh: preloadable.tsx); say what the page had then.
      const state = await page.evaluate(() => ({
        hub: document.querySelector('[data-testid="hub-state"]')?.getAttribute('data-state'),
        dialog: !!document.querySelector('[data-dialog="form"]'),
        label: document.querySelector('[data-dialog="form"] label[for="root_brand"]')?.textContent,
        path: window.location.pathname,
      }));
      await screenshot(page, `live-access-required-missed-${language}`);
      throw new Error(`${e.message}; the page then: ${JSON.stringify(state)}`);
    });
    await screenshot(page, `live-access-required-${language}`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });

    // Insured Parties and Products are taken from the role: the shown screen says so and leaves.
    await setGrants(role.data.id, ['setData', 'setAddress']);
    const notice = language === 'en' ? 'You no longer have access to Products; it was closed.' : '您已无权访问“产品管理”，已将其关闭。';
    await page.locator('[data-testid^="toast-"]', { hasText: notice }).first().waitFor();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.waitForSelector('[data-testid="dashboard"]');
    const menus = await sidebarMenus(page);
    expect(menus).toContain('setAddress');
    expect(menus).not.toContain('setProduct');
    expect(menus).not.toContain('setInsured');
    expect(await tabs(page)).toEqual(['/dashboard', '/setData/setAddress']);
    const other = language === 'en' ? 'You no longer have access to Insured Parties; it was closed.' : '您已无权访问“被保险人管理”，已将其关闭。';
    await page.locator('[data-testid^="toast-"]', { hasText: other }).first().waitFor();
    await screenshot(page, `live-access-left-${language}`);
    await page.context().close();
  });
});
