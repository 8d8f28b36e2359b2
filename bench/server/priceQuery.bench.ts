// Issue 12's figure: a price search (seaFclPrice-list of one lane valid today, 20 rows) and an all-in
// quote (seaFclPrice/quote, 2 × 40HC over every row of the lane) over 100,000 price rows, each next
// to a bare Fastify route running the same SQL (and the same quote rules) in the same run. Prints
// p50, p99 and req/s. Run: `npm run bench -- server` or `npx tsx bench/server/priceQuery.bench.ts`;
// BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_PRICE_ROWS (default 100000).
import { todayInChina } from '../../src/shared/format/zonedTime';
import { runScenarios, type Scenario, signedUrl, withBenchServer } from './serverHarness';
import { benchNumber } from '../support/benchEnv';

const seconds = benchNumber('BENCH_SECONDS', 10, 1);
const connections = benchNumber('BENCH_CONNECTIONS', 10, 1);
const rows = process.env.BENCH_PRICE_ROWS ?? '100000';

await withBenchServer({ BENCH_PRICE_ROWS: rows }, async ({ base, bare, token, database, pid, idleMb }) => {
  const date = todayInChina();
  // The lane the seed spreads first: CN…/… picked by the server's own data (see priceSeed.ts).
  const lane = await (await fetch(signedUrl(base, '/seaFclPrice-list', token, {}, { size: '1', filter: JSON.stringify({ priceNo: { eq: 'B-30' } }) }))).json();
  const { pol, pod } = lane.data.result[0] as { pol: string; pod: string };
  const filter = JSON.stringify({ pol: { eq: pol }, pod: { eq: pod }, validFrom: { to: date }, validTo: { from: date } });
  const search = signedUrl(base, '/seaFclPrice-list', token, {}, { current: '1', size: '20', sort: 'validFrom', order: 'desc', filter });
  const check = await (await fetch(search)).json();
  if (!check.success) throw new Error(`seaFclPrice-list: ${check.message}`);
  const quoteForm = { data: JSON.stringify({ pol, pod, date, containers: [{ type: '45G1', count: 2 }] }) };
  const quoteUrl = signedUrl(base, '/seaFclPrice/quote', token, quoteForm);
  const quoteBody = new URLSearchParams(quoteForm).toString();
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const q = await (await fetch(quoteUrl, { method: 'POST', headers: form, body: quoteBody })).json();
  if (!q.success) throw new Error(`seaFclPrice/quote: ${q.message}`);
  const bareQuery = new URLSearchParams({ pol, pod, date }).toString();
  console.log(`lane ${pol} → ${pod}: ${check.data.page.total} rows valid on ${date} of ${rows}; the quote compares ${q.data.rows.length}`);

  const scenarios: Scenario[] = [
    ['bare Fastify: price search SQL', { url: `${bare}/bare/price-search?${bareQuery}`, connections, seconds }],
    ['seaFclPrice-list (lane, valid today, 20)', { url: search, connections, seconds }],
    ['bare Fastify: quote SQL + rules', { url: `${bare}/bare/price-quote?${bareQuery}`, connections, seconds }],
    ['seaFclPrice/quote (lane, 2 × 40HC)', { url: quoteUrl, method: 'POST', headers: form, body: quoteBody, connections, seconds }],
  ];
  await runScenarios(`Price bench: ${rows} sea FCL price rows, ${seconds}s per scenario, ${connections} connections, ${database}, load generator on the same machine`, scenarios, pid, idleMb);
});
