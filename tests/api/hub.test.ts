// The real-time hub (src/server/hub) on the real app over real sockets, timers shortened: a socket gets
// nothing without a live session of its own; events reach only the users they concern, whatever a
// customer sends; logout, password change, deactivation and expiry close the socket at once;
// keep-alive and the silent timeout; resume after a drop without duplicates; events over NOTIFY's
// limit by id; the long-poll fallback.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneHubEvents } from '../../src/server/hub/pruneHubEvents';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { HubClose, type HubPollResult, type HubServerMessage } from '../../src/shared/wire/hub';
import { type HubTestClient, openHub } from './support/hubTestClient';
import { createTestContext, type TestContext } from './support/testContext';

const HUB = { keepAliveMs: 150, silentMs: 600, longPollMs: 800 };
let t: TestContext;
let base = '';
const company: Record<string, number> = {};
const opened: HubTestClient[] = [];

async function listen(context: TestContext): Promise<string> {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const address = context.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A socket that said hello with `token` and was answered `ready`. */
async function connected(token: string, since: number | null = null, on = base): Promise<HubTestClient> {
  const client = await openHub(on);
  opened.push(client);
  client.hello(token, since);
  await client.waitFor((m) => m.type === 'ready');
  return client;
}

let marker = 0;
/** Writes a home message as a system message would be written (a row of home_messages, any process). */
async function message(scope: { customerId?: number | null; audience?: 'all' | 'customer' | 'admin'; content?: string }, context = t): Promise<string> {
  const title = `hub test ${++marker} ${Math.random().toString(36).slice(2, 8)}`;
  await context.db
    .insertInto('home_messages')
    .values({ title, content: scope.content ?? '', audience: scope.audience ?? 'customer', customer_id: scope.customerId ?? null })
    .execute();
  return title;
}

const titleOf = (m: HubServerMessage) => (m.type === 'event' ? String(m.event.payload.title) : '');
const titles = (c: HubTestClient) => c.events().map((e) => String(e.payload.title));

beforeAll(async () => {
  t = await createTestContext({ hub: HUB });
  base = await listen(t);
  for (const account of ['demo', 'acme']) {
    const row = await t.db.selectFrom('users').select('customer_id').where('account', '=', account).executeTakeFirstOrThrow();
    company[account] = row.customer_id!;
  }
});

afterAll(async () => {
  for (const c of opened) c.close();
  await t?.close();
});

describe('no live session, no events', () => {
  it('a socket that never says hello is dropped after the silent timeout', async () => {
    const client = await openHub(base);
    opened.push(client);
    expect(await client.closed()).toBe(HubClose.silent);
    expect(client.messages).toEqual([]);
  });

  it('no token, a made-up token or a logged-out token: a bye 10003 and the socket closes, nothing else', async () => {
    const loggedOut = await t.login('demo', 'demo1234');
    await t.call('POST', '/logout', { token: loggedOut, form: { logout: 'true' } });
    for (const token of [undefined, '', 'x'.repeat(43), loggedOut]) {
      const client = await openHub(base);
      opened.push(client);
      client.hello(token, 0, 'zh-CN');
      expect(await client.closed()).toBe(HubClose.sessionGone);
      expect(client.messages).toEqual([{ type: 'bye', code: ExceptionCode.SessionExpired, message: '您已退出登录，请重新登录。' }]);
    }
  });

  it('a hello whose session check outlasts the silent timeout (the database busy) is answered, not dropped as silent', async () => {
    const client = await openHub(base);
    opened.push(client);
    let locked!: () => void;
    const lockHeld = new Promise<void>((r) => (locked = r));
    // The sessions table held for twice the silent timeout: the check of the hello below waits behind it.
    const busy = t.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE`.execute(trx);
      locked();
      await sql`SELECT pg_sleep(${(2 * HUB.silentMs) / 1000})`.execute(trx);
    });
    await lockHeld;
    client.hello('x'.repeat(43), 0, 'en-US');
    expect(await client.closed()).toBe(HubClose.sessionGone);
    expect(client.messages).toEqual([{ type: 'bye', code: ExceptionCode.SessionExpired, message: 'You have been logged out. Please log in again.' }]);
    await busy;
  });

  it('a first message that is not a hello closes the socket', async () => {
    for (const raw of ['not json', JSON.stringify({ type: 'subscribe', customerId: 1 }), JSON.stringify(['hello'])]) {
      const client = await openHub(base);
      opened.push(client);
      client.send(raw);
      expect(await client.closed()).toBe(HubClose.badMessage);
      expect(client.events()).toEqual([]);
    }
  });
});

describe('events reach only the users they concern', () => {
  it("a customer gets its company's and everyone's messages, never another customer's or the administrators', whatever it sends", async () => {
    const acmeToken = await t.login('acme', 'acme1234');
    const demo = await connected(await t.login('demo', 'demo1234'));
    const acme = await connected(acmeToken);
    const admin = await connected(await t.login('admin', 'admin1234', 'admin'));
    // Demo tries to widen what it gets: another customer's token, an old `since`, made-up requests.
    demo.hello(acmeToken, 0);
    demo.send(JSON.stringify({ type: 'subscribe', customerId: company.acme, audience: 'all' }));
    demo.send('{"type":"hello","token":"' + acmeToken + '","since":0}');
    demo.send('garbage');

    const forAcme = await message({ customerId: company.acme });
    const forAdmins = await message({ audience: 'admin' });
    const forAllCustomers = await message({ audience: 'customer' });
    const forDemo = await message({ customerId: company.demo });

    await demo.waitFor((m) => titleOf(m) === forDemo);
    await acme.waitFor((m) => titleOf(m) === forAllCustomers);
    await admin.waitFor((m) => titleOf(m) === forAdmins);
    // Events come in order, so by now every earlier one has been handed out.
    expect(titles(demo)).toEqual([forAllCustomers, forDemo]);
    expect(titles(acme)).toEqual([forAcme, forAllCustomers]);
    expect(titles(admin)).toEqual([forAdmins]);
    expect(demo.socket.readyState).toBe(demo.socket.OPEN);
  });

  it("a booking's status change goes to its company only", async () => {
    const demoToken = await t.login('demo', 'demo1234');
    const demo = await connected(demoToken);
    const acme = await connected(await t.login('acme', 'acme1234'));
    const made = await t.call<{ id: number }>('POST', '/booking', { token: demoToken, form: { data: JSON.stringify({ mode: 'SEA' }) } });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const cancelled = await t.call('POST', '/booking/cancel', { token: demoToken, form: { data: JSON.stringify({ id: made.body.data.id, note: 'hub test' }) } });
    expect(cancelled.body.success, JSON.stringify(cancelled.body)).toBe(true);
    const event = await demo.waitFor((m) => m.type === 'event' && m.event.topic === 'bookingStatus' && m.event.payload.to === 'CANCELLED');
    // It names who made it (demo's portal then shows no second toast of its own change: eventText.ts).
    const demoId = (await sql<{ id: number }>`SELECT id FROM users WHERE account = 'demo'`.execute(t.db)).rows[0]!.id;
    expect(event).toMatchObject({ event: { refId: made.body.data.id, payload: { bookingId: made.body.data.id, mode: 'SEA', to: 'CANCELLED', byUserId: demoId } } });
    const afterwards = await message({ customerId: company.acme });
    await acme.waitFor((m) => titleOf(m) === afterwards);
    expect(acme.events().filter((e) => e.topic === 'bookingStatus')).toEqual([]);
  });

  it("a status change's author stays out of the e-mails and webhooks made from it, and a change no user made names none", async () => {
    const demoToken = await t.login('demo', 'demo1234');
    const made = await t.call<{ id: number }>('POST', '/booking', { token: demoToken, form: { data: JSON.stringify({ mode: 'SEA' }) } });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const adminId = (await sql<{ id: number }>`SELECT id FROM users WHERE account = 'admin'`.execute(t.db)).rows[0]!.id;
    // A confirmation by the forwarder (the milestone the outbox mails), and one no user made.
    await sql`INSERT INTO booking_history (booking_id, user_id, user_name, from_status, to_status) VALUES (${made.body.data.id}, ${adminId}, 'admin', 'RECEIVED', 'CONFIRMED')`.execute(t.db);
    await sql`INSERT INTO booking_history (booking_id, user_id, user_name, from_status, to_status) VALUES (${made.body.data.id}, NULL, NULL, 'CONFIRMED', 'REJECTED')`.execute(t.db);
    const events = (await sql<{ id: number; payload: Record<string, unknown> }>`SELECT id, payload FROM hub_events WHERE topic = 'bookingStatus' AND ref_id = ${made.body.data.id} ORDER BY id`.execute(t.db)).rows;
    expect(events.map((e) => [e.payload.to, e.payload.byUserId])).toEqual([
      ['CONFIRMED', adminId],
      ['REJECTED', undefined],
    ]);
    const outbox = (await sql<{ kind: string; payload: Record<string, unknown> }>`SELECT kind, payload FROM notification_outbox WHERE event_key = ${`hub:${events[0]!.id}`}`.execute(t.db)).rows;
    // Demo's users take the booking confirmation by e-mail by default.
    expect(outbox.length).toBeGreaterThan(0);
    for (const row of outbox) {
      expect(row.kind).toBe('bookingConfirmed');
      expect(row.payload).toMatchObject({ bookingId: made.body.data.id, to: 'CONFIRMED' });
      expect(row.payload).not.toHaveProperty('byUserId');
    }
  });

  it("a warehouse receipt (tally order) goes to its company only", async () => {
    const demo = await connected(await t.login('demo', 'demo1234'));
    const acme = await connected(await t.login('acme', 'acme1234'));
    const tallyNo = `TL${Date.now().toString().slice(-8)}`;
    await sql`INSERT INTO tally_orders (customer_id, created_by, tally_no, warehouse, received_at, packages, gross_kg, cbm)
      VALUES (${company.acme}, 1, ${tallyNo}, 'Hamburg CFS', now(), 12, 480.5, 3.2)`.execute(t.db);
    const got = await acme.waitFor((m) => m.type === 'event' && m.event.topic === 'tallyOrder');
    expect(got).toMatchObject({ event: { payload: { tally_no: tallyNo, warehouse: 'Hamburg CFS' } } });
    const afterwards = await message({ customerId: company.demo });
    await demo.waitFor((m) => titleOf(m) === afterwards);
    expect(demo.events().filter((e) => e.topic === 'tallyOrder')).toEqual([]);
  });

  it('a new tracking event goes to the company of its booking only, without parties or cargo', async () => {
    const demo = await connected(await t.login('demo', 'demo1234'));
    const acme = await connected(await t.login('acme', 'acme1234'));
    const booking = await sql<{ booking_no: string }>`SELECT booking_no FROM bookings WHERE customer_id = ${company.demo} AND booking_no IS NOT NULL ORDER BY id LIMIT 1`.execute(t.db);
    const bookingNo = booking.rows[0]!.booking_no;
    await sql`INSERT INTO shipment_events (booking_no, mode, event_type, classifier, event_time, time_zone, location, place_name)
      VALUES (${bookingNo}, 'SEA', 'DEPA', 'ACT', now(), 'Asia/Shanghai', 'CNSHA', 'Shanghai')`.execute(t.db);
    const got = await demo.waitFor((m) => m.type === 'event' && m.event.topic === 'trackingEvent' && m.event.payload.bookingNo === bookingNo);
    expect(got).toMatchObject({ event: { topic: 'trackingEvent', payload: { eventType: 'DEPA', classifier: 'ACT', place: 'Shanghai' } } });
    expect(got.type === 'event' && Object.keys(got.event.payload).sort()).toEqual(['bookingId', 'bookingNo', 'classifier', 'containerNo', 'eventTime', 'eventType', 'mode', 'place']);
    const afterwards = await message({ customerId: company.acme });
    await acme.waitFor((m) => titleOf(m) === afterwards);
    expect(acme.events().filter((e) => e.topic === 'trackingEvent')).toEqual([]);
  });

  it("an event over NOTIFY's limit travels by id and arrives whole", async () => {
    const demo = await connected(await t.login('demo', 'demo1234'));
    const content = '货'.repeat(9000);
    const title = await message({ customerId: company.demo, content });
    const got = await demo.waitFor((m) => titleOf(m) === title);
    expect(got.type === 'event' && got.event.payload.content).toBe(content);
  });
});

describe('the session ends, the socket closes at once', () => {
  it('logout', async () => {
    const token = await t.login('demo', 'demo1234');
    const client = await connected(token);
    await t.call('POST', '/logout', { token, form: { logout: 'true' } });
    expect(await client.closed()).toBe(HubClose.sessionGone);
    expect(client.messages.at(-1)).toMatchObject({ type: 'bye', code: ExceptionCode.SessionExpired });
  });

  it("a password change (the user's other sessions) and a deactivation", async () => {
    const other = await t.login('demo.ops', 'ops12345');
    const client = await connected(other);
    const current = await t.login('demo.ops', 'ops12345');
    const changed = await t.call('PUT', '/updatepassword', { token: current, form: { oldpassword: 'ops12345', password: 'ops12345' } });
    expect(changed.body.success, JSON.stringify(changed.body)).toBe(true);
    expect(await client.closed()).toBe(HubClose.sessionGone);
    const stillOpen = await connected(current);

    const clerk = await connected(await t.login('demo.clerk', 'clerk1234'));
    const demo = await t.login('demo', 'demo1234');
    const user = await t.db.selectFrom('users').select('id').where('account', '=', 'demo.clerk').executeTakeFirstOrThrow();
    const off = await t.call('PUT', '/deactivecususer', { token: demo, form: { UserId: String(user.id) } });
    expect(off.body.success, JSON.stringify(off.body)).toBe(true);
    expect(await clerk.closed()).toBe(HubClose.sessionGone);
    await t.call('PUT', '/activatecususer', { token: demo, form: { UserId: String(user.id) } });
    expect(stillOpen.socket.readyState).toBe(stillOpen.socket.OPEN);
  });

  it('expiry: a session idle past its limit closes the socket when it expires, with no write to trigger it', async () => {
    // The test is about an open socket, so the session must outlive the connect (login, socket, hello,
    // ready). On a loaded machine that took longer than 1.5 s (run37: the hello met an ended session and
    // got its bye): then the same is tried with twice the limit, never a wait for the clock.
    for (let idleMs = 1500; ; idleMs *= 2) {
      const short = await createTestContext({ hub: HUB, sessions: { idleMs } });
      try {
        const shortBase = await listen(short);
        // Before the login: the session cannot end sooner than its idle limit after this.
        const started = Date.now();
        const token = await short.login('demo', 'demo1234');
        const client = await openHub(shortBase);
        opened.push(client);
        client.hello(token);
        const first = await client.waitFor((m) => m.type === 'ready' || m.type === 'bye');
        if (first.type === 'bye') {
          expect(idleMs, 'a connect slower than a minute').toBeLessThan(60_000);
          continue;
        }
        // It closes by itself (nothing is written), as the session ends: not sooner, and not left open.
        expect(await client.closed()).toBe(HubClose.sessionGone);
        expect(Date.now() - started).toBeGreaterThanOrEqual(idleMs);
        return;
      } finally {
        await short.close();
      }
    }
  });
});

describe('keep-alive and timeouts (shortened)', () => {
  it('the server pings every keep-alive; a client answering stays, a silent one is dropped after the timeout', async () => {
    const token = await t.login('demo', 'demo1234');
    const answering = await connected(token);
    const silent = await openHub(base, { answerPings: false });
    opened.push(silent);
    // Before its last word (hello): the server cannot find it silent sooner than silentMs after this.
    const started = Date.now();
    silent.hello(token);
    await silent.waitFor((m) => m.type === 'ready');
    expect(await silent.closed()).toBe(HubClose.silent);
    expect(Date.now() - started).toBeGreaterThanOrEqual(HUB.silentMs);
    expect(silent.messages.filter((m) => m.type === 'ping').length).toBeGreaterThanOrEqual(2);
    // The answering one outlives more pings than a silent one is allowed to leave unanswered.
    const pings = () => answering.messages.filter((m) => m.type === 'ping').length;
    const seen = pings();
    await answering.waitFor(() => pings() > seen + Math.ceil(HUB.silentMs / HUB.keepAliveMs) + 1);
    expect(answering.socket.readyState).toBe(answering.socket.OPEN);
  });
});

describe('resume after a drop', () => {
  it('a client reconnecting with its last id gets what it missed, once, then live events', async () => {
    const token = await t.login('acme', 'acme1234');
    const first = await connected(token);
    const before = await message({ customerId: company.acme });
    await first.waitFor((m) => titleOf(m) === before);
    const lastId = first.events().at(-1)!.id;
    first.close();
    await first.closed();

    const missed = [await message({ customerId: company.acme }), await message({ audience: 'customer' })];
    await message({ customerId: company.demo });
    const again = await connected(token, lastId);
    const live = await message({ customerId: company.acme });
    await again.waitFor((m) => titleOf(m) === live);
    expect(titles(again)).toEqual([...missed, live]);
    const ids = again.events().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBeGreaterThan(lastId);
  });
});

describe('long-poll fallback', () => {
  const poll = (token: string | undefined, since?: string) => t.call<HubPollResult>('GET', '/hub-poll', { token, query: { since } });

  it('answers where to start, then events as they come, only those of the caller', async () => {
    const token = await t.login('demo', 'demo1234');
    const start = await poll(token);
    expect(start.body.success).toBe(true);
    const since = String(start.body.data.lastId);
    const waiting = poll(token, since);
    await new Promise((r) => setTimeout(r, 100));
    await message({ customerId: company.acme });
    const mine = await message({ customerId: company.demo });
    const answer = await waiting;
    expect(answer.body.data.events.map((e) => e.payload.title)).toEqual([mine]);
    expect(answer.body.data.lastId).toBe(answer.body.data.events[0].id);
  });

  it('answers empty after the long-poll timeout', async () => {
    const token = await t.login('acme', 'acme1234');
    const { lastId } = (await poll(token)).body.data;
    const started = Date.now();
    const answer = await poll(token, String(lastId));
    expect(Date.now() - started).toBeGreaterThanOrEqual(HUB.longPollMs - 50);
    expect(answer.body).toMatchObject({ success: true, data: { events: [], lastId } });
  });

  it('no or a dead token is 10003; a logout during the wait answers 10003 at once', async () => {
    expect((await poll(undefined, '0')).body.exceptioncode).toBe(ExceptionCode.SessionExpired);
    expect((await poll('y'.repeat(43), '0')).body.exceptioncode).toBe(ExceptionCode.SessionExpired);
    const token = await t.login('demo', 'demo1234');
    const { lastId } = (await poll(token)).body.data;
    const waiting = poll(token, String(lastId));
    await new Promise((r) => setTimeout(r, 100));
    await t.call('POST', '/logout', { token, form: { logout: 'true' } });
    const answer = await waiting;
    expect(answer.status).toBe(401);
    expect(answer.body.exceptioncode).toBe(ExceptionCode.SessionExpired);
  });

  it('refuses a since that is not an id', async () => {
    const token = await t.login('demo', 'demo1234');
    expect((await poll(token, "1'; DROP TABLE hub_events;--")).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM hub_events`.execute(t.db)).rows[0].n)).toBeGreaterThan(0);
  });
});

describe('hub_events are kept a week', () => {
  it('pruning removes older events only', async () => {
    const title = await message({ customerId: company.demo });
    const { id } = await t.db.selectFrom('hub_events').select('id').where(sql<boolean>`payload->>'title' = ${title}`).executeTakeFirstOrThrow();
    await t.db.updateTable('hub_events').set({ created_at: new Date(Date.now() - 8 * 24 * 3600 * 1000) }).where('id', '=', id).execute();
    const fresh = await message({ customerId: company.demo });
    expect(await pruneHubEvents(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db.selectFrom('hub_events').select(sql<string>`payload->>'title'`.as('title')).execute();
    expect(left.map((r) => r.title)).toContain(fresh);
    expect(left.map((r) => r.title)).not.toContain(title);
  });
});
