// booking-stats over 1,000,000 bookings of one company (BENCH_STATS_ROWS), as the charts ask it —
// mode × status in a half-year window, departures by month, average transit days per lane — each next
// to a bare Fastify route running the same stats SQL in the same run. Prints p50, p99 and req/s. The
// charts' tracking figures over shipment events are trackingStats.bench.ts. Run: `npm run bench --
// server` or `npx tsx bench/server/stats.bench.ts`; BENCH_SECONDS (default 10), BENCH_CONNECTIONS
// (default 10), BENCH_STATS_ROWS (default 1000000), BENCH_DB=pg.
import { runScenarios, type Scenario, signedUrl, withBenchServer } from './serverHarness';
import { benchNumber } from '../support/benchEnv';

const seconds = benchNumber('BENCH_SECONDS', 10, 1);
const connections = benchNumber('BENCH_CONNECTIONS', 10, 1);
const rows = process.env.BENCH_STATS_ROWS ?? '1000000';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

await withBenchServer({ BENCH_STATS_ROWS: rows }, async ({ base, bare, token, database, pid, idleMb }) => {
  const window = JSON.stringify({ etd: { from: day(-180), to: day(0) } });
  const queries: Array<[string, Record<string, string>]> = [
    ['mode × status, half a year', { groupBy: 'mode,status', filter: window }],
    ['by month of departure', { groupBy: 'etd:month' }],
    ['avg transit days per lane', { groupBy: 'pol,pod', avg: 'transitDays', filter: window }],
  ];
  const scenarios: Scenario[] = [];
  for (const [name, query] of queries) {
    const url = signedUrl(base, '/booking-stats', token, {}, query);
    const check = await (await fetch(url)).json();
    if (!check.success) throw new Error(`booking-stats ${name}: ${check.message}`);
    console.log(`${name}: ${check.data.groups.length} groups over ${check.data.total.count} bookings`);
    scenarios.push([`bare Fastify: ${name}`, { url: `${bare}/bare/stats/booking?${new URLSearchParams(query)}`, connections, seconds }]);
    scenarios.push([`booking-stats: ${name}`, { url, connections, seconds }]);
  }
  await runScenarios(`Stats bench: ${rows} bookings of one company, ${seconds}s per scenario, ${connections} connections, ${database}, load generator on the same machine`, scenarios, pid, idleMb);
});
