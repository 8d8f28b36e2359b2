// Issue 47 in Chromium, en and zh: demo (Demo Trading Co.'s administrator) opens System Management →
// Webhooks, adds a webhook for arrivals to this test's own receiving server (its secret shown once, in
// a dialog), and, after an actual arrival of one of the company's shipments, sees that delivery in the
// selected webhook's delivery log, delivered; the receiver got the body signed with that secret.
import { afterAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../src/server/domains/notifications/webhookBody';
import { startHookReceiver } from '../api/support/alertReceivers';
import { GridDriver } from './renderer/gridDriver';
import { apiCall, apiCreate, apiLogin } from './support/api';
import { browserForFile, loginThroughDialog, openPage, screenshot } from './support/browser';
import { seededSeaBooking } from './support/seededBooking';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const file = browserForFile();
const receiver = await startHookReceiver();
afterAll(() => receiver.close());

const LABELS = {
  en: { arrived: 'Arrived', sent: 'Delivered' },
  zh: { arrived: '已到达', sent: '已送达' },
} as const;

/** An actual arrival of the booking at its destination, written by the forwarder's staff. */
async function arrival(bookingNo: string): Promise<void> {
  const demo = await apiLogin(baseUrl, 'demo', 'demo1234');
  const list = await apiCall<{ result: Array<{ pod: string; mode: string }> }>(baseUrl, 'GET', '/booking-list', demo, undefined, { filter: JSON.stringify({ bookingNo: { eq: bookingNo } }) });
  const booking = list.data.result[0]!;
  const admin = await apiLogin(baseUrl, 'admin', 'admin1234', 'admin');
  await apiCreate(baseUrl, admin, 'shipmentEvent', { bookingNo, mode: booking.mode, eventType: 'ARRI', classifier: 'ACT', eventTime: new Date(Date.now() - 60_000).toISOString(), timeZone: 'UTC', location: booking.pod });
}

describe.each(['en', 'zh'] as const)('the webhooks screen (%s)', (language) => {
  it('adds a webhook, shows its secret once, and lists its delivery after an arrival', async () => {
    const labels = LABELS[language];
    const path = `/e2e-${language}-${Date.now().toString(36)}`;
    const page = await openPage(file.browser, { language, baseUrl, width: 1600, height: 1000 });
    await loginThroughDialog(page, baseUrl, 'demo', 'demo1234');
    await page.goto(`${baseUrl}/systemmanager/webhookManager`);
    const screen = page.locator('[data-page="webhookManager"]');
    const [hooks, log] = [screen.locator('[data-block="grid"]').nth(0), screen.locator('[data-block="grid"]').nth(1)];
    await hooks.locator('[data-testid="data-grid-canvas"]').waitFor();
    const before = Number(await hooks.locator('[data-pager] [data-total]').getAttribute('data-total'));

    await hooks.locator('button[data-action="add"]').click();
    const dialog = page.locator('[data-dialog="action-add"]');
    await dialog.locator('#root_url').fill(`${receiver.base}${path}`);
    await dialog.getByRole('combobox').click();
    // The events by their names in the reader's language.
    await page.locator('[role="menuitemcheckbox"]', { hasText: new RegExp(`^${labels.arrived}$`) }).click();
    await dialog.locator('#root_url').click();
    await screenshot(page, `webhooks-add-${language}`);
    await dialog.locator('button[type="submit"]').click();

    // The secret, shown this once in the action's dialog.
    await expect.poll(async () => (await dialog.textContent()) ?? '', { timeout: 60_000 }).toMatch(/whsec_[A-Za-z0-9_-]{32}/);
    const secret = /whsec_[A-Za-z0-9_-]{32}/.exec((await dialog.textContent()) ?? '')?.[0];
    await screenshot(page, `webhooks-secret-${language}`);
    await dialog.locator('[data-dialog-close]').click();
    await hooks.locator(`[data-pager] [data-total="${before + 1}"]`).waitFor();

    // An arrival of one of the company's shipments: delivered to the new webhook, signed with its secret.
    const bookingNo = await seededSeaBooking(baseUrl);
    await arrival(bookingNo);
    await expect.poll(() => receiver.calls.filter((c) => c.path === path).length, { timeout: 60_000 }).toBe(1);
    const call = receiver.calls.find((c) => c.path === path)!;
    expect(verifySignature(secret!, String(call.headers['f9-signature']), call.body)).toBe(true);
    expect(JSON.parse(call.body)).toMatchObject({ event: 'arrived', subject: { number: bookingNo } });

    // The new webhook (newest first) selected: its delivery log lists the delivery, delivered.
    await new GridDriver(page, { widths: [320, 260, 90, 110, 120, 150], rowHeight: 36 }).toggleRow(0);
    await log.locator('[data-pager] [data-total="1"]').waitFor();
    // The log's row, cell by cell (glide's accessibility table: the marker column first, then the page file's columns).
    const cell = (col: number) => log.locator(`[data-testid="glide-cell-${col + 1}-0"]`).textContent();
    await expect.poll(() => cell(3), { timeout: 60_000 }).toBe(labels.sent);
    expect(await cell(1)).toBe(labels.arrived);
    expect(await cell(2)).toBe(bookingNo);
    expect(await cell(4)).toBe('1');
    await screenshot(page, `webhooks-log-${language}`);
  });
});
