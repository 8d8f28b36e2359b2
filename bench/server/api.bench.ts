// API bench (issue 2): login, getcusclientdata and a cususer-list page under load (wrk), next to a
// bare Fastify JSON route in the same run, plus the server's resident memory idle and under load.
// Run: `npm run bench -- server` (or `npx tsx bench/server/api.bench.ts`); BENCH_SECONDS sets the
// duration of each scenario (default 10), BENCH_CONNECTIONS the concurrency (default 10), BENCH_DB=pg
// a throwaway PostgreSQL 15 instead of PGlite.
import { runScenarios, type Scenario, signedUrl, withBenchServer } from './serverHarness';
import { benchNumber } from '../support/benchEnv';

const seconds = benchNumber('BENCH_SECONDS', 10, 1);
const connections = benchNumber('BENCH_CONNECTIONS', 10, 1);

await withBenchServer({}, async ({ base, bare, token, database, pid, idleMb }) => {
  const loginForm = { data: JSON.stringify({ name: 'demo', password: 'demo1234' }) };
  const loginBody = new URLSearchParams(loginForm).toString();
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const scenarios: Scenario[] = [
    ['bare Fastify JSON route', { url: `${bare}/bare`, connections, seconds }],
    // One connection: the guessing limits count an attempt as a failure until its password is checked, so
    // parallel logins of one account from one address are refused past five (loginRateLimit.ts), as a
    // password-spraying client's would be; a user logs in once at a time.
    ['custrylogin (argon2id), one at a time', () => ({ url: signedUrl(base, '/custrylogin', '', loginForm), method: 'POST', headers: form, body: loginBody, connections: 1, seconds })],
    ['getcusclientdata', () => ({ url: signedUrl(base, '/getcusclientdata', token), connections, seconds })],
    ['cususer-list page (10)', () => ({ url: signedUrl(base, '/cususer-list', token, {}, { current: '1', size: '10' }), connections, seconds })],
  ];
  await runScenarios(`API bench: ${seconds}s per scenario, ${connections} connections, ${database}, load generator on the same machine`, scenarios, pid, idleMb);
});
