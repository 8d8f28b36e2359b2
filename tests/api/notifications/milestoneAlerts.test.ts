// Milestone alerts (issue 47), on PGlite and PostgreSQL: an actual arrival written in a transaction
// makes, through the outbox its triggers fill, exactly one e-mail to each subscribed user of the
// booking's company (read back from a real SMTP server in this process: recipient, subject in the
// user's language, the shipment's link) and one signed delivery to the company's webhook (checked
// against its secret by this test's own receiver, and against the versioned body schema the OpenAPI
// document publishes); a rolled-back arrival makes nothing; a receiver failing twice gets the delivery
// on the third try, each attempt in the delivery log; a replay sends the same delivery again; an
// endpoint failing past the give-up time is paused and the company's administrator told. A user's own
// settings are read and saved only by them; bad input is refused in en and zh with nothing written;
// another company sees none of the webhooks or deliveries; a secret is answered once only.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_SCHEMA_ID, SIGNATURE_HEADER, verifySignature } from '../../../src/server/domains/notifications/webhookBody';
import { Calls } from '../../../src/shared/wire/calls';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { ALERT_PUBLIC_URL, alertDomains, type HookReceiver, type MailCatcher, startHookReceiver, startMailCatcher, until } from '../support/alertReceivers';
import { createTestContext, type TestContext } from '../support/testContext';

type Booking = { id: number; bookingNo: string; pod: string; mode: string };
type Webhook = { id: number; url: string; events: string[]; paused: boolean; pauseReason: string | null };
type Delivery = { id: number; webhookId: number; status: string; attempts: number; event: string; bookingNo: string; log: Array<{ attempt: number; ok: boolean; responseCode: number | null; responseMs: number; error: string | null }> };

const PUBLIC_URL = ALERT_PUBLIC_URL;
let t: TestContext;
let mail: MailCatcher;
let hooks: HookReceiver;
let demo: string;
let clerk: string;
let ops: string;
let acme: string;
let booking: Booking;
let emails: Record<string, string>;

beforeAll(async () => {
  [mail, hooks] = await Promise.all([startMailCatcher(), startHookReceiver()]);
  t = await createTestContext({ domains: alertDomains(mail, { webhookGiveUpMs: 3_000 }) }, { checkAnswers: true });
  [demo, clerk, ops, acme] = [await t.login('demo', 'demo1234'), await t.login('demo.clerk', 'clerk1234'), await t.login('demo.ops', 'ops12345'), await t.login('acme', 'acme1234')];
  booking = (await t.call<{ result: Booking[] }>('GET', '/booking-list', { token: demo, query: { filter: JSON.stringify({ mode: 'SEA', status: 'CONFIRMED' }) } })).body.data.result.find((b) => b.pod)!;
  const { rows } = await sql<{ account: string; email: string }>`SELECT account, email FROM users WHERE account IN ('demo', 'demo.clerk', 'demo.ops')`.execute(t.db);
  emails = Object.fromEntries(rows.map((r) => [r.account, r.email]));
});
afterAll(async () => {
  await t?.close();
  await Promise.all([mail?.close(), hooks?.close()]);
});

/** Writes an actual event of the booking in its own transaction; answers the outbox's event key. */
async function actual(eventType: string, place: string, options: { rollback?: boolean; of?: Booking } = {}): Promise<string> {
  const { bookingNo, mode } = options.of ?? booking;
  let key = '';
  const write = t.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`INSERT INTO shipment_events (booking_no, mode, event_type, classifier, event_time, time_zone, location, place_name)
      VALUES (${bookingNo}, ${mode}, ${eventType}, 'ACT', now() - interval '1 minute', 'UTC', ${place}, ${`Place ${place}`}) RETURNING id`.execute(trx);
    const hub = await sql<{ id: string }>`SELECT id FROM hub_events WHERE topic = 'trackingEvent' AND ref_id = ${rows[0]!.id}`.execute(trx);
    key = `hub:${hub.rows[0]!.id}`;
    if (options.rollback) throw new Error('rolled back on purpose');
  });
  if (options.rollback) await expect(write).rejects.toThrow('rolled back on purpose');
  else await write;
  return key;
}

const outboxOf = async (key: string) => (await sql<{ channel: string; user_id: number | null; status: string }>`SELECT channel, user_id, status FROM notification_outbox WHERE event_key = ${key}`.execute(t.db)).rows;
const mailsOf = (key: string) => mail.mails.filter((m) => m.headers['x-f9-event'] === key);
const callsOf = (path: string, delivery?: number) => hooks.calls.filter((c) => c.path === path && (delivery === undefined || c.headers['f9-delivery'] === String(delivery)));
const settle = async (key: string) => until(async () => (await outboxOf(key)).every((r) => r.status !== 'pending'), `the outbox rows of ${key} settled`);
const deliveries = (token: string, webhookId?: number) =>
  t.call<{ result: Delivery[]; page: { total: number } }>('GET', Calls.webhookDeliveryList, { token, query: webhookId === undefined ? {} : { webhookId: String(webhookId) } });
const addHook = (token: string, form: Record<string, string>, culture = 'en-US') => t.call<{ webhook: Webhook; secret: string }>('POST', Calls.webhook, { token, culture, form });

describe('alert settings', () => {
  it('answers the defaults, then saves the user’s own settings (language defaulting to theirs)', async () => {
    const before = await t.call<{ email: string[]; app: string[]; etaHours: number; saved: boolean }>('GET', Calls.notificationSettings, { token: ops });
    expect(before.body.data).toMatchObject({ email: ['bookingConfirmed', 'bookingRejected', 'departed', 'arrived', 'documentReady', 'quoteAnswered'], app: [], etaHours: 24, saved: false });
    // demo reads English; ops takes no e-mail at all; the clerk keeps the defaults (Chinese).
    const saved = await t.call<{ language: string; email: string[] }>('PUT', Calls.notificationSettings, { token: demo, culture: 'en-US', form: { data: JSON.stringify({ email: ['arrived', 'departed', 'etaChanged'] }) } });
    expect(saved.body).toMatchObject({ success: true, message: 'Alert settings saved.', data: { language: 'en', email: ['arrived', 'departed', 'etaChanged'], saved: true } });
    expect((await t.call('PUT', Calls.notificationSettings, { token: ops, form: { data: JSON.stringify({ email: [] }) } })).body.success).toBe(true);
    // Each user's own: the clerk still has the defaults.
    expect((await t.call<{ saved: boolean }>('GET', Calls.notificationSettings, { token: clerk })).body.data.saved).toBe(false);
  });

  it('refuses bad settings in the caller’s language, naming the field, and writes nothing', async () => {
    const before = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM notification_settings`.execute(t.db)).rows[0]!.n;
    for (const [data, field] of [
      [{ email: ['landed'] }, '/data/email'],
      [{ etaHours: 0 }, '/data/etaHours'],
      [{ language: 'fr' }, '/data/language'],
    ] as const) {
      const [en, zh] = await Promise.all(['en-US', 'zh-CN'].map((culture) => t.call<{ errors: Array<{ field: string; message: string }> }>('PUT', Calls.notificationSettings, { token: clerk, culture, form: { data: JSON.stringify(data) } })));
      for (const res of [en, zh]) {
        expect(res.status).toBe(400);
        expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
        expect(res.body.data.errors[0]!.field).toBe(field);
      }
      expect(en.body.message).toMatch(/^[\x20-\x7e]+$/);
      expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM notification_settings`.execute(t.db)).rows[0]!.n).toBe(before);
  });
});

describe('an arrival', () => {
  let hook: Webhook;
  let secret: string;
  let arrivalKey: string;

  it('adds a webhook whose secret is answered once, never listed, and refuses a plain-http address', async () => {
    const refused = await addHook(demo, { url: 'http://example.com/hook', events: 'arrived' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/https/);
    const made = await addHook(demo, { url: `${hooks.base}/ok`, events: 'arrived,departed' });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    ({ webhook: hook, secret } = made.body.data);
    expect(secret).toMatch(/^whsec_/);
    const listed = await t.call<{ result: Webhook[] }>('GET', Calls.webhookList, { token: demo });
    expect(listed.body.data.result.map((w) => w.id)).toContain(hook.id);
    expect(listed.text).not.toContain(secret);
    const audit = await sql<{ after: string }>`SELECT after::text AS after FROM audit_log WHERE resource = 'webhook' AND record_id = ${String(hook.id)}`.execute(t.db);
    expect(audit.rows.length).toBe(1);
    expect(audit.rows[0]!.after).not.toContain(secret);
  });

  it('makes one e-mail to each subscribed user, in their language, and one signed webhook delivery', async () => {
    arrivalKey = await actual('ARRI', booking.pod);
    await until(() => mailsOf(arrivalKey).length >= 2 && callsOf('/ok').length >= 1, 'the arrival’s e-mails and webhook');
    await settle(arrivalKey);
    const got = mailsOf(arrivalKey);
    // demo (English) and the clerk (defaults, Chinese); ops opted out of e-mail.
    expect(got.map((m) => m.to).sort()).toEqual([[emails['demo']], [emails['demo.clerk']]].sort());
    const link = `${PUBLIC_URL}/myOrder/seaBookingDetail?id=${booking.id}`;
    const en = got.find((m) => m.to[0] === emails['demo'])!;
    expect(en.subject).toBe(`Arrived: shipment ${booking.bookingNo}`);
    expect(en.text).toContain(link);
    expect(en.text).toContain(`Place ${booking.pod}`);
    const zh = got.find((m) => m.to[0] === emails['demo.clerk'])!;
    expect(zh.subject).toBe(`已到达：货物 ${booking.bookingNo}`);
    expect(zh.text).toContain(link);
    expect(zh.from).toBe('alerts@f9.test');

    const call = callsOf('/ok').find((c) => JSON.parse(c.body).event === 'arrived')!;
    expect(callsOf('/ok').filter((c) => JSON.parse(c.body).event === 'arrived')).toHaveLength(1);
    expect(verifySignature(secret, String(call.headers[SIGNATURE_HEADER.toLowerCase()]), call.body)).toBe(true);
    expect(verifySignature('another-secret-of-16', String(call.headers[SIGNATURE_HEADER.toLowerCase()]), call.body)).toBe(false);
    const body = JSON.parse(call.body);
    expect(body).toMatchObject({ schema: 'f9.webhook.v1', event: 'arrived', subject: { type: 'booking', id: booking.id, number: booking.bookingNo, mode: 'SEA' }, data: { eventType: 'ARRI', place: `Place ${booking.pod}` } });
    // The body keeps the schema the OpenAPI document publishes.
    const doc = (await t.app.inject({ method: 'GET', url: '/f9api/openapi.json' })).json() as { components: { schemas: Record<string, object> } };
    const schema = doc.components.schemas[DELIVERY_SCHEMA_ID];
    expect(schema).toBeDefined();
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    const valid = ajv.compile({ ...schema, $id: undefined });
    expect(valid(body), JSON.stringify(valid.errors)).toBe(true);

    // Each attempt is logged: status, response code and time.
    const log = (await deliveries(demo, hook.id)).body.data.result.find((d) => d.event === 'arrived')!;
    expect(log).toMatchObject({ status: 'sent', attempts: 1, bookingNo: booking.bookingNo, log: [{ attempt: 1, ok: true, responseCode: 200 }] });
    // As the webhooks screen's grid asks it: bound to the selected webhook by a filter, with its paging and sort.
    const asGrid = await t.call<{ result: Delivery[] }>('GET', Calls.webhookDeliveryList, { token: demo, query: { filter: JSON.stringify({ webhookId: hook.id }), current: '1', size: '20', sort: 'id', order: 'desc' } });
    expect(asGrid.body.data.result.map((d) => d.id)).toEqual((await deliveries(demo, hook.id)).body.data.result.map((d) => d.id));
    expect((await t.call('GET', Calls.webhookDeliveryList, { token: demo, query: { filter: JSON.stringify({ status: 'sent' }) } })).status).toBe(400);
    // One e-mail per event per user, whatever else runs: the outbox holds one row each.
    const rows = await outboxOf(arrivalKey);
    expect(rows.filter((r) => r.channel === 'email')).toHaveLength(2);
  });

  it('a rolled-back arrival makes no outbox row, so no e-mail and no delivery', async () => {
    const before = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM notification_outbox`.execute(t.db)).rows[0]!.n;
    const key = await actual('ARRI', booking.pod, { rollback: true });
    expect(await outboxOf(key)).toEqual([]);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM notification_outbox`.execute(t.db)).rows[0]!.n).toBe(before);
    expect(mailsOf(key)).toEqual([]);
  });

  it('a replay sends the same delivery again, with the same body id', async () => {
    const sent = (await deliveries(demo, hook.id)).body.data.result.find((d) => d.event === 'arrived')!;
    const replay = await t.call<{ delivery: Delivery }>('POST', Calls.webhookDeliveryReplay, { token: demo, form: { id: String(sent.id) } });
    expect(replay.body.success, JSON.stringify(replay.body)).toBe(true);
    await until(() => callsOf('/ok', sent.id).length >= 2, 'the replayed delivery');
    const [first, second] = callsOf('/ok', sent.id);
    expect(JSON.parse(second!.body).id).toBe(JSON.parse(first!.body).id);
    await until(async () => (await deliveries(demo, hook.id)).body.data.result.find((d) => d.id === sent.id)!.status === 'sent', 'the replay settled');
  });
});

describe('other milestones', () => {
  it('an ETA moved by more than the user’s threshold is news to them, a smaller move is not', async () => {
    const { rows } = await sql<{ id: number; booking_no: string; pod: string; mode: string }>`SELECT b.id, b.booking_no, b.pod, b.mode FROM bookings b JOIN users u ON u.customer_id = b.customer_id AND u.account = 'demo'
      WHERE b.booking_no IS NOT NULL AND b.pod IS NOT NULL AND b.tracking_arrived_at IS NULL AND b.tracking_expected_eta IS NULL ORDER BY b.id LIMIT 1`.execute(t.db);
    const target = rows[0]!;
    const estimate = (hours: number) =>
      sql`INSERT INTO shipment_events (booking_no, mode, event_type, classifier, event_time, time_zone, location, reported_at)
        VALUES (${target.booking_no}, ${target.mode}, 'ARRI', 'EST', now() + make_interval(hours => ${hours}), 'UTC', ${target.pod}, now() + make_interval(secs => ${hours}))`.execute(t.db);
    const etaRows = async () => (await sql<{ event_key: string; user_id: number; channel: string }>`SELECT event_key, user_id, channel FROM notification_outbox WHERE kind = 'etaChanged' AND booking_id = ${target.id}`.execute(t.db)).rows;
    await estimate(240);
    expect(await etaRows()).toEqual([]);
    // Moved by 48 hours: demo subscribed to etaChanged by e-mail (threshold 24 hours).
    await estimate(288);
    const moved = await etaRows();
    expect(moved.map((r) => r.channel)).toEqual(['email']);
    await until(() => mailsOf(moved[0]!.event_key).length === 1, 'the ETA e-mail');
    const [eta] = mailsOf(moved[0]!.event_key);
    expect(eta!.to).toEqual([emails['demo']]);
    expect(eta!.subject).toBe(`ETA changed: shipment ${target.booking_no}`);
    expect(eta!.text).toMatch(/Expected arrival moved from \d{4}-\d\d-\d\d \d\d:\d\d UTC to /);
    // Moved by 2 hours: under the threshold.
    await estimate(290);
    expect(await etaRows()).toHaveLength(1);
  });

  it('an in-app alert is a message of the user alone, in the reader’s language, pushed as a home message', async () => {
    expect((await t.call('PUT', Calls.notificationSettings, { token: ops, form: { data: JSON.stringify({ app: ['arrived'] }) } })).body.success).toBe(true);
    const key = await actual('ARRI', booking.pod);
    await settle(key);
    const rows = await outboxOf(key);
    expect(rows.filter((r) => r.channel === 'app')).toHaveLength(1);
    type Message = { Title: string; Content: string };
    const read = async (token: string, culture: string) => (await t.call<{ result: Message[] }>('GET', Calls.homeMessages, { token, culture, query: { size: '50' } })).body.data.result;
    const [zh] = (await read(ops, 'zh-CN')).filter((m) => m.Title === `已到达：货物 ${booking.bookingNo}`);
    expect(zh).toBeDefined();
    expect(zh!.Content).toContain(`${PUBLIC_URL}/myOrder/seaBookingDetail?id=${booking.id}`);
    expect((await read(ops, 'en-US')).some((m) => m.Title === `Arrived: shipment ${booking.bookingNo}`)).toBe(true);
    // Only ops asked for it: the clerk has no such message.
    expect((await read(clerk, 'en-US')).some((m) => m.Title === `Arrived: shipment ${booking.bookingNo}`)).toBe(false);
  });

  it('a bill issued and a delivery slot confirmed reach the users who subscribed to them', async () => {
    expect((await t.call('PUT', Calls.notificationSettings, { token: demo, culture: 'en-US', form: { data: JSON.stringify({ email: ['arrived', 'departed', 'etaChanged', 'billIssued', 'deliverySlotConfirmed'] }) } })).body.success).toBe(true);
    const { rows: company } = await sql<{ customer_id: number; id: number }>`SELECT customer_id, id FROM users WHERE account = 'demo'`.execute(t.db);
    const { customer_id: customerId, id: userId } = company[0]!;
    const { rows: bills } = await sql<{ id: number }>`INSERT INTO bills (customer_id, created_by, bill_no, period_from, period_to, issue_date, due_date, currency, exchange_rate)
      VALUES (${customerId}, ${userId}, 'BILL-ALERT-1', current_date - 30, current_date, current_date, current_date + 30, 'USD', 1) RETURNING id`.execute(t.db);
    const billKey = `bill:${bills[0]!.id}`;
    await until(() => mailsOf(billKey).length === 1, 'the bill e-mail');
    const bill = mailsOf(billKey)[0]!;
    expect(bill.to).toEqual([emails['demo']]);
    expect(bill.subject).toBe('Bill issued: BILL-ALERT-1');
    expect(bill.text).toContain(`${PUBLIC_URL}/onlineBiling/bilingDetail?id=${bills[0]!.id}`);

    await sql`INSERT INTO delivery_appointments (customer_id, created_by, reference, arrival, goods_kind, goods_count, destination_type, fulfilment_centre, slot, carrier, status)
      VALUES (${customerId}, ${userId}, 'DLV-ALERT-1', 'ARR-1', 'CARTON', 12, 'FC', 'ONT8', '2026-12-08 09:00-11:00', 'UPS', 'BOOKED')`.execute(t.db);
    await until(() => mail.mails.some((m) => m.subject === 'Delivery slot confirmed: DLV-ALERT-1'), 'the delivery slot e-mail');
    const slot = mail.mails.filter((m) => m.subject === 'Delivery slot confirmed: DLV-ALERT-1');
    expect(slot).toHaveLength(1);
    expect(slot[0]!.text).toContain('Delivery DLV-ALERT-1 is booked for 2026-12-08 09:00-11:00 ONT8');
    // The clerk keeps the defaults: neither is news to them.
    expect(mailsOf(billKey).some((m) => m.to[0] === emails['demo.clerk'])).toBe(false);
  });
});

describe('retries and failures', () => {
  it('a shipment’s first actual departure is news, a later one is not', async () => {
    const { rows } = await sql<Booking & { booking_no: string }>`SELECT b.id, b.booking_no, b.pod, b.mode FROM bookings b JOIN users u ON u.customer_id = b.customer_id AND u.account = 'demo'
      WHERE b.booking_no IS NOT NULL AND NOT EXISTS (SELECT 1 FROM shipment_events e WHERE e.booking_no = b.booking_no AND e.classifier = 'ACT' AND e.event_type IN ('DEPA', 'DEP', 'RDEP')) ORDER BY b.id LIMIT 1`.execute(t.db);
    const fresh = { ...rows[0]!, bookingNo: rows[0]!.booking_no };
    const first = await actual('DEPA', 'CNSHA', { of: fresh });
    expect((await outboxOf(first)).filter((r) => r.channel === 'email').length).toBeGreaterThan(0);
    await until(() => mailsOf(first).length >= 2, 'the departure e-mails');
    expect(mailsOf(first).find((m) => m.to[0] === emails['demo'])!.subject).toBe(`Departed: shipment ${fresh.bookingNo}`);
    const second = await actual('DEPA', 'SGSIN', { of: fresh });
    expect(await outboxOf(second)).toEqual([]);
  });

  it('a receiver failing twice gets the delivery on the third try, each attempt logged', async () => {
    const made = await addHook(demo, { url: `${hooks.base}/flaky`, events: 'arrived' });
    const hook = made.body.data.webhook;
    const key = await actual('ARRI', booking.pod);
    await until(() => callsOf('/flaky').filter((c) => c.status === 200).length >= 1, 'the third try');
    await settle(key);
    const calls = callsOf('/flaky');
    expect(calls.map((c) => c.status)).toEqual([500, 500, 200]);
    const delivery = (await deliveries(demo, hook.id)).body.data.result[0]!;
    expect(delivery).toMatchObject({ status: 'sent', attempts: 3, event: 'arrived' });
    expect(delivery.log.map((a) => [a.attempt, a.ok, a.responseCode])).toEqual([
      [1, false, 500],
      [2, false, 500],
      [3, true, 200],
    ]);
    expect(delivery.log[0]!.error).toBe('HTTP 500');
    // Every try carried the same body and a valid signature.
    expect(new Set(calls.map((c) => JSON.parse(c.body).id)).size).toBe(1);
    expect(calls.every((c) => verifySignature(made.body.data.secret, String(c.headers['f9-signature']), c.body))).toBe(true);
  });

  it('an endpoint failing past the give-up time is paused and the company administrator told', async () => {
    const made = await addHook(demo, { url: `${hooks.base}/down`, events: 'arrived' });
    const hook = made.body.data.webhook;
    await actual('ARRI', booking.pod);
    await until(async () => (await t.call<{ result: Webhook[] }>('GET', Calls.webhookList, { token: demo })).body.data.result.find((w) => w.id === hook.id)!.paused, 'the endpoint paused');
    const listed = (await t.call<{ result: Webhook[] }>('GET', Calls.webhookList, { token: demo })).body.data.result.find((w) => w.id === hook.id)!;
    expect(listed.pauseReason).toBe('failing');
    const delivery = (await deliveries(demo, hook.id)).body.data.result[0]!;
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts).toBeGreaterThan(1);
    const messages = await t.call<{ result: Array<{ Title: string }> }>('GET', Calls.homeMessages, { token: demo, culture: 'en-US', query: { size: '50' } });
    expect(messages.body.data.result.some((m) => m.Title === `Webhook paused: ${hooks.base}/down`)).toBe(true);
    // Resumed by hand: it takes events again.
    const resumed = await t.call<{ webhook: Webhook }>('PUT', Calls.webhook, { token: demo, form: { id: String(hook.id), paused: 'false' } });
    expect(resumed.body.data.webhook).toMatchObject({ paused: false, pauseReason: null });
  });
});

describe('another company', () => {
  it('sees none of the webhooks or deliveries, and cannot change, delete or replay them', async () => {
    const mine = (await t.call<{ result: Webhook[] }>('GET', Calls.webhookList, { token: demo })).body.data.result;
    const theirs = await t.call<{ result: Webhook[] }>('GET', Calls.webhookList, { token: acme });
    expect(theirs.body.data.result.filter((w) => mine.some((m) => m.id === w.id))).toEqual([]);
    expect((await deliveries(acme)).body.data.result).toEqual([]);
    const id = String(mine[0]!.id);
    expect((await t.call('PUT', Calls.webhook, { token: acme, form: { id, paused: 'true' } })).status).toBe(404);
    expect((await t.call('DELETE', Calls.webhook, { token: acme, query: { id } })).status).toBe(404);
    expect((await deliveries(acme, Number(id))).status).toBe(404);
    const delivery = (await deliveries(demo)).body.data.result[0]!;
    expect((await t.call('POST', Calls.webhookDeliveryReplay, { token: acme, form: { id: String(delivery.id) } })).status).toBe(404);
    // A customer user without the company's users screen does not reach the webhooks at all.
    expect((await t.call('GET', Calls.webhookList, { token: clerk })).body.success).toBe(false);
  });

  it('refuses bad webhook input in the caller’s language and writes nothing', async () => {
    const count = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM webhooks`.execute(t.db)).rows[0]!.n;
    const before = await count();
    for (const form of <Array<Record<string, string>>>[{ url: 'ftp://x', events: 'arrived' }, { url: `${hooks.base}/ok`, events: 'landed' }, { url: `${hooks.base}/ok`, events: 'arrived', secret: 'short' }]) {
      const [en, zh] = [await addHook(demo, form, 'en-US'), await addHook(demo, form, 'zh-CN')];
      expect(en.status).toBe(400);
      expect(en.body.message).toMatch(/^[\x20-\x7e]+$/);
      expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await count()).toBe(before);
  });
});
