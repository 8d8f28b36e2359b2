// Issue 14's figure: booking-stats over 1,000,000 bookings of one company (BENCH_STATS_ROWS), as the
// charts ask it — mode × status in a half-year window, departures by month, average transit days per
// lane — each next to a bare Fastify route running the same stats SQL in the same run. Prints p50,
// p99 and req/s. Run: `npm run bench -- server` or `npx tsx bench/server/stats.bench.ts`;
// BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_STATS_ROWS (default 1000000).
import { type AutocannonOptions, login, rssMb, runScenarios, signedUrl, startServer } from './serverHarness';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rows = process.env.BENCH_STATS_ROWS ?? '1000000';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const server = await startServer({ BENCH_STATS_ROWS: rows });
  const base = `http://127.0.0.1:${server.port}`;
  const bare = `http://127.0.0.1:${server.barePort}`;
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const idleMb = rssMb(server.child.pid!);
    const token = await login(base, 'demo', 'demo1234');
    const window = JSON.stringify({ etd: { from: day(-180), to: day(0) } });
    const queries: Array<[string, Record<string, string>]> = [
      ['mode × status, half a year', { groupBy: 'mode,status', filter: window }],
      ['by month of departure', { groupBy: 'etd:month' }],
      ['avg transit days per lane', { groupBy: 'pol,pod', avg: 'transitDays', filter: window }],
    ];
    const scenarios: Array<[string, AutocannonOptions]> = [];
    for (const [name, query] of queries) {
      const url = signedUrl(base, '/booking-stats', token, {}, query);
      const check = await (await fetch(url)).json();
      if (!check.success) throw new Error(`booking-stats ${name}: ${check.message}`);
      console.log(`${name}: ${check.data.groups.length} groups over ${check.data.total.count} bookings`);
      scenarios.push([`bare Fastify: ${name}`, { url: `${bare}/bare/stats?${new URLSearchParams(query)}`, connections, duration: seconds }]);
      scenarios.push([`booking-stats: ${name}`, { url, connections, duration: seconds }]);
    }
    await runScenarios(`Stats bench: ${rows} bookings of one company, ${seconds}s per scenario, ${connections} connections, PGlite, load generator on the same machine ("vs bare" is against the first row; compare each pair)`, scenarios, server.child.pid!, idleMb);
  } finally {
    server.child.kill('SIGTERM');
  }
}

await main();
