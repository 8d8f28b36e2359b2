// Webhooks reach public addresses only (issue 47: server-side request forgery), on PGlite and PostgreSQL,
// with a deployment's settings (F9_WEBHOOK_PRIVATE_TARGETS off). A company administrator saving an address
// inside a private network (the cloud's metadata service, a LAN, this machine, by address or by a localhost
// name) is refused in their language, naming the field, and nothing is written, by an add or a change. A
// webhook whose address points inside anyway (stored before the rule, or a name whose DNS points there
// now) is never called: each delivery fails with the reason in the delivery log, and the receiver on this
// machine gets nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calls } from '../../../src/shared/wire/calls';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { domainsWithAlerts, type HookReceiver, startHookReceiver, until } from '../support/alertReceivers';
import { createTestContext, type TestContext } from '../support/testContext';

type Delivery = { id: number; status: string; attempts: number; lastError: string | null; log: Array<{ ok: boolean; error: string | null }> };

let t: TestContext;
let hooks: HookReceiver;
let demo: string;

beforeAll(async () => {
  hooks = await startHookReceiver();
  // Retries far apart: each delivery's first attempt is the one read here.
  t = await createTestContext({ domains: domainsWithAlerts({ webhookPrivateTargets: false, retryFirstMs: 600_000 }) }, { checkAnswers: true });
  demo = await t.login('demo', 'demo1234');
});
afterAll(async () => {
  await t?.close();
  await hooks?.close();
});

const webhookCount = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM webhooks`.execute(t.db)).rows[0]!.n;

describe('saving a webhook', () => {
  it('refuses an address inside a private network, in en and zh, naming the url, and writes nothing', async () => {
    const before = await webhookCount();
    for (const url of [
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.8/hook',
      'https://192.168.1.20:8443/hook',
      'https://100.64.0.1/hook',
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[fd00::1]/hook',
      'https://localhost/hook',
      'https://admin.localhost/hook',
    ]) {
      const [en, zh] = await Promise.all(
        ['en-US', 'zh-CN'].map((culture) => t.call<{ errors: Array<{ field: string }> }>('POST', Calls.webhook, { token: demo, culture, form: { url, events: 'arrived' } })),
      );
      for (const res of [en, zh]) {
        expect(res.status, url).toBe(400);
        expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
        expect(res.body.data.errors[0]!.field).toBe('url');
      }
      expect(en.body.message, url).toContain('private network');
      expect(zh.body.message, url).toContain('内部网络');
    }
    // Plain http is refused everywhere (it was allowed to this machine only, for tests).
    const http = await t.call('POST', Calls.webhook, { token: demo, form: { url: `${hooks.base}/hook`, events: 'arrived' } });
    expect(http.status).toBe(400);
    expect(http.body.message).toContain('https://');
    expect(await webhookCount()).toBe(before);
  });

  it('takes a public https address, and refuses changing it to a private one', async () => {
    const made = await t.call<{ webhook: { id: number; url: string } }>('POST', Calls.webhook, { token: demo, form: { url: 'https://hooks.example.com/f9', events: 'arrived' } });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const { id } = made.body.data.webhook;
    const changed = await t.call('PUT', Calls.webhook, { token: demo, culture: 'zh-CN', form: { id: String(id), url: 'https://169.254.169.254/' } });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toContain('内部网络');
    expect((await sql<{ url: string }>`SELECT url FROM webhooks WHERE id = ${id}`.execute(t.db)).rows[0]!.url).toBe('https://hooks.example.com/f9');
    expect((await t.call('DELETE', Calls.webhook, { token: demo, query: { id: String(id) } })).body.success).toBe(true);
  });
});

describe('a delivery', () => {
  it('never calls an address inside the network, by address or by name: it fails with the reason in the log', async () => {
    const { rows: users } = await sql<{ id: number; customer_id: number }>`SELECT id, customer_id FROM users WHERE account = 'demo'`.execute(t.db);
    const user = users[0]!;
    // Stored as if before the rule (an address) and as a name resolving to this machine (DNS may change after saving).
    const inside: Record<string, number> = {};
    for (const [name, url] of [
      ['address', `${hooks.base}/by-address`],
      ['name', `${hooks.base.replace('127.0.0.1', 'localhost')}/by-name`],
    ] as const) {
      const { rows } = await sql<{ id: number }>`INSERT INTO webhooks (customer_id, url, events, secret, eta_hours, created_by)
        VALUES (${user.customer_id}, ${url}, ARRAY['arrived']::text[], ${'s'.repeat(32)}, 24, ${user.id}) RETURNING id`.execute(t.db);
      inside[name] = rows[0]!.id;
    }
    const booking = (await t.call<{ result: Array<{ bookingNo: string; mode: string; pod: string }> }>('GET', '/booking-list', { token: demo, query: { filter: JSON.stringify({ mode: 'SEA', status: 'CONFIRMED' }) } })).body.data.result.find((b) => b.pod)!;
    await sql`INSERT INTO shipment_events (booking_no, mode, event_type, classifier, event_time, time_zone, location, place_name)
      VALUES (${booking.bookingNo}, ${booking.mode}, 'ARRI', 'ACT', now() - interval '1 minute', 'UTC', ${booking.pod}, ${`Place ${booking.pod}`})`.execute(t.db);

    const logOf = async (webhookId: number) => (await t.call<{ result: Delivery[] }>('GET', Calls.webhookDeliveryList, { token: demo, query: { webhookId: String(webhookId) } })).body.data.result;
    for (const id of Object.values(inside)) await until(async () => (await logOf(id)).some((d) => d.log.length > 0), `a delivery attempt of webhook ${id}`);
    for (const [name, id] of Object.entries(inside)) {
      const [delivery] = await logOf(id);
      expect(delivery!.status, name).toBe('pending');
      expect(delivery!.log[0]).toMatchObject({ ok: false });
      expect(delivery!.log[0]!.error, name).toMatch(/not a public address/);
    }
    expect(hooks.calls).toHaveLength(0);
  });
});
