// Issue 48's figure: the instant quote (`POST savedQuote/search`, Shanghai-style lane, 2 × 40HC: every FCL
// list's rows of the lane valid today, each priced by its own rule, with places, departures and CO₂e) over
// 100,000 price rows on 2,000 lanes, beside a bare Fastify route running the same price query and rules in
// the same run. The goal: p99 ≤ 50 ms on PGlite. Prints p50, p99 and req/s.
// Run: `npx tsx bench/server/instantQuote.bench.ts`; BENCH_SECONDS (default 10), BENCH_CONNECTIONS
// (default 10), BENCH_QUOTE_ROWS (default 100000).
import { todayInChina } from '../../src/shared/format/zonedTime';
import { runScenarios, type Scenario, signedUrl, withBenchServer } from './serverHarness';
import { benchNumber } from '../support/benchEnv';
import { GoalReport, validity } from '../support/goals';

const report = new GoalReport('instant-quote');

const seconds = benchNumber('BENCH_SECONDS', 10, 1);
const connections = benchNumber('BENCH_CONNECTIONS', 10, 1);
const rows = process.env.BENCH_QUOTE_ROWS ?? '100000';

await withBenchServer({ BENCH_QUOTE_ROWS: rows }, async ({ base, bare, token, database, pid, idleMb }) => {
  const date = todayInChina();
  // A lane of the spread between two sea ports (instantQuoteSeed.ts: lane 10 runs from the 11th place to the
  // 12th, both ports), found through the server's own list.
  const lane = await (await fetch(signedUrl(base, '/seaFclPrice-list', token, {}, { size: '1', filter: JSON.stringify({ priceNo: { eq: 'Q-10' } }) }))).json();
  const { pol, pod } = lane.data.result[0] as { pol: string; pod: string };
  const form = { data: JSON.stringify({ origin: pol, destination: pod, readyDate: date, containers: [{ type: '45G1', count: 2 }] }) };
  const url = signedUrl(base, '/savedQuote/search', token, form);
  const body = new URLSearchParams(form).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  const check = await (await fetch(url, { method: 'POST', headers, body })).json();
  if (!check.success) throw new Error(`savedQuote/search: ${check.message}`);
  const bareQuery = new URLSearchParams({ pol, pod, date }).toString();
  const bareCheck = await (await fetch(`${bare}/bare/instant-quote?${bareQuery}`)).json();
  console.log(`lane ${pol} → ${pod} on ${date}: ${check.data.count} offers (bare query: ${bareCheck.data.count}) of ${rows} rows over 2,000 lanes`);

  const scenarios: Scenario[] = [
    ['bare Fastify: lane query + quote rules', { url: `${bare}/bare/instant-quote?${bareQuery}`, connections, seconds }],
    ['savedQuote/search (lane, 2 × 40HC)', { url, method: 'POST', headers, body, connections, seconds }],
  ];
  const figures = await runScenarios(`Instant quote bench: ${rows} price rows over 2,000 lanes, ${seconds}s per scenario, ${connections} connections, ${database}, load generator on the same machine`, scenarios, pid, idleMb);
  const [bareRun, searchRun] = scenarios.map(([name]) => figures.get(name)!);
  report.figureAtMost(`instant quote p99, ${connections} connections, ${rows} price rows, ${database}`, searchRun.p99, 'ms', 50, { label: 'bare lane query', value: bareRun.p99 }, validity(searchRun) ?? validity(bareRun));
});
report.summary();
