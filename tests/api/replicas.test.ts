// Several server processes on one PostgreSQL server (DESIGN "Scale path"; README "Running several
// processes"): two real `npm start` processes, A and B, started together on one throwaway database.
// A session made on A works on B; the login rate limit counts across both; an event written through A
// (or by any other writer) reaches a WebSocket client on B (how fast is bench/hub's figure: a test waits
// for the event, it does not time it, so a busy machine cannot fail it); the browser's hub client on B
// reconnects after B restarts and gets what it missed, once.
import { Client } from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { HubClient } from '../../src/client/hub/hubClient';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { HUB_SOCKET_PATH, type HubEvent } from '../../src/shared/wire/hub';
import { describeOnPostgres } from './support/apiStep';
import { openHub } from './support/hubTestClient';
import { loginOn, type ServerProcess, signedCall, startServerProcess, throwawayPostgres, type ThrowawayPostgres } from './support/serverProcess';

// A test here starts real server processes (build, migrations, seed) one after another: at load 14 on two
// cores a start took over 120 s, so the hang guard of this file is longer than the projects' 300 s.
vi.setConfig({ testTimeout: 900_000, hookTimeout: 900_000 });

let database: ThrowawayPostgres;
let a: ServerProcess;
let b: ServerProcess;
let sqlClient: Client;
// The demo accounts on PostgreSQL only with F9_DEMO=1 (seed/seedPolicy.ts).
const env = () => ({ DATABASE_URL: database.url, TRUST_PROXY: 'true', F9_DEMO: '1' });

beforeAll(async () => {
  database = await throwawayPostgres(inject('f9PgUrl'));
  // Started together: migrations and the first seed take turns (db/startupLock.ts).
  [a, b] = await Promise.all([startServerProcess(env()), startServerProcess(env())]);
  sqlClient = new Client({ connectionString: database.url });
  await sqlClient.connect();
});

afterAll(async () => {
  await sqlClient?.end();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.stop();
});

async function customerId(account: string): Promise<number> {
  const { rows } = await sqlClient.query<{ customer_id: number }>('SELECT customer_id FROM users WHERE account = $1', [account]);
  return rows[0].customer_id;
}

describeOnPostgres('two server processes on one PostgreSQL', () => {
  it('both started on the one database, which was migrated and seeded once', async () => {
    expect(a.output() + b.output()).toMatch(/Demo data written/);
    expect((a.output() + b.output()).match(/Demo data written/g)).toHaveLength(1);
    const { rows } = await sqlClient.query<{ n: string }>("SELECT count(*) AS n FROM users WHERE account = 'demo'");
    expect(Number(rows[0].n)).toBe(1);
  });

  it('a session made on A is good on B, and a logout on B ends it on A', async () => {
    const token = await loginOn(a.base, 'demo', 'demo1234');
    const onB = await signedCall<{ user: { Account: string } }>(b.base, 'GET', '/getcusclientdata', { token });
    expect(onB.body.success, JSON.stringify(onB.body)).toBe(true);
    await signedCall(b.base, 'POST', '/logout', { token, form: { logout: 'true' } });
    expect((await signedCall(a.base, 'GET', '/getcusclientdata', { token })).body.exceptioncode).toBe(ExceptionCode.SessionExpired);
  });

  it('a tally-order message link made on A opens on B (the link key is shared through the database)', async () => {
    const token = await loginOn(a.base, 'demo', 'demo1234');
    const { rows } = await sqlClient.query<{ id: number }>('SELECT id FROM tally_orders WHERE customer_id = $1 ORDER BY id LIMIT 1', [await customerId('demo')]);
    const link = await signedCall<{ token: string }>(a.base, 'POST', '/tallyOrder/messageLink', { token, form: { data: JSON.stringify({ id: rows[0].id }) } });
    expect(link.body.success, JSON.stringify(link.body)).toBe(true);
    const opened = await signedCall<{ tallyNo: string }>(b.base, 'GET', '/tallyOrderMessage', { query: { t: link.body.data.token } });
    expect(opened.body.success, JSON.stringify(opened.body)).toBe(true);
    expect(opened.body.data.tallyNo).toBeTruthy();
  });

  it('the login rate limit counts failures on A and B together', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const wrong = (base: string) => signedCall(base, 'POST', '/custrylogin', { form: { data: JSON.stringify({ name: 'acme.ops', password: 'wrong-guess' }) }, headers });
    for (const base of [a.base, b.base, a.base, b.base, a.base]) expect((await wrong(base)).body.exceptioncode).toBe(ExceptionCode.LoginFailed);
    // The sixth try, on either process, even with the right password, is refused.
    const right = await signedCall(b.base, 'POST', '/custrylogin', { form: { data: JSON.stringify({ name: 'acme.ops', password: 'ops12345' }) }, headers });
    expect(right.status).toBe(429);
    expect(right.body.exceptioncode).toBe(ExceptionCode.RateLimited);
    expect((await wrong(a.base)).body.exceptioncode).toBe(ExceptionCode.RateLimited);
  });

  it('a booking status change made through A and a system message written to the database reach Demo’s WebSocket client on B and not Acme’s', async () => {
    const token = await loginOn(a.base, 'demo', 'demo1234');
    const onB = await openHub(b.base);
    onB.hello(token);
    await onB.waitFor((m) => m.type === 'ready');
    const acmeOnB = await openHub(b.base);
    acmeOnB.hello(await loginOn(a.base, 'acme', 'acme1234'));
    await acmeOnB.waitFor((m) => m.type === 'ready');

    const made = await signedCall<{ id: number }>(a.base, 'POST', '/booking', { token, form: { data: JSON.stringify({ mode: 'AIR' }) } });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const sent = Date.now();
    const cancelled = await signedCall(a.base, 'POST', '/booking/cancel', { token, form: { data: JSON.stringify({ id: made.body.data.id }) } });
    expect(cancelled.body.success, JSON.stringify(cancelled.body)).toBe(true);
    await onB.waitFor((m) => m.type === 'event' && m.event.topic === 'bookingStatus' && m.event.refId === made.body.data.id);
    const bookingMs = Date.now() - sent;

    // A system message: a row of home_messages for Demo Trading Co., written by a third connection.
    const title = `replica notice ${Date.now()}`;
    const written = Date.now();
    await sqlClient.query("INSERT INTO home_messages (title, audience, customer_id) VALUES ($1, 'customer', $2)", [title, await customerId('demo')]);
    await onB.waitFor((m) => m.type === 'event' && m.event.payload.title === title);
    const messageMs = Date.now() - written;
    console.log(`replicas: booking change A→B in ${bookingMs} ms, system message → B in ${messageMs} ms`);
    expect(acmeOnB.events()).toEqual([]);
    onB.close();
    acmeOnB.close();
  });

  it("the browser's hub client on B reconnects after B restarts and gets what it missed, once", async () => {
    const token = await loginOn(a.base, 'acme', 'acme1234');
    const received: HubEvent[] = [];
    const states: string[] = [];
    const client = new HubClient({
      url: `${b.base.replace(/^http/, 'ws')}${HUB_SOCKET_PATH}`,
      token: () => token,
      culture: () => 'en-US',
      onEvent: (e) => received.push(e),
      onState: (s) => states.push(s),
      WebSocketImpl: WebSocket,
      retryFirstMs: 100,
      retryMaxMs: 400,
    });
    const until = async (check: () => boolean, ms: number, what: string) => {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end) throw new Error(`${what} did not happen within ${ms} ms (states ${states.join(' ')})`);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    try {
      client.start();
      await until(() => client.state === 'live', 5000, 'connect');
      const acme = await customerId('acme');
      const write = async (title: string) => {
        await sqlClient.query("INSERT INTO home_messages (title, audience, customer_id) VALUES ($1, 'customer', $2)", [title, acme]);
        return title;
      };
      const before = await write('before restart');
      await until(() => received.some((e) => e.payload.title === before), 2000, 'the first message');

      const port = b.port;
      await b.stop();
      const missed = [await write('missed 1'), await write('missed 2')];
      b = await startServerProcess(env(), port);
      await until(() => received.some((e) => e.payload.title === missed[1]), 15_000, 'the missed messages');
      const after = await write('after restart');
      await until(() => received.some((e) => e.payload.title === after), 2000, 'a live message');

      expect(received.map((e) => e.payload.title)).toEqual([before, ...missed, after]);
      expect(states).toContain('reconnecting');
      expect(client.state).toBe('live');
    } finally {
      client.stop();
    }
  });
});
