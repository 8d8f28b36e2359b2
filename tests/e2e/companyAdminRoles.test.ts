// A company administrator gives a user a role on the users' form (issue 44), in en and zh: demo (Demo
// Trading Co.'s administrator) opens Customer Users, makes a user and picks the customer user role in the
// role picker, which lists its company's roles (never the forwarder's ADMIN); the user is stored in demo's
// company with that role.
import { describe, expect, it } from 'vitest';
import { apiRequest } from './support/api';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const chromium = browserForFile();

describe.each(['en', 'zh'] as const)('a company administrator assigns a role (%s)', (language) => {
  it('picks one of its company roles for a new user on the form, and the user holds it', async () => {
    // Named per attempt: a retry must not meet the first attempt's user.
    const account = `picked.${language}.${Date.now().toString(36)}`;
    const page = await openPage(chromium.browser, { language });
    const token = await signIn(page, baseUrl, 'demo', 'demo1234', 'user', `/systemmanager/cusUserManager`);
    await page.waitForSelector('[data-block="grid"] [data-testid="data-grid-canvas"]');
    await page.click('[data-block="grid"] button[data-action="create"]');
    await page.waitForSelector('[data-dialog="form"] #root_Account');
    // The company is the administrator's own: no company field on its form.
    expect(await page.locator('[data-dialog="form"] #root_CustomerId').count()).toBe(0);
    await page.fill('#root_Account', account);
    await page.fill('#root_Password', 'picked123');
    const picker = page.locator('[data-dialog="form"] #root_CusRoleId');
    await picker.click();
    // The list says "Loading…" until the roles arrive: wait for them, not for its first option.
    await page.locator('[data-reference-list="role"] [role="option"]', { hasText: /^CUSUSER/ }).first().waitFor();
    const offered = await page.locator('[data-reference-list="role"] [role="option"]').allTextContents();
    expect(offered).toContainEqual(expect.stringMatching(/^CUSUSER/));
    expect(offered).not.toContainEqual(expect.stringMatching(/^ADMIN/));
    await page.getByRole('option', { name: /^CUSUSER/ }).first().click();
    await expect.poll(() => picker.inputValue()).toContain('CUSUSER');
    await screenshot(page, `company-admin-role-picked-${language}`);
    await page.click('[data-dialog="form"] button[data-form="save"]');
    await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });
    const users = await apiRequest<{ result: Array<{ Account: string; CusRoleCd: string; CustomerId: number }> }>(baseUrl, 'GET', '/cususer-list', { token, admin: false }, undefined, {
      filter: JSON.stringify({ Account: { eq: account } }),
    });
    expect(users.body.data.result).toMatchObject([{ Account: account, CusRoleCd: 'CUSUSER', CustomerId: 1 }]);
    await page.close();
  });
});
