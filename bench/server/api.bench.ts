// API bench (issue 2): login, getcusclientdata and a cususer-list page under autocannon, next to a
// bare Fastify JSON route in the same run, plus the server's resident memory idle and under load.
// Run: `npm run bench -- server` (or `npx tsx bench/server/api.bench.ts`); BENCH_SECONDS sets the
// duration of each scenario (default 10), BENCH_CONNECTIONS the concurrency (default 10).
import { type AutocannonOptions, autocannon, rssMb, signedUrl, startServer } from './serverHarness';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main() {
  const server = await startServer();
  const base = `http://127.0.0.1:${server.port}`;
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const idleMb = rssMb(server.child.pid!);
    const loginForm = { data: JSON.stringify({ name: 'demo', password: 'demo1234' }) };
    const loginBody = new URLSearchParams(loginForm).toString();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const login = await fetch(signedUrl(base, '/custrylogin', '', loginForm), { method: 'POST', headers: form, body: loginBody });
    const token = ((await login.json()) as { data: { token: { Id: string } } }).data.token.Id;

    let peakMb = idleMb;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, rssMb(server.child.pid!));
    }, 200);
    const scenarios: Array<[string, AutocannonOptions]> = [
      ['bare Fastify JSON route', { url: `http://127.0.0.1:${server.barePort}/bare`, connections, duration: seconds }],
      ['custrylogin (argon2id)', { url: signedUrl(base, '/custrylogin', '', loginForm), method: 'POST', headers: form, body: loginBody, connections, duration: seconds }],
      ['getcusclientdata', { url: signedUrl(base, '/getcusclientdata', token), connections, duration: seconds }],
      ['cususer-list page (10)', { url: signedUrl(base, '/cususer-list', token, {}, { current: '1', size: '10' }), connections, duration: seconds }],
    ];
    const rows: Array<{ scenario: string; reqPerSec: number; p50Ms: number; p99Ms: number; failures: number }> = [];
    for (const [name, opts] of scenarios) {
      const r = await autocannon(opts);
      rows.push({ scenario: name, reqPerSec: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, failures: r.non2xx + r.errors + r.timeouts });
    }
    clearInterval(sampler);
    const bare = rows[0].reqPerSec;
    console.log(`\nAPI bench: ${seconds}s per scenario, ${connections} connections, PGlite, load generator on the same machine`);
    console.table(rows.map((r) => ({ ...r, 'vs bare': `${((r.reqPerSec / bare) * 100).toFixed(1)}%` })));
    console.log(`server RSS: idle ${idleMb} MB, peak under load ${peakMb} MB, after load ${rssMb(server.child.pid!)} MB`);
    if (rows.some((r) => r.failures > 0)) {
      console.error('some requests failed: the figures above are not valid');
      process.exitCode = 1;
    }
  } finally {
    server.child.kill('SIGTERM');
  }
}

await main();
