// Issue 40's import figure: a cheap list call (product-list, 20 rows) made one after another by one
// user, alone and then while BENCH_IMPORTERS clients (default 6, of two companies) import csv files of
// BENCH_IMPORT_ROWS products (default 5,000; `covering`, so the table keeps its size) as fast as they are
// answered, for BENCH_SECONDS (default 15) each. Prints the list call's p50, p99 and max in both runs,
// and how the imports were answered (imported, busy). Goal: the list's p99 under load within a few
// times its p99 alone. `npx tsx bench/server/importLoad.bench.ts` (BENCH_DB=pg: a throwaway PostgreSQL).
import { login, signedUrl, withBenchServer } from './serverHarness';
import { benchNumber } from '../support/benchEnv';

const seconds = benchNumber('BENCH_SECONDS', 15, 1);
const importers = benchNumber('BENCH_IMPORTERS', 6, 1);
const rows = benchNumber('BENCH_IMPORT_ROWS', 5000, 1);

const csv = (tag: string) => `sku,nameEn\n${Array.from({ length: rows }, (_, i) => `${tag}-${i},Product ${i}`).join('\n')}\n`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

await withBenchServer({}, async ({ base, token, database }) => {
  const acme = await login(base, 'acme', 'acme1234');
  // BENCH_PROBE=health times GET /health instead (no database): the event loop's share of the wait.
  const probe = process.env.BENCH_PROBE === 'health';
  const listOnce = async () => {
    const started = performance.now();
    const res = await fetch(probe ? `${base}/health` : signedUrl(base, '/product-list', token, {}, { current: '1', size: '20' }));
    const body = (await res.json()) as { success: boolean; message: string };
    if (!body.success) throw new Error(`product-list: ${body.message}`);
    return performance.now() - started;
  };
  const listFor = async (ms: number) => {
    const times: number[] = [];
    const end = Date.now() + ms;
    while (Date.now() < end) times.push(await listOnce());
    return times.sort((a, b) => a - b);
  };
  const answers = { imported: 0, busy: 0, other: 0 };
  let running = false;
  const importLoop = async (i: number) => {
    const who = i % 2 === 0 ? token : acme;
    const file = new Blob([csv(`LOAD${i}`)], { type: 'text/csv' });
    while (running) {
      const form = new FormData();
      form.set('mode', 'covering');
      form.set('file', file, `load${i}.csv`);
      const res = await fetch(signedUrl(base, '/product-import', who, { mode: 'covering' }), { method: 'POST', body: form });
      const body = (await res.json()) as { success: boolean; exceptioncode: number };
      if (body.success) answers.imported++;
      else if (body.exceptioncode === 10007) answers.busy++;
      else answers.other++;
      // A busy answer is taken as a client would: try again a moment later.
      if (!body.success) await new Promise((r) => setTimeout(r, 200));
    }
  };

  await listFor(2000);
  const alone = await listFor(seconds * 1000);
  running = true;
  const loops = Array.from({ length: importers }, (_, i) => importLoop(i));
  await new Promise((r) => setTimeout(r, 1000));
  const loaded = await listFor(seconds * 1000);
  running = false;
  await Promise.all(loops);

  const row = (times: number[]) => ({ calls: times.length, p50Ms: Math.round(percentile(times, 50)), p99Ms: Math.round(percentile(times, 99)), maxMs: Math.round(times.at(-1) ?? 0) });
  console.log(`\nproduct-list (20 rows) one after another, ${database}; ${importers} importers of ${rows} rows`);
  console.table({ alone: row(alone), 'while importing': row(loaded) });
  console.log('imports answered:', answers);
});
