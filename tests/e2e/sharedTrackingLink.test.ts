// Issue 47 in Chromium, en and zh: on a seeded sea booking's shipment page a user of Demo makes a
// shareable tracking link (30 days by default) and copies it; opened in a fresh signed-out browser it
// shows the shipment's status, route and timeline — never its parties — in that reader's language;
// "Stop sharing" revokes it, and the same address then shows the not-found message instead.
import { describe, expect, it } from 'vitest';
import { openSeaBooking, seededSeaBooking } from './support/seededBooking';
import { browserForFile, clickGroupAction, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

describe('shareable tracking link', () => {
  it.each([
    ['en', 'Copied', 'This tracking link does not work: it is wrong, has expired or was revoked. Ask the sender for a new one.'],
    ['zh', '已复制', '该跟踪链接无效：链接有误、已过期或已被撤销。请向发送人索取新链接。'],
  ] as const)('a shared link opens the timeline signed out and stops working when revoked (%s)', async (language, copied, notFound) => {
    const bookingNo = await seededSeaBooking(baseUrl);
    const page = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 1000 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl).origin });
    await signIn(page, baseUrl, 'demo', 'demo1234');
    const booking = await openSeaBooking<{ id: number; bookingNo: string; consigneeText: string | null; shipperText: string | null }>(page, baseUrl, bookingNo);

    await clickGroupAction(page, 'sharing', 'shareTracking');
    const dialog = page.locator('[data-dialog="action-shareTracking"]');
    await dialog.locator('button[type="submit"]').click();
    const field = dialog.locator('[data-share-address]');
    await field.waitFor();
    const address = await field.inputValue();
    expect(address).toMatch(new RegExp(`^${baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/cargoTracingHome/sharedTracking\\?t=[A-Za-z0-9_-]{32}$`));
    await dialog.locator('[data-share-copy]').click();
    await expect.poll(() => dialog.locator('[data-share-copy]').textContent()).toBe(copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await screenshot(page, `shared-tracking-made-${language}`);
    await dialog.locator('[data-dialog-close]').click();

    // A reader who never signed in, in the same language.
    const reader = await openPage(shared.browser, { language, baseUrl, width: 1400, height: 1000 });
    await reader.goto(address);
    await reader.locator('[data-lookup-record]').waitFor();
    await reader.locator('[data-block="timeline"] [data-milestone]').first().waitFor();
    expect(await reader.locator('[data-lookup-record] [data-field="bookingNo"]').textContent()).toBe(bookingNo);
    // The link's code is in the address only: no form shows it.
    expect(await reader.locator('[data-action-form]').count()).toBe(0);
    const podName = (await reader.locator('[data-lookup-record] [data-field="pod"]').textContent()) ?? '';
    expect(podName).toMatch(language === 'zh' ? /[\u4e00-\u9fff]/ : /^[A-Z]{2}[A-Z2-9]{3} · [A-Z][a-z]/);
    const text = (await reader.locator('body').textContent()) ?? '';
    for (const secret of [booking.consigneeText, booking.shipperText, 'Demo Trading', 'USD'].filter((s): s is string => !!s)) expect(text).not.toContain(secret);
    await screenshot(reader, `shared-tracking-${language}`);

    // Stop sharing on the shipment page: the link's list says it no longer works.
    await clickGroupAction(page, 'sharing', 'stopSharing');
    await page.click('[data-dialog="confirm"] [data-confirm="ok"]');
    await clickGroupAction(page, 'sharing', 'trackingLinks');
    const links = page.locator('[data-dialog="action-trackingLinks"]');
    await links.locator('[data-result-line="0"]').waitFor();
    expect(await links.locator('[data-result-line="0"]').textContent()).toContain(language === 'zh' ? '否' : 'No');
    await links.locator('[data-dialog-close]').click();

    await reader.reload();
    await reader.locator('[data-lookup-error]').waitFor();
    expect(await reader.locator('[data-lookup-error]').innerText()).toBe(notFound);
    expect(await reader.locator('[data-lookup-record]').count()).toBe(0);
    await screenshot(reader, `shared-tracking-revoked-${language}`);
    await reader.context().close();
    await page.context().close();
  });
});
