// Issue 14's figure: the stats calls of the charts page (cargoTracingCharts.json, built by the chart
// block's own statsParams with each block's starting window) and the shipment events' own stats (events
// by type and classifier, last 30 days) over 1,000,000 shipment events of one company
// (BENCH_TRACKING_EVENTS, ten per booking: trackingSeed.ts). Each call runs idle (one connection) and
// under BENCH_CONNECTIONS (default 4), next to a bare Fastify route running the engine's same stats
// SQL in the same run (statsBaseline.ts). Prints p50, p99 and req/s. A scenario lasts BENCH_SECONDS
// (default 5), longer for a call so slow that fewer than three would fit. Run: `npx tsx
// bench/server/trackingStats.bench.ts` (or `npm run bench -- server`); BENCH_DB=pg for PostgreSQL 15.
import page from '../../schemas/pages/cargoTracingGraphics/cargoTracingCharts.json';
import { statsQuery } from '../../src/client/api/resourceQuery';
import { statsParams } from '../../src/client/renderer/chart/chartData';
import type { ChartBlock } from '../../src/shared/page/pageSchema';
import { todayInChina } from '../../src/shared/format/zonedTime';
import { runScenarios, type Scenario, signedUrl, withBenchServer } from './serverHarness';
import { benchNumber } from '../support/benchEnv';
import { LOAD_TIMEOUT_SECONDS } from '../support/loadGenerator';

const seconds = benchNumber('BENCH_SECONDS', 5, 1);
const connections = benchNumber('BENCH_CONNECTIONS', 4, 1);
const events = process.env.BENCH_TRACKING_EVENTS ?? '1000000';

/** Today in China plus `days` (the chart window's day offsets). */
const chinaDay = (days: number) => new Date(Date.parse(`${todayInChina()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const charts = (page.blocks as ChartBlock[]).map((block): [string, string, Record<string, string>] => {
  const window = block.window ? { from: chinaDay(block.window.fromDays ?? -180), to: chinaDay(block.window.toDays ?? 0) } : null;
  return [`chart ${block.id}`, 'booking', { ...statsQuery(statsParams(block, window)) }];
});
const calls: Array<[string, string, Record<string, string>]> = [
  ...charts,
  ['events by type × classifier, 30 days', 'shipmentEvent', { groupBy: 'eventType,classifier', filter: JSON.stringify({ eventTime: { from: chinaDay(-30), to: chinaDay(0) } }) }],
];

await withBenchServer({ BENCH_TRACKING_EVENTS: events }, async ({ base, bare, token, database, pid, idleMb }) => {
  const scenarios: Scenario[] = [];
  for (const [name, resource, query] of calls) {
    const url = signedUrl(base, `/${resource}-stats`, token, {}, query);
    const started = performance.now();
    const check = await (await fetch(url)).json();
    const oneCall = (performance.now() - started) / 1000;
    if (!check.success) throw new Error(`${resource}-stats ${name}: ${check.message}`);
    console.log(`${name}: ${resource}-stats ${JSON.stringify(query)} → ${check.data.groups.length} groups over ${check.data.total.count} rows, one call ${oneCall.toFixed(2)} s`);
    for (const c of [1, connections]) {
      // At least three calls per connection; a queued call may wait for all the others before it.
      const duration = Math.max(seconds, Math.ceil(oneCall * 3));
      const timeout = Math.max(LOAD_TIMEOUT_SECONDS, Math.ceil(oneCall * c * 3));
      scenarios.push([`bare Fastify: ${name}, ${c} conn.`, { url: `${bare}/bare/stats/${resource}?${new URLSearchParams(query)}`, connections: c, seconds: duration, timeoutSeconds: timeout }]);
      // Signed when its turn comes: the whole run outlasts a timestamp's 5 minutes.
      scenarios.push([`${resource}-stats: ${name}, ${c} conn.`, () => ({ url: signedUrl(base, `/${resource}-stats`, token, {}, query), connections: c, seconds: duration, timeoutSeconds: timeout })]);
    }
  }
  await runScenarios(`Tracking stats bench: ${events} shipment events of one company, ${seconds}s or more per scenario, 1 and ${connections} connections, ${database}, load generator on the same machine`, scenarios, pid, idleMb);
});
