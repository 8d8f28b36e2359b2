// Roles end to end (issue 16) in Chromium against the real server, in en and zh: an administrator
// creates a customer role on Customer Roles, grants it customer menus in the tree of checkboxes
// (without Online Billing), gives it to a new user of Demo Trading Co. with the role picker of the
// customer users' form; that user's sidebar has no
// billing group, the billing routes are not theirs, and the API refuses them a billing menu's grant.
// The audit log page shows the administrator's changes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiMethod, apiRequest } from './support/api';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
let browser: Browser;
beforeAll(async () => {
  if (inject('chromiumMissing')) throw new Error('Chromium is missing: see the message of the e2e global setup');
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A signed API call, as the client makes it. */
const call = <T>(method: ApiMethod, path: string, token: string, customer: boolean, form?: Record<string, string>, query: Record<string, string> = {}) => apiRequest<T>(baseUrl, method, path, { token, admin: !customer }, form, query);

const login = (page: Page, account: string, password: string, kind: 'user' | 'admin') => signIn(page, baseUrl, account, password, kind);

const sidebarGroups = (page: Page) => page.$$eval('[data-testid="sidebar"] [data-menu-group]', (groups) => groups.map((g) => g.getAttribute('data-menu-group')));

/** Checks a node of the grants tree by its key (its checkbox, as a user clicks it). */
async function checkNode(page: Page, key: string): Promise<void> {
  await page.locator(`[data-key="${key}"] input[type="checkbox"]`).first().click();
}
const nodeState = (page: Page, key: string) => page.locator(`[data-key="${key}"]`).first().getAttribute('aria-checked');

describe.each(['en', 'zh'] as const)('customer role without billing (%s)', (language) => {
  // A retry makes its own role and user: the first attempt's may already be saved.
  let attempt = 0;
  let roleCd = '';
  let account = '';
  const roleName = language === 'zh' ? '无账单客户' : 'Customer without billing';

  it('is created and granted by an administrator, and its user lacks billing', async () => {
    attempt += 1;
    roleCd = `CUS_NOBILL_${language.toUpperCase()}${attempt > 1 ? `_${attempt}` : ''}`;
    account = `nobill.${language}${attempt > 1 ? attempt : ''}`;
    const admin = await openPage(browser, { language, baseUrl });
    const adminToken = await login(admin, 'admin', 'admin1234', 'admin');
    await admin.goto(`${baseUrl}/systemmanager/cusRoleManager`);
    await admin.waitForSelector('[data-block="grid"] [data-testid="data-grid-canvas"]');
    await admin.click('[data-block="grid"] button[data-action="create"]');
    await admin.waitForSelector('[data-dialog="form"] #root_roleCd');
    await admin.fill('#root_roleCd', roleCd);
    await admin.fill('#root_name', roleName);
    await screenshot(admin, `roles-${language}-create`);
    await admin.click('[data-dialog="form"] button[data-form="save"]');
    await admin.waitForSelector('[data-dialog="form"]', { state: 'detached' });

    // The new role's row: open its grants from the row menu.
    const roles = await call<{ result: Array<{ id: number; roleCd: string }> }>('GET', '/role-list', adminToken, false, undefined, { filter: JSON.stringify({ roleCd: { eq: roleCd } }) });
    expect(roles.body.data.result).toHaveLength(1);
    await admin.fill('[data-block="filter"] input[name="filter-roleCd"]', roleCd);
    await admin.click('[data-block="filter"] button[data-filter="search"]');
    await admin.waitForFunction(() => document.querySelector('[data-pager] [data-total]')?.getAttribute('data-total') === '1');
    const canvas = admin.locator('[data-block="grid"] [data-testid="data-grid-canvas"]').first();
    const box = (await canvas.boundingBox())!;
    await admin.mouse.click(box.x + 120, box.y + 36 + 18, { button: 'right' });
    await admin.click('[data-row-menu] [data-action="grants"]');
    await admin.waitForSelector('[data-key="setData"]');
    await screenshot(admin, `roles-${language}-grants-dialog`);
    // Expand all, check master data (group: every screen and function under it) and the order list.
    await admin.getByRole('button', { name: language === 'zh' ? '全部展开' : 'Expand all' }).click();
    await checkNode(admin, 'setData');
    await checkNode(admin, 'mulOrderList');
    expect(await nodeState(admin, 'setData')).toBe('true');
    expect(await nodeState(admin, 'myOrder')).toBe('mixed');
    expect(await nodeState(admin, 'onlineBiling')).toBe('false');
    // Checking a menu grants reading: its functions (write rights) are checked one by one, or all by its button.
    expect(await nodeState(admin, 'setAddress')).toBe('true');
    expect(await nodeState(admin, 'setAddress.create')).toBe('false');
    await admin.click('[data-tree-all="setAddress"]');
    await expect.poll(() => nodeState(admin, 'setAddress.create')).toBe('true');
    // One click on a checked menu clears it with its functions; one more grants reading again.
    await checkNode(admin, 'setProduct');
    await expect.poll(() => nodeState(admin, 'setProduct')).toBe('false');
    await checkNode(admin, 'setProduct');
    await expect.poll(() => nodeState(admin, 'setProduct')).toBe('true');
    // Search narrows the tree to matching nodes and their groups.
    await admin.fill('[data-dialog] input[type="search"]', 'setAddress');
    await admin.waitForFunction(() => !document.querySelector('[data-key="onlineBiling"]'));
    await screenshot(admin, `roles-${language}-grants-tree`);
    await admin.fill('[data-dialog] input[type="search"]', '');
    await admin.click('[data-dialog="action-grants"] button[data-action-submit]');
    await admin.waitForSelector('[data-dialog="action-grants"] [role="status"]');
    expect(await admin.textContent('[data-dialog="action-grants"] [role="status"]')).toBe(language === 'zh' ? '权限已保存。' : 'Grants saved.');
    await screenshot(admin, `roles-${language}-grants-saved`);
    const granted = await call<{ grants: string }>('GET', '/role', adminToken, false, undefined, { id: String(roles.body.data.result[0].id) });
    expect(granted.body.data.grants.split(',')).toEqual(expect.arrayContaining(['setData', 'setAddress', 'setAddress.create', 'myOrder', 'mulOrderList']));
    expect(granted.body.data.grants).not.toContain('onlineBiling');

    // The administrator gives the role to a new user of Demo Trading Co. (customer 1) on the users'
    // form: the role picker offers customer roles only, by code and name, and saves the role's id.
    await admin.goto(`${baseUrl}/systemmanager/cusUserManager`);
    await admin.waitForSelector('[data-block="grid"] [data-testid="data-grid-canvas"]');
    await admin.click('[data-block="grid"] button[data-action="create"]');
    await admin.waitForSelector('[data-dialog="form"] #root_Account');
    await admin.fill('#root_Account', account);
    await admin.fill('#root_Password', 'nobill123');
    // The company is picked by name (a reference picker), not typed as an id.
    const company = admin.locator('[data-dialog="form"] #root_CustomerId');
    await company.click();
    await admin.locator('[data-reference-list="customer"] [role="option"]').first().waitFor();
    await company.pressSequentially('Demo');
    await admin.getByRole('option', { name: /Demo Trading/ }).first().click();
    // Picked as the user sees it: the list closed and the field naming the company (not the typed text).
    await expect.poll(async () => [await company.getAttribute('aria-expanded'), await company.inputValue()]).toEqual(['false', expect.stringContaining('Demo Trading')]);
    const picker = admin.locator('[data-dialog="form"] #root_CusRoleId');
    await picker.click();
    await admin.locator('[data-reference-list="role"] [role="option"]').first().waitFor();
    expect(await admin.locator('[data-reference-list="role"] [role="option"]').allTextContents()).not.toContainEqual(expect.stringMatching(/^ADMIN/));
    await picker.pressSequentially(roleCd);
    await admin.getByRole('option', { name: new RegExp(`^${roleCd}`) }).first().click();
    await expect.poll(async () => [await picker.getAttribute('aria-expanded'), await picker.inputValue()]).toEqual(['false', `${roleCd} · ${roleName}`]);
    await screenshot(admin, `roles-${language}-user-role-picked`);
    await admin.click('[data-dialog="form"] button[data-form="save"]');
    await admin.waitForSelector('[data-dialog="form"]', { state: 'detached' });
    const users = await call<{ result: Array<{ Account: string; CusRoleId: number; CustomerId: number }> }>('GET', '/cususer-list', adminToken, false, undefined, { filter: JSON.stringify({ Account: { eq: account } }) });
    expect(users.body.data.result).toMatchObject([{ Account: account, CusRoleId: roles.body.data.result[0].id, CustomerId: 1 }]);

    // The audit log shows the role's creation and its grants.
    await admin.goto(`${baseUrl}/systemmanager/auditLog`);
    await admin.waitForSelector('[data-block="grid"] [data-testid="data-grid-canvas"]');
    await screenshot(admin, `roles-${language}-audit-log`);
    const log = await call<{ result: Array<{ operation: string; resource: string }> }>('GET', '/auditlog-list', adminToken, false, undefined, { filter: JSON.stringify({ resource: { eq: 'role' } }) });
    expect(log.body.data.result.map((e) => e.operation)).toEqual(expect.arrayContaining(['create', 'setGrants']));
    // importMenu: a preview of a file shows what it would change, and changes nothing.
    await admin.goto(`${baseUrl}/systemmanager/importMenu`);
    await admin.click('button[data-action="preview"]');
    await screenshot(admin, `roles-${language}-import-menu-debug`);
    await admin.waitForSelector('[data-dialog="action-preview"] input[type="file"]');
    const file = [{ name: 'extraGroup', path: '/extraGroup', parent: null, sno: 300, titleKey: 'route.extraGroup', icon: 'Star', hidden: false, noCache: false, activeMenu: null, audience: 'customer' }];
    await admin.setInputFiles('[data-dialog="action-preview"] input[type="file"]', { name: 'menus.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await admin.click('[data-dialog="action-preview"] button[data-action-submit]');
    const result = admin.locator('[data-dialog="action-preview"] [data-action-result]');
    await result.waitFor();
    expect(await result.textContent()).toContain('extraGroup');
    expect(await result.textContent()).toContain(language === 'zh' ? '新增 1 个' : 'adds 1');
    await screenshot(admin, `roles-${language}-import-menu-preview`);
    expect((await call<{ Routers: string[] }>('GET', '/getclientdata', adminToken, false)).body.data.Routers).not.toContain('extraGroup');
    await admin.close();

    // The user: no billing in the sidebar, the billing route is not theirs, the API refuses the menu's calls.
    const page = await openPage(browser, { language, baseUrl });
    const token = await login(page, account, 'nobill123', 'user');
    const groups = await sidebarGroups(page);
    expect(groups).toContain('setData');
    expect(groups).not.toContain('onlineBiling');
    await screenshot(page, `roles-${language}-user-sidebar`);
    const client = await call<{ Routers: string[] }>('GET', '/getcusclientdata', token, true);
    expect(client.body.data.Routers).toContain('setAddress');
    expect(client.body.data.Routers).not.toContain('expensesList');
    expect(client.body.data.Routers).not.toContain('onlineBiling');
    await page.goto(`${baseUrl}/onlineBiling/expensesList`);
    await page.waitForURL((url) => !url.pathname.startsWith('/onlineBiling'));
    await screenshot(page, `roles-${language}-user-billing-refused`);
    // A read of what the role holds works; a call on a menu it lacks is refused (403).
    expect((await call('GET', '/address-list', token, true)).body.success).toBe(true);
    const refused = await call('GET', '/seaFclPrice-list', token, true);
    expect(refused.status).toBe(403);
    await page.close();
  });
});
