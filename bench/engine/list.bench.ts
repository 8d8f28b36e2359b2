// Engine bench (issue 4): a product-list call over 1,000,000 rows (filtered on originCountry, sorted
// on the indexed sku, page of 10) through the real app, next to a bare Fastify handler running the
// same two SQL statements on the same database, in the same run; on PGlite and on a throwaway
// PostgreSQL 15. autocannon runs in a child process; prints p50/p99, req/s and the overhead ratio.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { startPostgres } from '../../tests/api/support/postgresServer';
import { buildApp } from '../../src/server/app';
import { connect, type DbHandle } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { parseListQuery } from '../../src/server/resources/listQuery';
import { findDomainResource } from '../../src/server/domains';
import { orderSql, selectColumns, tableRef, whereSql } from '../../src/server/resources/sqlParts';
import { seedDatabase } from '../../src/server/seed/seed';
import { formatChinaTimestamp } from '../../src/shared/wire/chinaTime';
import { API_PREFIX } from '../../src/shared/wire/params';
import { DEFAULT_SIGN_SECRET, signFields } from '../../src/shared/wire/sign';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const root = resolve(import.meta.dirname, '../..');
const LIST_QUERY = { current: '1', size: '10', sort: 'sku', order: 'asc', filter: JSON.stringify({ originCountry: { eq: 'CN' } }) };

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/** In a child process, asynchronously: the servers under test run in this one's event loop. */
async function autocannon(url: string, seconds: number): Promise<Figures> {
  const { stdout } = await promisify(execFile)(process.execPath, [resolve(root, 'node_modules/autocannon/autocannon.js'), '-c', String(CONNECTIONS), '-d', String(seconds), '-j', url], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const r = JSON.parse(stdout);
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, errors: r.errors + r.non2xx };
}

async function loadRows(db: Kysely<Database>): Promise<void> {
  const ids = await db.selectFrom('customers').select(['id', 'customer_cd']).execute();
  const demo = ids.find((c) => c.customer_cd === 'DEMO')!.id;
  const acme = ids.find((c) => c.customer_cd === 'ACME')!.id;
  const started = Date.now();
  // Half the rows are demo's; of those a quarter come from CN: 125,000 match the filter.
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

/** The bare baseline: the same two statements the engine runs for this list call, and JSON out. */
async function bareServer(db: Kysely<Database>, customerId: number): Promise<FastifyInstance> {
  const def = findDomainResource('product')!;
  const spec = parseListQuery(def, LIST_QUERY, 'en');
  const scope = { customerId };
  const count = sql`SELECT count(*)::int AS total FROM ${tableRef(def)} WHERE ${whereSql(def, scope, spec.filters)}`.compile(db);
  const page = sql`SELECT ${selectColumns(def)} FROM ${tableRef(def)} WHERE ${whereSql(def, scope, spec.filters)} ORDER BY ${orderSql(spec)} LIMIT ${10} OFFSET ${0}`.compile(db);
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => {
    const [total, rows] = await Promise.all([db.executeQuery(CompiledQuery.raw(count.sql, [...count.parameters])), db.executeQuery(CompiledQuery.raw(page.sql, [...page.parameters]))]);
    return { success: true, data: { result: rows.rows, page: { current: 1, size: 10, total: (total.rows[0] as { total: number }).total } }, message: '', exceptioncode: 0 };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return bare;
}

const portOf = (app: FastifyInstance) => {
  const a = app.server.address();
  return typeof a === 'object' && a ? a.port : 0;
};

async function benchOne(label: string, handle: DbHandle<Database>): Promise<void> {
  console.log(`\n${label}`);
  await migrate(handle.db);
  await seedDatabase(handle.db);
  await loadRows(handle.db);
  const app = await buildApp({ db: handle.db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}/custrylogin?${new URLSearchParams(signedQuery('', { data: JSON.stringify({ name: 'demo', password: 'demo1234' }) }))}`,
    payload: new URLSearchParams({ data: JSON.stringify({ name: 'demo', password: 'demo1234' }) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const token = login.json().data.token.Id as string;
  const demoId = (await handle.db.selectFrom('customers').select('id').where('customer_cd', '=', 'DEMO').executeTakeFirstOrThrow()).id;
  const bare = await bareServer(handle.db, demoId);

  // Same answer from both before measuring.
  const engineUrl = () => `http://127.0.0.1:${portOf(app)}${API_PREFIX}/product-list?${new URLSearchParams(signedQuery(token, {}, LIST_QUERY))}`;
  const bareUrl = `http://127.0.0.1:${portOf(bare)}/bare`;
  const [e, b] = await Promise.all([fetch(engineUrl()).then((r) => r.json()), fetch(bareUrl).then((r) => r.json())]);
  if (e.data.page.total !== b.data.page.total || e.data.result[0].sku !== b.data.result[0].sku) throw new Error('engine and bare answers differ');
  console.log(`  answer: total ${e.data.page.total}, first sku ${e.data.result[0].sku}`);

  await autocannon(bareUrl, 2);
  await autocannon(engineUrl(), 2);
  const bareFig = await autocannon(bareUrl, SECONDS);
  const engineFig = await autocannon(engineUrl(), SECONDS);
  const row = (name: string, f: Figures) => `  ${name.padEnd(8)} p50 ${String(f.p50).padStart(5)} ms  p99 ${String(f.p99).padStart(5)} ms  ${f.rps.toFixed(0).padStart(6)} req/s  errors ${f.errors}`;
  console.log(row('bare', bareFig));
  console.log(row('engine', engineFig));
  console.log(`  engine overhead: ${(bareFig.rps / engineFig.rps).toFixed(2)}x the bare time per request (req/s ratio), p50 ratio ${(engineFig.p50 / Math.max(bareFig.p50, 1)).toFixed(2)}`);
  await app.close();
  await bare.close();
}

function signedQuery(token: string, form: Record<string, string>, extra: Record<string, string> = {}): Record<string, string> {
  const query = { tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: 'true', ...extra };
  return { ...query, hash: signFields(DEFAULT_SIGN_SECRET, query, form) };
}

console.log(`engine list bench: ${ROWS.toLocaleString('en')} products, filter originCountry = CN, sort sku asc, page 1 of 10; ${CONNECTIONS} connections, ${SECONDS} s each`);
const lite = await connect<Database>({ kind: 'pglite', dataDir: null });
try {
  await benchOne('PGlite (in memory)', lite);
} finally {
  await lite.close();
}
const server = await startPostgres();
try {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('CREATE DATABASE f9_bench');
  await admin.end();
  const handle = await connect<Database>({ kind: 'pg', url: server.url.replace(/\/postgres$/, '/f9_bench') });
  try {
    await benchOne('PostgreSQL 15 (throwaway server, pool of 10)', handle);
  } finally {
    await handle.close();
  }
} finally {
  server.stop();
}
