// Issue 44: "Edit selected" on the address list: two addresses selected, one field set for both in the
// dialog (PUT address-bulk), and the grid shows the new value on both rows. In en and zh. The addresses
// are this file's own (made through the API), so other files' rows are left as they are.
import { describe, expect, it } from 'vitest';
import { GridDriver } from './renderer/gridDriver';
import { apiCreate, apiLogin } from './support/api';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();
const MINI_ROW = 36;
/** The address grid's contact column (name, kind, contact …). */
const CONTACT = 2;

describe.each(['en', 'zh'] as const)('bulk edit (%s)', (language) => {
  it('sets one field on two selected addresses and shows it in the grid', async () => {
    const session = await apiLogin(baseUrl, 'demo', 'demo1234');
    const prefix = `Bulk ${language} ${Date.now().toString(36)}`;
    for (const n of [1, 2]) await apiCreate(baseUrl, session, 'address', { name: `${prefix} ${n}`, city: 'Hamburg', country: 'DE', line1: `Kai ${n}`, contact: 'Before' });

    const page = await openPage(shared.browser, { language, baseUrl, width: 1366, height: 900 });
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', `/setData/setAddress`);
    const screen = page.locator('[data-page="setAddress"]');
    await screen.locator('[data-block="grid"] [data-testid="data-grid-canvas"]').waitFor();
    await screen.locator('[name="filter-name"]').fill(prefix);
    await screen.locator('[data-filter="search"]').click();
    await screen.locator('[data-block="grid"] [data-grid-rows="2"]').waitFor();
    const grid = new GridDriver(page, { widths: [], rowHeight: MINI_ROW });
    await expect.poll(() => grid.column(CONTACT)).toEqual(['Before', 'Before']);
    await grid.toggleRow(0);
    await grid.toggleRow(1);
    await screen.locator('[data-selection-count="2"]').waitFor();
    await screen.locator('[data-bulk-edit]').click();
    const dialog = page.locator('[role="dialog"]');
    await dialog.locator('[data-bulk-field]').click();
    await page.getByRole('option', { name: language === 'en' ? 'Contact' : '联系人' }).click();
    const value = `After ${language}`;
    await dialog.locator('input[data-bulk-value]').fill(value);
    await screenshot(page, `bulk-edit-dialog-${language}`);
    await dialog.locator('[data-bulk-apply]').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => grid.column(CONTACT)).toEqual([value, value]);
    await screenshot(page, `bulk-edit-done-${language}`);
    expect(await screen.locator('[data-selection-count]').count()).toBe(0);
    await page.context().close();
  });
});
