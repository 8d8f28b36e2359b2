// One time zone rule (issue 44): an administrator whose browser is in Berlin types an announcement's start
// in the form, which says its zone (China time, UTC+8 / 北京时间，UTC+8); the server stores that China time,
// the list shows the same wall time, and the edit form opens with it again — in en and zh.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatChinaTimestamp } from '../../src/shared/wire/chinaTime';
import { DEFAULT_SIGN_SECRET, HASH_PARAM, signFields } from '../../src/shared/wire/sign';
import { GridDriver } from './renderer/gridDriver';
import { chooseOption } from './renderer/formDriver';
import { browserForFile, CAPTCHA_SPY, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

async function berlinPage(language: 'en' | 'zh'): Promise<Page> {
  const context = await shared.browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'en-US', timezoneId: 'Europe/Berlin' });
  await context.addInitScript(CAPTCHA_SPY);
  await context.addCookies([
    { name: 'smartLanguage', value: language, url: baseUrl },
    { name: 'switchLanguage', value: 'true', url: baseUrl },
  ]);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  return page;
}

async function listed(token: string, title: string): Promise<Array<{ id: number; startsAt: string }>> {
  const common = { filter: JSON.stringify({ title: { eq: title } }), tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: 'false' };
  const qs = new URLSearchParams({ ...common, [HASH_PARAM]: signFields(DEFAULT_SIGN_SECRET, common, {}) });
  return ((await (await fetch(`${baseUrl}/f9api/api/v1/announcement-list?${qs}`)).json()) as { data: { result: Array<{ id: number; startsAt: string }> } }).data.result;
}

describe.each(['en', 'zh'] as const)('an announcement scheduled from Berlin (%s)', (language) => {
  it('lists and reopens at the China time typed in the form', async () => {
    const page = await berlinPage(language);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Europe/Berlin');
    const token = await signIn(page, baseUrl, 'admin', 'admin1234', 'admin', '/systemmanager/saffiche');
    await page.waitForSelector('[data-page="saffiche"] [data-block="grid"] [data-testid="data-grid-canvas"]');
    await page.click('[data-block="grid"] button[data-action="create"]');
    await page.waitForSelector('[data-dialog="form"] #root_title');
    const type = page.locator('[data-dialog="form"] #root_typeCode');
    await type.click();
    await page.getByRole('option').first().click();
    const title = `Berlin ${language} ${Date.now() % 100000}`;
    await page.fill('#root_title', title);
    await page.fill('#root_content', 'Time zone check.');
    await page.fill('#root_startsAt', '2031-03-14T09:30');
    await page.fill('#root_endsAt', '2031-03-20T18:00');
    await chooseOption(page, 'audience', language === 'zh' ? '全部客户' : 'All customers');
    // The field names its zone.
    const label = await page.locator('label[for="root_startsAt"]').first().textContent();
    expect(label).toContain(language === 'zh' ? '北京时间，UTC+8' : 'China time, UTC+8');
    await screenshot(page, `announcementTimeZone-${language}-form`);
    await page.click('[data-dialog="form"] button[data-form="save"]');
    await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });

    // Stored as that China time: 09:30 at UTC+8 is 01:30 UTC (Berlin would have made it 08:30 UTC).
    const [row] = await listed(token, title);
    expect(new Date(row.startsAt).toISOString()).toBe('2031-03-14T01:30:00.000Z');
    // The list shows the same wall time; the edit form opens with it.
    await page.fill('[data-block="filter"] input[name="filter-title"]', title);
    await page.click('[data-block="filter"] button[data-filter="search"]');
    await page.waitForFunction(() => document.querySelector('[data-pager] [data-total]')?.getAttribute('data-total') === '1');
    const grid = new GridDriver(page, { widths: [], rowHeight: 36 });
    // The page's fifth column: title, type, audience, priority, starts at.
    const column = 4;
    await expect.poll(() => grid.cellText(column, 0)).toBe('2031-03-14 09:30');
    await screenshot(page, `announcementTimeZone-${language}-list`);
    const box = (await page.locator('[data-block="grid"] [data-testid="data-grid-canvas"]').first().boundingBox())!;
    await page.mouse.click(box.x + 120, box.y + 36 + 18, { button: 'right' });
    await page.click('[data-row-menu] [data-action="edit"]');
    await page.waitForSelector('[data-dialog="form"] #root_startsAt');
    await expect.poll(() => page.inputValue('#root_startsAt')).toBe('2031-03-14T09:30');
    await page.context().close();
  });
});
