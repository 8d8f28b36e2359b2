// Issue 44: the header's global search, as a customer uses it: Ctrl+K focuses the box, a booking's
// number finds it under "Bookings", Enter lands on its detail screen. The header stays one line at
// 1366 px with the box in it. From the detail, "Copy to new draft" opens the new draft. In en and zh.
import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './support/api';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

const SCREENS: Record<string, string> = { SEA: 'seaBookingDetail', RAIL: 'railBookingDetail', AIR: 'airBookingDetail' };
const FORMS: Record<string, string> = { SEA: 'seaBooking', RAIL: 'railBooking', AIR: 'airBooking' };
const COPIED = { en: (no: string) => `Draft ${no} was made from the booking`, zh: (no: string) => `已复制为新草稿 ${no}` } as const;
const KIND_LABEL = { en: 'Bookings', zh: '订舱' } as const;

describe.each(['en', 'zh'] as const)('global search (%s)', (language) => {
  it('finds a booking by its number from the header and opens it', async () => {
    const session = await apiLogin(baseUrl, 'demo', 'demo1234');
    const list = await apiCall<{ result: { id: number; bookingNo: string | null; mode: string }[] }>(baseUrl, 'GET', '/booking-list', session, undefined, {
      size: '20',
      filter: JSON.stringify({ mode: { eq: 'SEA' } }),
    });
    const booking = list.data.result.find((b) => b.bookingNo)!;
    const screen = SCREENS[booking.mode];

    const page = await openPage(shared.browser, { language, baseUrl, width: 1366, height: 800 });
    await signIn(page, baseUrl, 'demo', 'demo1234');
    const box = page.locator('[data-testid="global-search"] input');
    await box.waitFor();
    // The header is one line: as tall as it was made, whatever the language.
    expect((await page.locator('[data-testid="navbar"]').boundingBox())?.height).toBe(50);
    await page.keyboard.press('Control+k');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(booking.bookingNo!);
    const item = page.locator(`[data-search-kind="booking"][data-search-item="${booking.bookingNo}"]`);
    await item.waitFor();
    expect(await page.locator('[role="listbox"] [role="group"]').first().getAttribute('aria-label')).toBe(KIND_LABEL[language]);
    await screenshot(page, `global-search-${language}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/${screen}\\?id=${booking.id}$`));
    await page.locator(`[data-page="${screen}"]`).getByText(booking.bookingNo!, { exact: true }).first().waitFor();
    await screenshot(page, `global-search-opened-${language}`);

    // Acting from there: "Copy to new draft" lands on the new draft's booking form, named in the toast.
    await page.locator(`[data-page="${screen}"] [data-action="copy"]`).first().click();
    await page.waitForURL(new RegExp(`/${FORMS[booking.mode]}\\?id=(?!${booking.id}$)\\d+$`));
    const draftId = Number(new URL(page.url()).searchParams.get('id'));
    const draft = await apiCall<{ id: number; bookingNo: string; status: string; mode: string }>(baseUrl, 'GET', '/booking', session, undefined, { id: String(draftId) });
    expect(draft.data).toMatchObject({ status: 'DRAFT', mode: booking.mode });
    // The toast (an announcement of it for screen readers may carry the same words).
    await page.locator('[data-testid="toast-success"]', { hasText: COPIED[language](draft.data.bookingNo) }).waitFor();
    await page.locator(`[data-page="${FORMS[booking.mode]}"]`).getByText(draft.data.bookingNo, { exact: true }).first().waitFor();
    await screenshot(page, `global-search-copied-${language}`);
    // The draft goes again: other files pick bookings from the demo company's list.
    const removed = await apiCall(baseUrl, 'DELETE', '/booking', session, undefined, { ids: JSON.stringify([draftId]) });
    expect(removed.success).toBe(true);

    // An address by part of its name: it opens in its edit form over the address list.
    const addresses = await apiCall<{ result: { id: number; name: string }[] }>(baseUrl, 'GET', '/address-list', session, undefined, { size: '1', sort: 'id' });
    const address = addresses.data.result[0];
    await page.keyboard.press('Control+k');
    await page.keyboard.type(address.name.slice(0, 8));
    await page.locator(`[data-search-kind="address"][data-search-item="${address.name}"]`).click();
    await page.waitForURL(new RegExp(`/setData/setAddress\\?id=${address.id}$`));
    const form = page.locator('[data-dialog="form"]');
    await form.waitFor();
    expect(await form.locator('input').first().inputValue()).toBe(address.name);
    await screenshot(page, `global-search-address-${language}`);
    await page.context().close();
  });
});
