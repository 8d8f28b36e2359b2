// Issue 45's 50-user bench: 50 signed-in users of one company paging each of its heaviest lists —
// booking-list, bill-list, fbaOrder-list and shipmentEvent-list — over a forwarder's volumes (100,000
// bookings with 1,000,000 shipment events, 100,000 bills, 100,000 FBA orders of Demo Trading Co., a tenth of
// each of another company's beside them: heavyListsSeed.ts), on PGlite and on PostgreSQL 15. The calls are
// those of the lists' screens, pages, sorts and filter values varied from a fixed seed (heavyListMixes.ts),
// each call in the name of the next of the 50 users. Beside each list, in the same run, a bare Fastify
// route running the engine's own SQL for the same calls in the same order (listBaseline.ts), in paired
// rounds taken in turn (support/pairedRounds.ts). Load from wrk (50 connections, one thread), a request
// timing out after BENCH_TIMEOUT_SECONDS (20).
// A user is a person: each connection pauses before each call, BENCH_THINK_MS (1,000) on average,
// exponentially spread, so 50 users click about 50 times a second in all — as fast as a person can read a
// page, every one of them at once. The judged rounds run so. Beside them, not judged, the same calls
// with no pause at all (each connection asks again the moment it is answered): the server's capacity,
// where the p99 is the queue of 50 callers, whatever a call costs (on PGlite's one database thread, 50
// callers of 5 ms each wait 250 ms).
// Goals, per list and database: p99 <= 50 ms (the median round's engine p99); engine <= 1.3x the bare
// route (the median round's p99 ratio, req/s ratio beside it); engine CPU per call <= 1.15x the bare
// route's (the server process's CPU, median round; on PGlite it holds the database's work too, the same on
// both sides). And the server's resident memory <= 500 MB throughout (issue 8).
// Run: `npx tsx bench/server/heavyLists.bench.ts`; BENCH_DB=pglite or BENCH_DB=pg for one database (both
// by default); BENCH_HEAVY_BOOKINGS, BENCH_HEAVY_BILLS, BENCH_HEAVY_FBA_ORDERS (default 100000 each; ten
// events per booking), BENCH_PAIRS (default 5), BENCH_PAIR_SECONDS (default 10 a side: 500 calls a side
// at 50 a second), BENCH_THINK_MS (default 1000), BENCH_LISTS (a comma list, default all four).
// BENCH_CPU_PROF=<dir> writes the server's CPU profile. A smoke run:
// BENCH_HEAVY_BOOKINGS=2000 BENCH_HEAVY_BILLS=2000 BENCH_HEAVY_FBA_ORDERS=2000 BENCH_PAIRS=1 BENCH_PAIR_SECONDS=2 npx tsx bench/server/heavyLists.bench.ts
import { readFileSync } from 'node:fs';
import { BENCH_PASSWORD } from './listUsersSeed';
import { HEAVY_LISTS, type HeavyList, heavyListQueries } from './heavyListMixes';
import type { HeavyVolumes } from './heavyListsSeed';
import { GENERATOR, login, measureLoad, pathOf, rssPeak, signedUrl, withBenchServer } from './serverHarness';
import { benchNumber } from '../support/benchEnv';
import { GoalReport, validity } from '../support/goals';
import { answersText } from '../support/loadGenerator';
import { pairedRounds, printPairs, shownMs } from '../support/pairedRounds';

const USERS = 50;
const volumes: HeavyVolumes = {
  bookings: benchNumber('BENCH_HEAVY_BOOKINGS', 100_000, 1),
  bills: benchNumber('BENCH_HEAVY_BILLS', 100_000, 1),
  fbaOrders: benchNumber('BENCH_HEAVY_FBA_ORDERS', 100_000, 1),
};
const PAIRS = benchNumber('BENCH_PAIRS', 5, 1);
const PAIR_SECONDS = benchNumber('BENCH_PAIR_SECONDS', 10, 1);
const THINK_MS = benchNumber('BENCH_THINK_MS', 1000);
/** Seconds of each side's run without pauses (the capacity figures). */
const CAPACITY_SECONDS = 5;
/** Calls in a list's sequence: more than a round answers, so a round never asks the same call twice. */
const CALLS = 4000;
const LISTS = (process.env.BENCH_LISTS ? process.env.BENCH_LISTS.split(',') : [...HEAVY_LISTS]) as HeavyList[];
for (const list of LISTS) if (!HEAVY_LISTS.includes(list)) throw new Error(`BENCH_LISTS: ${list} is not one of ${HEAVY_LISTS.join(', ')}`);
const DATABASES = process.env.BENCH_DB ? [process.env.BENCH_DB] : ['pglite', 'pg'];
for (const db of DATABASES) if (db !== 'pglite' && db !== 'pg') throw new Error(`BENCH_DB must be pglite or pg, not "${db}"`);

const report = new GoalReport('heavy-lists');
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

console.log(`heavy lists bench: ${USERS} users of Demo Trading Co., each pausing ${THINK_MS} ms on average before a call; ${volumes.bookings.toLocaleString('en')} bookings (${(volumes.bookings * 10).toLocaleString('en')} events), ${volumes.bills.toLocaleString('en')} bills, ${volumes.fbaOrders.toLocaleString('en')} FBA orders; ${PAIRS} paired rounds of ${PAIR_SECONDS} s a side per list; load from ${GENERATOR}, ${USERS} connections`);

interface ListAnswer {
  success: boolean;
  message?: string;
  data: { result: Array<{ id: number }>; page: { total: number } };
}

const answerOf = async (url: string) => (await (await fetch(url)).json()) as ListAnswer;

for (const database of DATABASES) {
  const env = { BENCH_DB: database, BENCH_USERS: String(USERS), BENCH_HEAVY_BOOKINGS: String(volumes.bookings), BENCH_HEAVY_BILLS: String(volumes.bills), BENCH_HEAVY_FBA_ORDERS: String(volumes.fbaOrders) };
  const started = Date.now();
  await withBenchServer(env, async ({ base, bare, database: label, pid, idleMb }) => {
    console.log(`\n${label}: set up in ${((Date.now() - started) / 1000).toFixed(0)} s (load average ${load()})`);
    const rss = rssPeak(pid);
    const tokens: string[] = [];
    for (let i = 1; i <= USERS; i++) tokens.push(await login(base, `bench.user${i}`, BENCH_PASSWORD));
    for (const list of LISTS) {
      const queries = heavyListQueries(list, volumes, CALLS);
      // Signed when a round starts: a signature's timestamp is good for 5 minutes, a whole run is longer.
      const enginePaths = () => queries.map((query, i) => pathOf(signedUrl(base, `/${list}-list`, tokens[i % USERS], {}, query)));
      const barePaths = queries.map((query) => `/bare/list/${list}?${new URLSearchParams(query)}`);
      // The same answer from both, on the first calls of the sequence, before anything is measured.
      const signed = enginePaths();
      let rows = 0;
      for (let i = 0; i < 20; i++) {
        const [engine, baseline] = await Promise.all([answerOf(`${base}${signed[i]}`), answerOf(`${bare}${barePaths[i]}`)]);
        if (!engine.success) throw new Error(`${list}-list ${JSON.stringify(queries[i])}: ${engine.message}`);
        const ids = (a: ListAnswer) => a.data.result.map((r) => r.id).join(',');
        if (ids(engine) !== ids(baseline) || engine.data.page.total !== baseline.data.page.total) throw new Error(`${list}-list ${JSON.stringify(queries[i])}: the engine and the bare route answer differently`);
        rows += engine.data.result.length;
      }
      console.log(`\n  ${list}-list: the first 20 calls answer ${rows} rows alike through the engine and the bare route`);
      const engineRun = (seconds: number, thinkMs: number) => ({ url: base, paths: enginePaths(), connections: USERS, seconds, thinkMs });
      const bareRun = (seconds: number, thinkMs: number) => ({ url: bare, paths: barePaths, connections: USERS, seconds, thinkMs });
      // The capacity: the same calls without pauses, each side once (their first calls also warm both up).
      const capacity = { engine: await measureLoad(pid, engineRun(CAPACITY_SECONDS, 0)), bare: await measureLoad(pid, bareRun(CAPACITY_SECONDS, 0)) };
      console.log(`    capacity, not judged (${USERS} connections without pauses, ${CAPACITY_SECONDS} s each): engine ${capacity.engine.rps.toFixed(0)} req/s, p50 ${shownMs(capacity.engine.p50)} ms, p99 ${shownMs(capacity.engine.p99)} ms; bare route ${capacity.bare.rps.toFixed(0)} req/s, p50 ${shownMs(capacity.bare.p50)} ms, p99 ${shownMs(capacity.bare.p99)} ms; ${answersText(capacity.engine)}`);
      const summary = await pairedRounds(PAIRS, (side) => measureLoad(pid, side === 'engine' ? engineRun(PAIR_SECONDS, THINK_MS) : bareRun(PAIR_SECONDS, THINK_MS)));
      printPairs(`${list}-list, ${USERS} users pausing ${THINK_MS} ms on average, ${label} (load average ${load()})`, summary, 'engine', 'bare route');
      const invalid = validity(summary.engine) ?? validity(summary.baseline);
      const bareP99 = { label: 'bare route, same calls', value: summary.baselineP99 };
      report.figureAtMost(`${list}-list p99, ${USERS} users, ${label}`, summary.engineP99, 'ms', 50, bareP99, invalid);
      report.ratioAtMost(`${list}-list engine / bare p99, ${label}`, summary.engineP99, 'ms', bareP99, 1.3, summary.p99Ratio, invalid);
      report.ratioAtMost(`${list}-list engine / bare CPU per call, ${label}`, summary.engineCpu!, 'ms', { label: 'bare route', value: summary.baselineCpu! }, 1.15, summary.cpuRatio!, invalid);
    }
    const peak = rss.stop();
    report.figureAtMost(`server resident memory under load, ${label}`, peak, 'MB', 500, { label: 'idle', value: idleMb });
  });
}
report.summary();
