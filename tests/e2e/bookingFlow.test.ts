// Issue 13 in Chromium, as a customer would: a sea booking opened with the lane and parties carried
// in the link (as a quote's Book button does), one cargo line added in the form, saved as a draft;
// found in the order list and submitted there; its detail shows the number and the history; cancelled
// from the detail, which shows the new status without a reload, as a badge. In English; the detail
// again in Chinese. A pack list uploaded on importFbaOrder (a bad row listed, then the fixed file), and
// the tally-order message opened by its signed link, and by an altered one.
import { describe, expect, it } from 'vitest';
import { GridDriver } from './renderer/gridDriver';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { formatChinaTimestamp } from '../../src/shared/wire/chinaTime';
import { API_PREFIX } from '../../src/shared/wire/params';
import { DEFAULT_SIGN_SECRET, HASH_PARAM, signFields } from '../../src/shared/wire/sign';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

const carried = new URLSearchParams({
  shipperReference: 'E2E-PO-4711',
  pol: 'CNSHA',
  pod: 'DEHAM',
  carrier: 'MAEU',
  etd: '2026-12-20',
  incoterm: 'FOB',
  loadType: 'LCL',
  receiptDeliveryType: 'CFS/CFS',
  transportDocumentType: 'BOL',
  shipper: 'Demo Trading Co.',
});

describe('booking flow', () => {
  it('saves a sea draft, submits it from the order list, shows its history and cancels it (en, zh)', async () => {
    const page = await openPage(shared.browser, { language: 'en', baseUrl, width: 1600, height: 1000 });
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', `/myOrder/seaBooking?${carried}`);
    // The consignee is picked from demo's addresses as they are now (other e2e files change them).
    const consignee = page.locator('#root_consignee');
    await consignee.click();
    // A real option: while the list loads, the picker shows a disabled "Loading…" option, and arrows and
    // Enter on that pick nothing (the field stayed empty when the server answered slowly).
    await page.getByRole('option', { disabled: false }).first().waitFor();
    await consignee.press('ArrowDown');
    await consignee.press('Enter');
    await expect.poll(() => consignee.inputValue()).not.toBe('');
    const lines = page.locator('[data-name="cargoLines"]');
    await lines.locator('[data-line-action="add"]').click();
    const cell = (col: string) => lines.locator(`[data-line="0"][data-col="${col}"]`);
    await cell('description').fill('LED panel lights');
    await cell('hsCode').fill('940542');
    await cell('packageCount').fill('120');
    await cell('packageCode').fill('CT');
    await cell('grossKg').fill('1850.5');
    await cell('cbm').fill('12.4');
    await expect.poll(() => lines.locator('[data-total="grossKg"]').textContent()).toContain('1850.5');
    await screenshot(page, 'booking-sea-form-en');
    const saved = page.waitForResponse((r) => r.url().includes('/booking?') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = (await (await saved).json()) as { success: boolean; data: { status: string } };
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    expect(answer.data.status).toBe('DRAFT');

    await page.goto(`${baseUrl}/myOrder/mulOrderList`);
    const grid = new GridDriver(page, { widths: [], rowHeight: 36 });
    await grid.waitRows(20);
    await page.locator('[data-block="filter"]').getByLabel('Your reference', { exact: true }).fill('E2E-PO-4711');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await grid.waitRows(1);
    await screenshot(page, 'booking-order-list-search-en');
    await grid.waitCell(2, 0, 'Draft');
    await screenshot(page, 'booking-order-list-search-en');
    await grid.rowMenuAction(0, 'submit');
    await grid.waitCell(2, 0, 'Received');
    const bookingNo = await grid.cell(0, 0);
    expect(bookingNo).toMatch(/^SE\d{10}$/);
    await screenshot(page, 'booking-order-list-en');

    await grid.rowMenuAction(0, 'openSea');
    await page.locator('[data-block="detail"]').getByText(bookingNo, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const dialog = page.getByRole('dialog');
    // The history names the statuses by their labels, not their codes.
    await dialog.getByText('Draft', { exact: true }).first().waitFor();
    expect(await dialog.textContent()).toContain('Received');
    expect(await dialog.textContent()).not.toContain('RECEIVED');
    await screenshot(page, 'booking-sea-detail-history-en');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cancel booking', exact: true }).click();
    const cancelled = page.waitForResponse((r) => r.url().includes('/booking/cancel?'));
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    expect(((await (await cancelled).json()) as { success: boolean }).success).toBe(true);
    // The detail reads its record again after the action: the new status shows without a reload, as a
    // badge in the status's colour, and Cancel (allowed no more) leaves the toolbar.
    const status = page.locator('[data-block="detail"] [data-field="status"] [data-badge]');
    await status.getByText('Cancelled', { exact: true }).waitFor();
    expect(await status.getAttribute('data-badge')).toBe('severe');
    await expect.poll(() => page.getByRole('button', { name: 'Cancel booking', exact: true }).count()).toBe(0);
    await screenshot(page, 'booking-sea-detail-cancelled-en');

    const zh = await openPage(shared.browser, { language: 'zh', baseUrl, width: 1600, height: 1000 });
    await signIn(zh, baseUrl, 'demo', 'demo1234');
    await zh.goto(page.url());
    await zh.locator('[data-block="detail"]').getByText(bookingNo, { exact: true }).waitFor();
    await zh.getByRole('button', { name: '历史记录', exact: true }).click();
    await zh.getByRole('dialog').getByText('已取消', { exact: true }).waitFor();
    await screenshot(zh, 'booking-sea-detail-history-zh');
    await zh.context().close();
    await page.context().close();
  });

  it('shows status badges in the order list (en, zh)', async () => {
    for (const language of ['en', 'zh'] as const) {
      const page = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 900 });
      await signIn(page, baseUrl, 'demo', 'demo1234', 'user', `/myOrder/mulOrderList`);
      const grid = new GridDriver(page, { widths: [], rowHeight: 36 });
      await grid.waitRows(20);
      // Badge cells keep their label as the cell's text (glide's accessible table).
      const statuses = await grid.column(2);
      expect(statuses.every((s) => s.length > 0 && !/^[A-Z_]+$/.test(s)), statuses.join()).toBe(true);
      await screenshot(page, `booking-order-list-badges-${language}`);
      await page.context().close();
    }
  });

  it('uploads an FBA pack list: a bad row is listed and nothing written, the fixed file imports (en, zh)', async () => {
    const header = 'fbaShipmentId,amazonReferenceId,fulfilmentCentre,channel,cartonCount,lengthCm,widthCm,heightCm,weightKg,msku,fnsku,quantity,declaredValue,currency';
    const stamp = String(Date.now()).slice(-6);
    const row = (i: number, cartons: string) => `FBAE2E${stamp}${i % 2},3XK8DL2Q,ONT8,SEA,${cartons},60,40,35,12.35,LAMP-${i},X00${String(i).padStart(7, '0')},24,1500.50,USD`;
    const rows = Array.from({ length: 50 }, (_, i) => row(i, String((i % 5) + 1)));
    const bad = [header, ...rows.map((r, i) => (i === 17 ? row(i, '-3') : r))].join('\n');
    const good = [header, ...rows].join('\n');
    for (const language of ['en', 'zh'] as const) {
      const page = await openPage(shared.browser, { language, baseUrl, width: 1400, height: 900 });
      await signIn(page, baseUrl, 'demo', 'demo1234', 'user', `/myOrder/importFbaOrder`);
      await page.getByRole('button', { name: language === 'en' ? 'Upload pack list' : '上传装箱单', exact: true }).click();
      const dialog = page.getByRole('dialog');
      const choose = (content: string) => dialog.locator('input[type="file"]').setInputFiles({ name: 'packlist.csv', mimeType: 'text/csv', buffer: Buffer.from(content) });
      const start = dialog.getByRole('button', { name: language === 'en' ? 'Import' : '开始导入', exact: true });
      if (language === 'en') {
        await choose(bad);
        await start.click();
        const errors = dialog.locator('[data-import-errors] li');
        await errors.first().waitFor();
        // The bad carton count is the one error, named by its row and column.
        expect(await errors.allTextContents()).toEqual([expect.stringMatching(/cartonCount/)]);
        await screenshot(page, 'fba-packlist-bad-row-en');
        await choose(good);
        await start.click();
        await page.getByText('2 FBA orders with 50 carton rows imported.').first().waitFor();
        await page.getByText(`FBAE2E${stamp}0`).first().waitFor({ timeout: 15_000 }).catch(() => undefined);
        await screenshot(page, 'fba-packlist-imported-en');
      } else {
        // The same file again: recognised, nothing added.
        await choose(good);
        await start.click();
        await page.getByText('该装箱单已导入过，未新增任何内容。').first().waitFor();
        await screenshot(page, 'fba-packlist-again-zh');
      }
      await page.context().close();
    }
  });

  it('opens a tally message by its signed link without signing in; an altered link shows a clear message (en, zh)', async () => {
    const token = await apiLogin('demo', 'demo1234');
    const tallies = await apiCall<{ result: Array<{ id: number; tallyNo: string }> }>('GET', '/tallyOrder-list', token, { current: '1', size: '5' });
    const tally = tallies.data.result[0];
    const link = await apiCall<{ path: string }>('POST', '/tallyOrder/messageLink', token, {}, { data: JSON.stringify({ id: tally.id }) });
    expect(link.success).toBe(true);
    for (const language of ['en', 'zh'] as const) {
      const page = await openPage(shared.browser, { language, baseUrl, width: 1200, height: 800 });
      await page.goto(`${baseUrl}${link.data.path}`);
      await page.locator('[data-block="detail"]').getByText(tally.tallyNo, { exact: true }).waitFor();
      await screenshot(page, `tally-message-${language}`);
      // One character of the seal changed.
      const altered = link.data.path.replace(/.(?=$)/, (c) => (c === 'A' ? 'B' : 'A'));
      await page.goto(`${baseUrl}${altered}`);
      await page.getByText(language === 'en' ? /This link is invalid or has expired/ : /该链接无效或已过期/).waitFor();
      expect(await page.locator('[data-block="detail"]').count()).toBe(0);
      await screenshot(page, `tally-message-altered-${language}`);
      await page.context().close();
    }
  });
});

/** Signed API calls from node, as the client makes them. */
async function apiCall<T>(method: 'GET' | 'POST', path: string, token: string, query: Record<string, string> = {}, form?: Record<string, string>): Promise<{ success: boolean; data: T }> {
  const common = { ...query, tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: 'true' };
  const qs = new URLSearchParams({ ...common, [HASH_PARAM]: signFields(DEFAULT_SIGN_SECRET, common, form ?? {}) });
  const res = await fetch(`${baseUrl}${API_PREFIX}${path}?${qs}`, {
    method,
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return (await res.json()) as { success: boolean; data: T };
}

async function apiLogin(account: string, password: string): Promise<string> {
  const login = await apiCall<{ token: { Id: string } }>('POST', '/custrylogin', '', {}, { data: JSON.stringify({ name: account, password }) });
  return login.data.token.Id;
}
