// CPU cost of one list call, without the network or a load generator: the real app on an in-memory
// PGlite (the 50-users bench data), one signed-in user calling address-list through `inject`, one call
// at a time. Prints the mean time per call and the queries each call sends, next to a bare Fastify
// handler running the same page query. Profile with `node --cpu-prof --import tsx bench/server/listCost.bench.ts`.
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { connect } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/seed/seed';
import { formatChinaTimestamp } from '../../src/shared/wire/chinaTime';
import { API_PREFIX } from '../../src/shared/wire/params';
import { DEFAULT_SIGN_SECRET, signFields } from '../../src/shared/wire/sign';
import { BENCH_PASSWORD, seedListUsers } from './listUsersSeed';
import { benchNumber } from '../support/benchEnv';

const CALLS = benchNumber('BENCH_CALLS', 2000, 1);
let queries = 0;
const handle = await connect<Database>({ kind: 'pglite', dataDir: null }, { log: () => void queries++ });
await migrate(handle.db);
await seedDatabase(handle.db, { demo: true });
await seedListUsers(handle.db, 1, 2000);
await sql`ANALYZE`.execute(handle.db);
const app = await buildApp({ db: handle.db, logger: false });

const signed = (path: string, token: string, form: Record<string, string> = {}, extra: Record<string, string> = {}) => {
  const query: Record<string, string> = { ...extra, tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: 'true' };
  query.hash = signFields(DEFAULT_SIGN_SECRET, query, form);
  return `${API_PREFIX}${path}?${new URLSearchParams(query)}`;
};
const form = { data: JSON.stringify({ name: 'bench.user1', password: BENCH_PASSWORD }) };
const login = await app.inject({ method: 'POST', url: signed('/custrylogin', '', form), payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const token = login.json().data.token.Id as string;

const { customer_id: customerId } = await handle.db.selectFrom('users').select('customer_id').where('account', '=', 'bench.user1').executeTakeFirstOrThrow();
const bare = Fastify({ logger: false });
bare.get('/bare', async (request) => {
  const offset = Number((request.query as { offset?: string }).offset ?? 0);
  const { rows } = await sql`SELECT * FROM addresses WHERE customer_id = ${customerId} ORDER BY name, id LIMIT 11 OFFSET ${offset}`.execute(handle.db);
  return { success: true, data: { result: rows }, message: '', exceptioncode: 0 };
});

async function time(label: string, call: (i: number) => Promise<{ statusCode: number }>) {
  for (let i = 0; i < 200; i++) await call(i);
  queries = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i++) {
    const res = await call(i);
    if (res.statusCode !== 200) throw new Error(`${label}: HTTP ${res.statusCode}`);
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { label, msPerCall: Number((ms / CALLS).toFixed(3)), queriesPerCall: Number((queries / CALLS).toFixed(2)) };
}

const urls = Array.from({ length: 20 }, (_, i) => signed('/address-list', token, {}, { current: String(i + 1), size: '10' }));
// Three rounds, interleaved, best of each: the machine is shared and its noise is larger than the gaps.
const scenarios: Array<[string, (i: number) => Promise<{ statusCode: number }>]> = [
  ['bare handler, the page query alone', (i) => bare.inject({ method: 'GET', url: `/bare?offset=${(i % 20) * 10}` })],
  ['address-list (session, grants, total, page)', (i) => app.inject({ method: 'GET', url: urls[i % urls.length] })],
  ['getcusclientdata', () => app.inject({ method: 'GET', url: signed('/getcusclientdata', token) })],
];
const best = new Map<string, Awaited<ReturnType<typeof time>>>();
for (let round = 0; round < 3; round++) {
  for (const [label, call] of scenarios) {
    const r = await time(label, call);
    if (!best.has(label) || r.msPerCall < best.get(label)!.msPerCall) best.set(label, r);
  }
}
const rows = [...best.values()];
console.log(`\nOne call at a time through inject, best of 3 rounds of ${CALLS} calls, in-memory PGlite (2,000 addresses)`);
console.table(rows.map((r) => ({ ...r, 'vs bare': `${(r.msPerCall / rows[0].msPerCall).toFixed(2)}x` })));
await app.close();
await handle.close();
