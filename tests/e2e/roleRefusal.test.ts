// A built-in role's grants cannot change (issue 44), in en and zh: saving its grants in the tree shows the
// server's own reason on the form (not "Some fields are not valid"), and "Copy as new role" on the same
// row makes an editable role with the same grants.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './support/api';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
let browser: Browser;
beforeAll(async () => {
  if (inject('chromiumMissing')) throw new Error('Chromium is missing: see the message of the e2e global setup');
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

type Role = { id: number; roleCd: string; grants: string };
async function rolesByCode(token: string, roleCd: string): Promise<Role[]> {
  return (await apiCall<{ result: Role[] }>(baseUrl, 'GET', '/role-list', { token, admin: true }, undefined, { filter: JSON.stringify({ roleCd: { eq: roleCd } }) })).data.result;
}

const adminLogin = (page: Page) => signIn(page, baseUrl, 'admin', 'admin1234', 'admin');

/** Filters the roles to one code and opens that row's menu item `action`. */
async function rowAction(page: Page, roleCd: string, action: string): Promise<void> {
  await page.fill('[data-block="filter"] input[name="filter-roleCd"]', roleCd);
  await page.click('[data-block="filter"] button[data-filter="search"]');
  await page.waitForFunction(() => document.querySelector('[data-pager] [data-total]')?.getAttribute('data-total') === '1');
  const box = (await page.locator('[data-block="grid"] [data-testid="data-grid-canvas"]').first().boundingBox())!;
  await page.mouse.click(box.x + 120, box.y + 36 + 18, { button: 'right' });
  await page.click(`[data-row-menu] [data-action="${action}"]`);
}

// Each language its own built-in role: a filter by code matches the other run's copy too.
describe.each([
  ['en', 'CUSUSER'],
  ['zh', 'CUSADMIN'],
] as const)('a built-in role (%s)', (language, builtin) => {
  it('refuses a grants change with its reason, and is copied into an editable role', async () => {
    const page = await openPage(browser, { language, baseUrl });
    const token = await adminLogin(page);
    await page.goto(`${baseUrl}/systemmanager/cusRoleManager`);
    await page.waitForSelector('[data-block="grid"] [data-testid="data-grid-canvas"]');

    await rowAction(page, builtin, 'grants');
    await page.waitForSelector('[data-key="setData"]');
    await page.locator('[data-key="setData"] input[type="checkbox"]').first().click();
    await page.click('[data-dialog="action-grants"] button[data-action-submit]');
    const refusal = page.locator('[data-dialog="action-grants"] [data-form-refusal]');
    await refusal.waitFor();
    const text = await refusal.textContent();
    expect(text).toContain(builtin);
    expect(text).toContain(language === 'zh' ? '不能修改' : 'cannot be changed');
    expect(text).toContain(language === 'zh' ? '复制为新角色' : 'Copy as new role');
    expect(text).not.toContain(language === 'zh' ? '部分字段无效' : 'Some fields are not valid');
    await screenshot(page, `roleRefusal-${language}-reason`);
    await page.click('[data-dialog="action-grants"] [data-dialog-close]');
    await page.waitForSelector('[data-dialog="action-grants"]', { state: 'detached' });

    const copyCd = `${builtin}_COPY`;
    await rowAction(page, builtin, 'copy');
    await page.waitForSelector('[data-dialog="action-copy"] #root_roleCd');
    await page.fill('#root_roleCd', copyCd);
    await screenshot(page, `roleRefusal-${language}-copy`);
    await page.click('[data-dialog="action-copy"] button[data-action-submit]');
    await page.waitForSelector('[data-dialog="action-copy"] [role="status"]');
    expect(await page.textContent('[data-dialog="action-copy"] [role="status"]')).toContain(copyCd);
    await screenshot(page, `roleRefusal-${language}-copied`);
    const [source] = await rolesByCode(token, builtin);
    const [copy] = await rolesByCode(token, copyCd);
    expect(copy.grants).toBe(source.grants);

    // The copy's grants change: the same tree saves without a refusal.
    await page.click('[data-dialog="action-copy"] [data-dialog-close]');
    await rowAction(page, copyCd, 'grants');
    await page.waitForSelector('[data-key="onlineBiling"]');
    await page.locator('[data-key="onlineBiling"] input[type="checkbox"]').first().click();
    await page.click('[data-dialog="action-grants"] button[data-action-submit]');
    await page.waitForSelector('[data-dialog="action-grants"] [role="status"]');
    await expect.poll(async () => (await rolesByCode(token, copyCd))[0].grants).not.toContain('onlineBiling');
    await page.close();
  });
});
