// Engine bench (issues 4, 11 and 49): product-list calls over 1,000,000 products (half of them Demo Trading
// Co.'s) through the real app, next to a bare Fastify route running the engine's own read for the same
// calls (readListPage: the page and its capped count in one statement, or a held total; listBaseline.ts) on
// the same database, in the same run, on PGlite and on a throwaway PostgreSQL 15.
// The calls vary as users' do (issue 49; one call asked again and again measured a cached, fixed-cost
// path): country filter or none, sort field and direction, page and page size from a fixed seed, the same
// sequence for the engine and the bare route (support/requestMix.ts), so the count, the plan and the
// statement caches are exercised. Load from wrk (support/loadGenerator.ts: 10 connections, a request times
// out after BENCH_TIMEOUT_SECONDS, 20, and timeouts are reported beside the percentiles).
// Measured in short paired rounds taken in turn (support/pairedRounds.ts), judged on the median round's
// p99 ratio (req/s ratio printed beside it; CPU per request is this process's, which holds the app, the
// bare route and PGlite's thread, not PostgreSQL's server processes). Goals: p99 <= 20 ms on PGlite and
// <= 10 ms on PostgreSQL; engine <= 1.3x the bare route.
// Also, each apart: the session cache cold (the app without the database's notifications reads its
// session on every call, as every call did before 2026-11-26, with a new login each round); and a deep page
// (row ~99,990 of the 125,000 that match) by keyset cursor through the app next to the bare route running
// the same keyset query, with the bare OFFSET 99,990 on its own labelled line (what a deep page cost
// before keyset paging).
// BENCH_ROWS (default 1,000,000), BENCH_PAIRS (default 9), BENCH_PAIR_SECONDS (default 3 a side) make it
// shorter; BENCH_DB=pglite or BENCH_DB=pg runs only that database (both by default).
import Fastify from 'fastify';
import { type Kysely, sql } from 'kysely';
import { readFileSync } from 'node:fs';
import { startPostgres } from '../../tests/api/support/postgresServer';
import { benchPostgresDatabase } from '../server/benchDatabase';
import { serveListBaseline } from '../server/listBaseline';
import { chooseLoadGenerator, generateLoad, type LoadRun } from '../support/loadGenerator';
import { buildApp } from '../../src/server/app';
import { connect, type DbHandle, defaultPoolSize } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/seed/seed';
import { formatChinaTimestamp } from '../../src/shared/wire/chinaTime';
import { API_PREFIX } from '../../src/shared/wire/params';
import { DEFAULT_SIGN_SECRET, signFields } from '../../src/shared/wire/sign';
import { benchNumber } from '../support/benchEnv';
import { GoalReport, validity } from '../support/goals';
import { pairedRounds, printPairs, type SideFigures, shownMs } from '../support/pairedRounds';
import { type ListQuery, querySequence } from '../support/requestMix';

const ROWS = benchNumber('BENCH_ROWS', 1_000_000, 1);
const CONNECTIONS = 10;
/** Row 99,990 of the 125,000 that match, or, with fewer BENCH_ROWS, the last full page of 10 before the end. */
const DEEP_OFFSET = Math.max(0, Math.min(99_990, Math.floor(ROWS / 80) * 10 - 10));
/** Rounds of the engine and the bare route taken in turn, and each side's seconds in a round. */
const PAIRS = benchNumber('BENCH_PAIRS', 9, 1);
const PAIR_SECONDS = benchNumber('BENCH_PAIR_SECONDS', 3, 1);
const GENERATOR = chooseLoadGenerator();
/** Calls in the sequence: more than a round answers, so a round never asks the same call twice. */
const CALLS = 20_000;
const P99_GOAL_MS = { pglite: 20, pg: 10 };

const COUNTRIES = ['CN', 'VN', 'DE', 'US'];
/** The product list's calls: a country or none, sorted on an indexed field or the newest first, pages 1 to 5, 10 or 20 a page. */
const QUERIES: ListQuery[] = querySequence(4, CALLS, (pick) => {
  const query: ListQuery = { current: String(pick.chance(0.5) ? 1 : pick.between(2, 5)), size: pick.one(['10', '10', '20']) };
  const sort = pick.one(['sku', 'sku', 'sku', 'hsCode', 'id']);
  query.sort = sort;
  query.order = sort === 'id' ? 'desc' : pick.one(['asc', 'asc', 'desc']);
  if (pick.chance(0.8)) query.filter = JSON.stringify({ originCountry: { eq: pick.one(COUNTRIES) } });
  return query;
});
/** The deep page's list: what the first engine bench asked, country CN by sku. */
const DEEP_LIST = { size: '10', sort: 'sku', order: 'asc', filter: JSON.stringify({ originCountry: { eq: 'CN' } }) };

const report = new GoalReport('engine-list');
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** In a child process, asynchronously: the servers under test run in this one's event loop. */
async function measure(run: LoadRun): Promise<SideFigures> {
  const cpuBefore = process.cpuUsage();
  const r = await generateLoad(GENERATOR, run);
  const cpu = process.cpuUsage(cpuBefore);
  // wrk stops at its deadline with requests still queued here; one more call waits them out, so the
  // next run starts on an idle server (a deep OFFSET page left a second of PGlite's work behind it).
  await fetch(run.paths ? new URL(run.paths[run.paths.length - 1], run.url) : run.url).then((response) => response.arrayBuffer());
  return { ...r, cpuPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(r.total, 1) };
}

async function loadRows(db: Kysely<Database>): Promise<void> {
  const ids = await db.selectFrom('customers').select(['id', 'customer_cd']).execute();
  const demo = ids.find((c) => c.customer_cd === 'DEMO')!.id;
  const acme = ids.find((c) => c.customer_cd === 'ACME')!.id;
  const started = Date.now();
  // Half the rows are demo's; of those a quarter come from each country: 125,000 match a country.
  for (let from = 1; from <= ROWS; from += 250_000) {
    const to = Math.min(ROWS, from + 249_999);
    await sql`INSERT INTO products (customer_id, created_by, sku, name_en, name_zh, hs_code, unit, unit_weight_kg, declared_value, currency, origin_country)
      SELECT CASE WHEN i % 2 = 0 THEN ${demo}::int ELSE ${acme}::int END, 1, 'SKU-' || lpad(i::text, 7, '0'), 'Widget ' || i, '部件' || i,
        lpad(((i::bigint * 7919) % 1000000)::text, 6, '0') || '00', 'PCS', (i % 1000) / 100.0, (i % 5000) / 10.0, 'USD',
        (ARRAY['CN','VN','DE','US'])[1 + (i / 2) % 4]
      FROM generate_series(${from}::int, ${to}::int) AS i`.execute(db);
  }
  // Steady state (autovacuum would get there): visibility map set, so counts are index-only scans.
  await sql`VACUUM ANALYZE products`.execute(db);
  console.log(`  loaded ${ROWS.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function signedQuery(token: string, form: Record<string, string>, extra: Record<string, string> = {}): Record<string, string> {
  const query = { tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: 'true', ...extra };
  return { ...query, hash: signFields(DEFAULT_SIGN_SECRET, query, form) };
}

interface ListAnswer {
  success: boolean;
  message: string;
  data: { result: Array<{ id: number; sku: string }>; page: { total: number; totalKind: string; nextCursor?: string } };
}
const answerOf = async (url: string) => (await (await fetch(url)).json()) as ListAnswer;

async function benchOne(label: string, kind: 'pglite' | 'pg', handle: DbHandle<Database>): Promise<void> {
  console.log(`\n${label}`);
  await migrate(handle.db);
  await seedDatabase(handle.db, { demo: true });
  await loadRows(handle.db);
  const portOf = (app: { server: { address(): unknown } }) => (app.server.address() as { port: number }).port;
  const app = await buildApp({ db: handle.db, logger: false, notifications: handle.notifications, loginRateLimit: { maxFailuresPerPair: 1e9, maxFailuresPerAddress: 1e9 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The session cache cold: without the notifications, the app holds no session and reads it on every call.
  const unheld = await buildApp({ db: handle.db, logger: false, loginRateLimit: { maxFailuresPerPair: 1e9, maxFailuresPerAddress: 1e9 } });
  await unheld.listen({ port: 0, host: '127.0.0.1' });
  const demoId = (await handle.db.selectFrom('customers').select('id').where('customer_cd', '=', 'DEMO').executeTakeFirstOrThrow()).id;
  const bareApp = Fastify({ logger: false });
  serveListBaseline(bareApp, handle.db, demoId);
  await bareApp.listen({ port: 0, host: '127.0.0.1' });
  const engine = `http://127.0.0.1:${portOf(app)}`;
  const cold = `http://127.0.0.1:${portOf(unheld)}`;
  const bare = `http://127.0.0.1:${portOf(bareApp)}`;

  const login = async (origin: string) => {
    const form = { data: JSON.stringify({ name: 'demo', password: 'demo1234' }) };
    const res = await fetch(`${origin}${API_PREFIX}/custrylogin?${new URLSearchParams(signedQuery('', form))}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
    return ((await res.json()) as { data: { token: { Id: string } } }).data.token.Id;
  };
  const token = await login(engine);
  const enginePath = (query: ListQuery, as = token) => `${API_PREFIX}/product-list?${new URLSearchParams(signedQuery(as, {}, query))}`;
  const barePath = (query: ListQuery) => `/bare/list/product?${new URLSearchParams(query)}`;
  // Signed when a round starts: a signature's timestamp is good for 5 minutes.
  const enginePaths = (as = token) => QUERIES.map((query) => enginePath(query, as));
  const barePaths = QUERIES.map(barePath);

  // Same answers from both before measuring.
  for (let i = 0; i < 20; i++) {
    const [e, b] = await Promise.all([answerOf(`${engine}${enginePath(QUERIES[i])}`), answerOf(`${bare}${barePath(QUERIES[i])}`)]);
    if (!e.success) throw new Error(`product-list ${JSON.stringify(QUERIES[i])}: ${e.message}`);
    if (e.data.page.total !== b.data.page.total || e.data.result.map((r) => r.id).join() !== b.data.result.map((r) => r.id).join()) throw new Error(`engine and bare answers differ for ${JSON.stringify(QUERIES[i])}`);
  }
  console.log(`  the first 20 calls answer alike through the engine and the bare route (load average ${loadAverage()})`);
  // The cursor of the row before the deep page, as a client paging forward would hold it.
  const before = await answerOf(`${engine}${enginePath({ ...DEEP_LIST, current: String(DEEP_OFFSET / 10) })}`);
  const deepKeyset = { ...DEEP_LIST, current: String(DEEP_OFFSET / 10 + 1), after: before.data.page.nextCursor! };
  const deepOffset = { ...DEEP_LIST, current: String(DEEP_OFFSET / 10 + 1) };
  const deep = await Promise.all([answerOf(`${engine}${enginePath(deepKeyset)}`), answerOf(`${bare}${barePath(deepKeyset)}`), answerOf(`${bare}${barePath(deepOffset)}`)]);
  if (new Set(deep.map((d) => d.data.result[0]?.sku)).size !== 1) throw new Error('deep page: the keyset and offset answers differ');

  const run = (origin: string, paths: string[]): LoadRun => ({ url: origin, paths, connections: CONNECTIONS, seconds: PAIR_SECONDS });
  await measure({ ...run(engine, enginePaths()), seconds: 2 });
  await measure({ ...run(bare, barePaths), seconds: 2 });

  // 1. The varied calls, the session held.
  const varied = await pairedRounds(PAIRS, (side) => measure(side === 'engine' ? run(engine, enginePaths()) : run(bare, barePaths)));
  printPairs(`product-list, varied calls (load average ${loadAverage()})`, varied, 'engine', 'bare route');
  const invalid = validity(varied.engine) ?? validity(varied.baseline);
  const bareP99 = { label: 'bare route, same calls', value: varied.baselineP99 };
  report.figureAtMost(`product-list p99, ${CONNECTIONS} connections, ${label}`, varied.engineP99, 'ms', P99_GOAL_MS[kind], bareP99, invalid);
  report.ratioAtMost(`product-list engine / bare p99, ${label}`, varied.engineP99, 'ms', bareP99, 1.3, varied.p99Ratio, invalid);

  // 2. The session cache cold: every call reads its session, and each round logs in anew.
  const coldRounds = await pairedRounds(PAIRS, async (side) => (side === 'engine' ? measure(run(cold, enginePaths(await login(cold)))) : measure(run(bare, barePaths))));
  printPairs(`product-list, varied calls, session cache cold (every call reads its session, a new login each round)`, coldRounds, 'engine, cold', 'bare route');
  console.log(`    figure, not a goal: engine p99 ${shownMs(coldRounds.engineP99)} ms with the session cache cold, ${shownMs(varied.engineP99)} ms held; ${coldRounds.p99Ratio.toFixed(2)}x the bare route's p99 cold, ${varied.p99Ratio.toFixed(2)}x held`);

  // 3. A deep page by keyset cursor, both sides the same keyset query; then the bare OFFSET, labelled.
  const deepRounds = await pairedRounds(PAIRS, (side) => measure(side === 'engine' ? run(engine, [enginePath(deepKeyset)]) : run(bare, [barePath(deepKeyset)])));
  printPairs(`deep page (row ${DEEP_OFFSET.toLocaleString('en')}), keyset cursor on both sides`, deepRounds, 'engine keyset', 'bare keyset');
  const deepInvalid = validity(deepRounds.engine) ?? validity(deepRounds.baseline);
  report.ratioAtMost(`deep page by keyset, engine / bare keyset p99, ${label}`, deepRounds.engineP99, 'ms', { label: 'bare route, same keyset query', value: deepRounds.baselineP99 }, 1.3, deepRounds.p99Ratio, deepInvalid);
  const offset = await measure({ ...run(bare, [barePath(deepOffset)]), seconds: PAIR_SECONDS * 2 });
  console.log(`  bare OFFSET ${DEEP_OFFSET.toLocaleString('en')} (what a deep page cost before keyset paging, not a goal): p50 ${shownMs(offset.p50)} ms, p99 ${shownMs(offset.p99)} ms, ${offset.rps.toFixed(0)} req/s, ${offset.timeouts} timeouts, ${offset.slow} over 2 s`);

  await app.close();
  await unheld.close();
  await bareApp.close();
}

console.log(`engine list bench: ${ROWS.toLocaleString('en')} products, ${CALLS.toLocaleString('en')} varied product-list calls in a fixed order; ${CONNECTIONS} connections, ${PAIRS} paired rounds of ${PAIR_SECONDS} s a side; load from ${GENERATOR}`);

async function benchPglite(): Promise<void> {
  const lite = await connect<Database>({ kind: 'pglite', dataDir: null });
  try {
    await benchOne('PGlite (in memory)', 'pglite', lite);
  } finally {
    await lite.close();
  }
}

async function benchPostgres(): Promise<void> {
  const server = await startPostgres();
  try {
    // Loopback TCP cost this process 0.53 ms of CPU per list call where the Unix socket took 0.43 (2026-11-27).
    const { url, how } = await benchPostgresDatabase(server);
    const handle = await connect<Database>({ kind: 'pg', url });
    try {
      await benchOne(`PostgreSQL 15 (throwaway server, ${how}, pool of ${defaultPoolSize()}: twice the cores)`, 'pg', handle);
    } finally {
      await handle.close();
    }
  } finally {
    server.stop();
  }
}

const only = process.env.BENCH_DB;
if (only !== undefined && only !== 'pglite' && only !== 'pg') throw new Error(`BENCH_DB must be pglite or pg, not "${only}"`);
if (only !== 'pg') await benchPglite();
if (only !== 'pglite') await benchPostgres();
report.summary();
