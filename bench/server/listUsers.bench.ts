// Issue 8's load figure: 50 signed-in users paging a list (address-list, 10 rows of 2,000) for
// BENCH_SECONDS (default 30) next to a bare Fastify JSON route under the same 50 connections in the
// same run, and a bare route running the list call's own SQL (listBaseline.ts: what the engine adds is
// the difference); prints p50, p99, req/s and the server's peak resident memory. Goal: p99 <= 50 ms and
// RSS <= 500 MB throughout. Run: `npm run bench -- server` or `npx tsx bench/server/listUsers.bench.ts`.
import { BENCH_PASSWORD } from './listUsersSeed';
import { type AutocannonOptions, login, runScenarios, signedUrl, withBenchServer } from './serverHarness';
import { benchNumber } from '../support/benchEnv';

const seconds = benchNumber('BENCH_SECONDS', 30, 1);
const USERS = 50;

await withBenchServer({ BENCH_USERS: String(USERS), BENCH_LIST_ROWS: '2000' }, async ({ base, bare, database, pid, idleMb }) => {
  const tokens: string[] = [];
  for (let i = 1; i <= USERS; i++) tokens.push(await login(base, `bench.user${i}`, BENCH_PASSWORD));
  // One signed URL per user; each request of the run takes the next user's, so every connection
  // speaks for many users and every user's session is looked up again and again.
  const paths = tokens.map((token, i) => {
    const url = new URL(signedUrl(base, '/address-list', token, {}, { current: String((i % 20) + 1), size: '10' }));
    return url.pathname + url.search;
  });
  const check = await (await fetch(`${base}${paths[0]}`)).json();
  if (!check.success) throw new Error(`address-list: ${check.message}`);

  let next = 0;
  let nextBare = 0;
  const barePaths = tokens.map((_, i) => `/bare/address-list?current=${(i % 20) + 1}&size=10`);
  const scenarios: Array<[string, AutocannonOptions]> = [
    ['bare Fastify JSON route', { url: `${bare}/bare`, connections: USERS, duration: seconds }],
    ['bare address-list SQL (same pages)', { url: bare, connections: USERS, duration: seconds, requests: [{ setupRequest: (req: { path: string }) => ({ ...req, path: barePaths[nextBare++ % barePaths.length] }) }] }],
    ['address-list page, 50 users', { url: base, connections: USERS, duration: seconds, requests: [{ setupRequest: (req: { path: string }) => ({ ...req, path: paths[next++ % paths.length] }) }] }],
  ];
  await runScenarios(`List bench: ${USERS} signed-in users, ${seconds}s per scenario, ${database}, load generator on the same machine`, scenarios, pid, idleMb, ' (goal <= 500)');
});
