// A PostgreSQL restart under load (issue 40): two real server processes on one PostgreSQL 15 cluster of
// this test's own (a restart would cut every other test file off the suite's shared one), calls
// running against both while `pg_ctl -m fast restart` tells every backend 57P01. Both processes stay
// up, the calls the restart cut are answered 503, calls after it succeed, the hub's listener comes back
// (a message written after the restart reaches a socket opened before it, and the socket is told to
// catch up), `/ready` says no while the database is down and yes once it is back, and `/health` says
// alive all along. Last, SIGTERM drains a process: no new connection, its hub socket handed back, the
// call in flight (held by a lock) answered, then a clean exit.
import { Client } from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { HubClient } from '../../src/client/hub/hubClient';
import type { HubEvent } from '../../src/shared/wire/hub';
import { HUB_SOCKET_PATH, HubClose } from '../../src/shared/wire/hub';
import { openHub } from './support/hubTestClient';
import { describeOnPostgres } from './support/apiStep';
import { type PostgresServer, startPostgres } from './support/postgresServer';
import { loginOn, type ServerProcess, signedCall, startServerProcess } from './support/serverProcess';
import { createThrowawayDatabase } from './support/throwawayDatabase';

// A test here starts real server processes (build, migrations, seed) one after another: at load 14 on two
// cores a start took over 120 s, so the hang guard of this file is longer than the projects' 300 s.
vi.setConfig({ testTimeout: 900_000, hookTimeout: 900_000 });

let cluster: PostgresServer;
let url = '';
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  cluster = await startPostgres();
  url = (await createThrowawayDatabase(cluster.url, 'f9_restart')).url;
  const env = { DATABASE_URL: url, F9_DEMO: '1', DATABASE_POOL_SIZE: '4' };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  cluster?.stop();
});

/** Whether each process still runs, and the end of what it printed (a crash says why there). */
const processes = () => [a, b].map((p, i) => `${'AB'[i]}: ${p.running() ? 'running' : 'EXITED'}\n${p.output().slice(-3000)}`).join('\n');

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what} did not happen within ${ms} ms\n${processes()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const statusOf = async (base: string, path: string) => {
  try {
    return (await fetch(`${base}${path}`)).status;
  } catch {
    return 0;
  }
};

/** Calls a customer makes, on both processes in turn, until stopped; counts what came back. */
function load(token: string) {
  let running = true;
  const seen = { ok: 0, failed: 0, refusals: new Set<string>() };
  const worker = async (i: number) => {
    while (running) {
      const base = i % 2 === 0 ? a.base : b.base;
      try {
        const calls = [
          () => signedCall(base, 'GET', '/getcusclientdata', { token }),
          () => signedCall(base, 'GET', '/address-list', { token, query: { current: '1', size: '20' } }),
          () => signedCall(base, 'POST', '/booking', { token, form: { data: JSON.stringify({ mode: 'AIR', remarks: `load ${i}` }) } }),
        ];
        const res = await calls[seen.ok % calls.length]!();
        if (res.body.success) seen.ok++;
        else {
          seen.failed++;
          seen.refusals.add(`${res.status} ${res.body.exceptioncode} ${res.body.message}`);
        }
      } catch (error) {
        seen.failed++;
        seen.refusals.add(String(error));
      }
    }
  };
  const workers = Array.from({ length: 6 }, (_, i) => worker(i));
  return {
    seen,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

describeOnPostgres('a PostgreSQL restart under load', () => {
  it('costs only the calls in flight: both processes stay up, later calls succeed, the hub comes back', async () => {
    const token = await loginOn(a.base, 'demo', 'demo1234');
    const received: HubEvent[] = [];
    let resyncs = 0;
    const hub = new HubClient({
      url: `${b.base.replace(/^http/, 'ws')}${HUB_SOCKET_PATH}`,
      token: () => token,
      culture: () => 'en-US',
      onEvent: (e) => received.push(e),
      onResync: () => resyncs++,
      WebSocketImpl: WebSocket,
      retryFirstMs: 100,
      retryMaxMs: 400,
    });
    hub.start();
    try {
      await until(() => hub.state === 'live', 'the hub socket on B');
      const traffic = load(token);
      await until(() => traffic.seen.ok > 30, 'calls before the restart');
      await cluster.restart();
      const okAtRestart = traffic.seen.ok;
      await until(() => traffic.seen.ok > okAtRestart + 30, 'calls after the restart');
      await traffic.stop();
      // A call the restart cut is told to try again (503), never a server error.
      for (const refusal of traffic.seen.refusals) expect(refusal).toBe('503 10009 The service is briefly unavailable. Please try again in a moment.');
      expect(a.running(), a.output()).toBe(true);
      expect(b.running(), b.output()).toBe(true);
      expect(a.output() + b.output()).not.toMatch(/Unhandled 'error'|uncaught/i);

      // Every call now succeeds on both, reads and writes.
      for (const base of [a.base, b.base]) {
        expect((await signedCall(base, 'GET', '/getcusclientdata', { token })).body.success).toBe(true);
        const made = await signedCall<{ id: number }>(base, 'POST', '/booking', { token, form: { data: JSON.stringify({ mode: 'SEA' }) } });
        expect(made.body.success, JSON.stringify(made.body)).toBe(true);
      }

      // B's listener is back: it told its sockets to catch up, and a message written now reaches the socket opened before the restart.
      await until(() => resyncs > 0, "B's hub telling its socket to catch up");
      const sql = new Client({ connectionString: url });
      await sql.connect();
      try {
        const title = `after the restart ${Date.now()}`;
        await sql.query("INSERT INTO home_messages (title, audience) VALUES ($1, 'all')", [title]);
        await until(() => received.some((e) => e.payload.title === title), 'the message written after the restart reaching the socket on B');
      } finally {
        await sql.end();
      }
    } finally {
      hub.stop();
    }
  });

  it('/ready says no while the database is down and yes once it is back; /health says alive throughout', async () => {
    for (const base of [a.base, b.base]) {
      expect(await statusOf(base, '/ready')).toBe(200);
      expect(await statusOf(base, '/health')).toBe(200);
    }
    await cluster.halt();
    try {
      for (const base of [a.base, b.base]) {
        await until(async () => (await statusOf(base, '/ready')) === 503, `/ready of ${base} saying no`);
        expect(await statusOf(base, '/health')).toBe(200);
        const body = (await (await fetch(`${base}/ready`)).json()) as { success: boolean; data: { database: string } };
        expect(body).toMatchObject({ success: false, data: { ready: false, database: 'unreachable' } });
        // A call meanwhile is told to come back in a moment, in its language.
        const call = await signedCall(base, 'GET', '/getsitename', { culture: 'zh-CN' });
        expect(call.status).toBe(503);
        expect(call.body).toEqual({ success: false, data: null, message: '服务暂时不可用，请稍后重试。', exceptioncode: 10009 });
      }
    } finally {
      await cluster.start();
    }
    for (const base of [a.base, b.base]) await until(async () => (await statusOf(base, '/ready')) === 200, `/ready of ${base} saying yes again`);
    expect(a.running() && b.running()).toBe(true);
  });
});

describeOnPostgres('SIGTERM', () => {
  it('drains: no new connections, hub sockets handed back, the call in flight answered, then exit 0', async () => {
    const token = await loginOn(a.base, 'demo', 'demo1234');
    const socket = await openHub(a.base);
    socket.hello(token);
    await socket.waitFor((m) => m.type === 'ready');
    const sql = new Client({ connectionString: url });
    await sql.connect();
    try {
      // The address list waits on this lock: a call in flight for as long as the test wants.
      await sql.query('BEGIN');
      await sql.query('LOCK TABLE addresses IN ACCESS EXCLUSIVE MODE');
      let settled: unknown;
      const inFlight = signedCall<{ result: unknown[] }>(a.base, 'GET', '/address-list', { token }).then((answer) => (settled = answer));
      // Its statement waits in the parse (pg_stat_activity may still show the connection's previous text).
      // A call answered without waiting (nothing to wait on) fails here at once, with its answer.
      const waiting = async () => {
        if (settled !== undefined) throw new Error(`the address list answered without waiting on the lock: ${JSON.stringify(settled)}\n${processes()}`);
        return Number((await sql.query("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).rows[0].n) > 0;
      };
      await until(waiting, 'the address list waiting on the lock').catch(async (error: Error) => {
        // What the database was doing instead: which connections there were, in what state, waiting on what.
        const activity = await sql.query('SELECT pid, state, wait_event_type, wait_event, left(query, 120) AS query FROM pg_stat_activity WHERE datname = current_database()');
        // And whether A answers anything else meanwhile: a stuck call, or a stuck process (or pool).
        const other = await Promise.race([
          signedCall(a.base, 'GET', '/getcusclientdata', { token }).then((r) => `answered ${r.status}`, (e: unknown) => `failed: ${String(e)}`),
          new Promise<string>((r) => setTimeout(() => r('no answer within 40 s'), 40_000)),
        ]);
        throw new Error(`${error.message}\nA's client data meanwhile: ${other}\n${JSON.stringify(activity.rows, null, 1)}\n${processes()}`);
      });

      process.kill(a.pid, 'SIGTERM');
      await until(() => a.output().includes('SIGTERM: draining'), 'A saying it drains');
      await until(async () => (await statusOf(a.base, '/health')) === 0, 'A refusing new connections');
      expect(await socket.closed(30_000)).toBe(HubClose.goingAway);
      expect(a.running()).toBe(true);

      await sql.query('COMMIT');
      const answer = await inFlight;
      expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
      await until(() => !a.running(), 'A exiting');
      expect(a.exitCode(), a.output()).toBe(0);
      expect(a.output()).toContain('SIGTERM: stopped');
    } finally {
      await sql.end();
    }
  });
});
