// The outbox across real server processes on one PostgreSQL (issue 47), as `npm start` runs them with
// SMTP and the alerts' settings from the environment:
// - kill -9 between the event and its delivery loses nothing: an arrival is written (by another
//   writer, over SQL), the server's webhook delivery is in flight (the receiver holds the request
//   unanswered) when the process is killed with SIGKILL; after a restart the delivery's lease runs out
//   and it is delivered, once more, with the same body id; the e-mails sent before the kill are not sent
//   again.
// - two replicas deliver each event once: ten arrivals, each a delivery to the webhook and an e-mail to
//   each subscribed user, each received exactly once with both replicas claiming from the one outbox.
import { Client } from 'pg';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { verifySignature } from '../../../src/server/domains/notifications/webhookBody';
import { describeOnPostgres } from '../support/apiStep';
import { Calls } from '../../../src/shared/wire/calls';
import { type HookReceiver, type MailCatcher, startHookReceiver, startMailCatcher, until } from '../support/alertReceivers';
import { loginOn, type ServerProcess, signedCall, startServerProcess, throwawayPostgres, type ThrowawayPostgres } from '../support/serverProcess';

// Real server processes started one after another: the hang guard of this file is longer than the projects'.
vi.setConfig({ testTimeout: 900_000, hookTimeout: 900_000 });

let database: ThrowawayPostgres;
let mail: MailCatcher;
let hooks: HookReceiver;
let sqlClient: Client;
const servers: ServerProcess[] = [];
let booking: { booking_no: string; mode: string; pod: string };

const env = () => ({
  DATABASE_URL: database.url,
  F9_DEMO: '1',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(mail.port),
  SMTP_FROM: 'F9 Alerts <alerts@f9.test>',
  PUBLIC_URL: 'https://portal.f9.test',
  F9_OUTBOX_LEASE_SECONDS: '3',
  F9_OUTBOX_RETRY_SECONDS: '1',
  DATABASE_POOL_SIZE: '4',
  // The receiver listens on 127.0.0.1 (webhookTargets.ts).
  F9_WEBHOOK_PRIVATE_TARGETS: '1',
});
const start = async () => {
  const server = await startServerProcess(env());
  servers.push(server);
  return server;
};

beforeAll(async () => {
  [mail, hooks] = await Promise.all([startMailCatcher(), startHookReceiver()]);
  database = await throwawayPostgres(inject('f9PgUrl'));
  sqlClient = new Client({ connectionString: database.url });
});

afterAll(async () => {
  await sqlClient?.end().catch(() => undefined);
  await Promise.all(servers.map((s) => s.stop()));
  await database?.stop();
  await Promise.all([mail?.close(), hooks?.close()]);
});

/** An actual arrival of the booking, written over SQL in its own transaction; answers the outbox's event key. */
async function arrival(): Promise<string> {
  await sqlClient.query('BEGIN');
  const { rows } = await sqlClient.query<{ id: number }>(
    `INSERT INTO shipment_events (booking_no, mode, event_type, classifier, event_time, time_zone, location, place_name)
     VALUES ($1, $2, 'ARRI', 'ACT', now() - interval '1 minute', 'UTC', $3, 'Rotterdam') RETURNING id`,
    [booking.booking_no, booking.mode, booking.pod],
  );
  const hub = await sqlClient.query<{ id: string }>("SELECT id FROM hub_events WHERE topic = 'trackingEvent' AND ref_id = $1", [rows[0]!.id]);
  await sqlClient.query('COMMIT');
  return `hub:${hub.rows[0]!.id}`;
}

const rowsOf = async (key: string) => (await sqlClient.query<{ id: string; channel: string; status: string; attempts: number }>('SELECT id, channel, status, attempts FROM notification_outbox WHERE event_key = $1', [key])).rows;
const mailsOf = (key: string) => mail.mails.filter((m) => m.headers['x-f9-event'] === key);

describeOnPostgres('the outbox across server processes', () => {
  let secret = '';
  let held = 0;
  let demo = '';

  it('kill -9 while a delivery is in flight: after the restart it is delivered, and nothing is sent twice', async () => {
    const first = await start();
    await sqlClient.connect();
    booking = (await sqlClient.query<{ booking_no: string; mode: string; pod: string }>(
      "SELECT b.booking_no, b.mode, b.pod FROM bookings b JOIN users u ON u.customer_id = b.customer_id AND u.account = 'demo' WHERE b.mode = 'SEA' AND b.pod IS NOT NULL AND b.booking_no IS NOT NULL ORDER BY b.id LIMIT 1",
    )).rows[0]!;
    demo = await loginOn(first.base, 'demo', 'demo1234');
    const made = await signedCall<{ webhook: { id: number }; secret: string }>(first.base, 'POST', Calls.webhook, { token: demo, form: { url: `${hooks.base}/hold`, events: 'arrived' } });
    expect(made.body.success, made.body.message).toBe(true);
    secret = made.body.data.secret;
    held = made.body.data.webhook.id;

    const key = await arrival();
    // The e-mails are out and settled; the webhook's request is at the receiver, unanswered.
    await until(async () => (await rowsOf(key)).filter((r) => r.channel === 'email').every((r) => r.status === 'sent') && hooks.calls.some((c) => c.path === '/hold'), 'the e-mails sent and the webhook delivery in flight');
    const emailsBefore = mailsOf(key).length;
    expect(emailsBefore).toBeGreaterThan(0);
    process.kill(first.pid, 'SIGKILL');
    await until(() => !first.running(), 'the killed process gone');
    expect((await rowsOf(key)).find((r) => r.channel === 'webhook')!.status).toBe('pending');

    // Restarted (and a second replica beside it): the lease runs out, one of them delivers it.
    await Promise.all([start(), start()]);
    await until(async () => (await rowsOf(key)).find((r) => r.channel === 'webhook')!.status === 'sent', 'the delivery after the restart');
    const calls = hooks.calls.filter((c) => c.path === '/hold');
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => c.status)).toEqual([0, 200]);
    expect(JSON.parse(calls[1]!.body).id).toBe(JSON.parse(calls[0]!.body).id);
    expect(verifySignature(secret, String(calls[1]!.headers['f9-signature']), calls[1]!.body)).toBe(true);
    const webhookRow = (await rowsOf(key)).find((r) => r.channel === 'webhook')!;
    expect(webhookRow.attempts).toBe(2);
    const attempts = await sqlClient.query<{ attempt: number; ok: boolean; response_code: number }>('SELECT attempt, ok, response_code FROM notification_attempts WHERE outbox_id = $1 ORDER BY id', [webhookRow.id]);
    // The killed attempt left no record; the one after the restart did.
    expect(attempts.rows).toEqual([{ attempt: 2, ok: true, response_code: 200 }]);
    // No e-mail was sent again, and each user got one.
    expect(mailsOf(key)).toHaveLength(emailsBefore);
    expect(new Set(mailsOf(key).map((m) => m.to[0])).size).toBe(emailsBefore);
  });

  it('two replicas on one PostgreSQL deliver each event once', async () => {
    const [a, b] = servers.slice(1);
    expect(a!.running() && b!.running()).toBe(true);
    // The held endpoint goes; a plain one takes the arrivals (added through the other replica).
    demo = await loginOn(a!.base, 'demo', 'demo1234');
    expect((await signedCall(a!.base, 'DELETE', Calls.webhook, { token: demo, query: { id: String(held) } })).body.success).toBe(true);
    const made = await signedCall<{ webhook: { id: number } }>(b!.base, 'POST', Calls.webhook, { token: demo, form: { url: `${hooks.base}/ok`, events: 'arrived' } });
    expect(made.body.success, made.body.message).toBe(true);
    const keys: string[] = [];
    for (let i = 0; i < 10; i++) keys.push(await arrival());
    await until(async () => {
      const { rows } = await sqlClient.query<{ n: string }>("SELECT count(*) AS n FROM notification_outbox WHERE event_key = ANY ($1) AND status = 'pending'", [keys]);
      return Number(rows[0]!.n) === 0;
    }, 'every delivery settled');
    const ok = hooks.calls.filter((c) => c.path === '/ok');
    expect(ok).toHaveLength(10);
    expect(new Set(ok.map((c) => JSON.parse(c.body).id)).size).toBe(10);
    const { rows } = await sqlClient.query<{ n: string }>("SELECT count(*) AS n FROM notification_outbox WHERE event_key = ANY ($1) AND channel = 'email' AND status = 'sent'", [keys]);
    const sent = keys.flatMap(mailsOf);
    expect(sent.length).toBe(Number(rows[0]!.n));
    expect(new Set(sent.map((m) => `${m.headers['x-f9-event']} ${m.to[0]}`)).size).toBe(sent.length);
    expect(sent.length).toBeGreaterThanOrEqual(20);
  });
});
