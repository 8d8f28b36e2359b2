// Issue 8's load figure: 50 signed-in users paging a list (address-list, 10 rows of 2,000) for
// BENCH_SECONDS (default 30) next to a bare Fastify JSON route under the same 50 connections in the
// same run; prints p50, p99, req/s and the server's peak resident memory. Goal: p99 <= 50 ms and
// RSS <= 500 MB throughout. Run: `npm run bench -- server` or `npx tsx bench/server/listUsers.bench.ts`.
import { BENCH_PASSWORD } from './listUsersSeed';
import { type AutocannonOptions, autocannon, login, rssMb, signedUrl, startServer } from './serverHarness';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const USERS = 50;

async function main() {
  const server = await startServer({ BENCH_USERS: String(USERS), BENCH_LIST_ROWS: '2000' });
  const base = `http://127.0.0.1:${server.port}`;
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const idleMb = rssMb(server.child.pid!);
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

    let peakMb = rssMb(server.child.pid!);
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(server.child.pid!))), 200);
    let next = 0;
    const rows: Array<{ scenario: string; reqPerSec: number; p50Ms: number; p99Ms: number; failures: number }> = [];
    const scenarios: Array<[string, AutocannonOptions]> = [
      ['bare Fastify JSON route', { url: `http://127.0.0.1:${server.barePort}/bare`, connections: USERS, duration: seconds }],
      ['address-list page, 50 users', { url: base, connections: USERS, duration: seconds, requests: [{ setupRequest: (req: { path: string }) => ({ ...req, path: paths[next++ % paths.length] }) }] }],
    ];
    for (const [scenario, opts] of scenarios) {
      const r = await autocannon(opts);
      if (r.non2xx + r.errors + r.timeouts > 0) console.log(scenario, { non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts });
      rows.push({ scenario, reqPerSec: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, failures: r.non2xx + r.errors + r.timeouts });
    }
    clearInterval(sampler);
    console.log(`\nList bench: ${USERS} signed-in users, ${seconds}s per scenario, PGlite, load generator on the same machine`);
    console.table(rows.map((r) => ({ ...r, 'vs bare': `${((r.reqPerSec / rows[0].reqPerSec) * 100).toFixed(1)}%` })));
    console.log(`server RSS: idle ${idleMb} MB, peak under load ${peakMb} MB (goal <= 500), after load ${rssMb(server.child.pid!)} MB`);
    if (rows.some((r) => r.failures > 0)) {
      console.error('some requests failed: the figures above are not valid');
      process.exitCode = 1;
    }
  } finally {
    server.child.kill('SIGTERM');
  }
}

await main();
