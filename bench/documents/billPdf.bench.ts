// Issue 46: what a bill PDF costs the server. The time to make a bill of 200 charge lines (p50, p99 of
// BENCH_RUNS renders, default 40), beside a bill of one line rendered in turns with it (the fixed cost:
// the CJK font, the page frame); and the server's memory while 10 bills of 200 lines are made at once
// (a child process renders them, its resident memory sampled from /proc every 10 ms: the peak, and the
// growth over the same process warmed up by one render). Both in Chinese, whose font is the heavier.
// The bill is made by the server's own code (documents/billPdf.ts) from lines as billing/billData.ts reads
// them; the database read is left out (the list benches measure reads).
// Goals: a 200-line bill p99 <= 1 s; 10 at once peak <= 500 MB of resident memory (the machine's start goal).
// Run: `npm run bench -- documents` or `npx tsx bench/documents/billPdf.bench.ts`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { billPdf } from '../../src/server/documents/billPdf';
import type { BillHead, BillLine, BillPaymentRow } from '../../src/server/domains/billing/billData';
import { benchNumber } from '../support/benchEnv';
import { GoalReport } from '../support/goals';
import { shownMs } from '../support/pairedRounds';

const LINES = 200;
const AT_ONCE = 10;

function bill(lines: number): { head: BillHead; lines: BillLine[]; payments: BillPaymentRow[] } {
  const rows: BillLine[] = Array.from({ length: lines }, (_, i) => ({
    chargeNo: `CH${String(i + 1).padStart(6, '0')}`,
    bookingRef: `SE2611${String(1000 + (i % 40)).padStart(6, '0')}`,
    chargeCode: ['OFR', 'THC', 'DOC', 'BAF'][i % 4],
    description: ['海运费 Ocean freight', '码头操作费 Terminal handling', '文件费 Documentation', '燃油附加费 Bunker adjustment'][i % 4],
    quantity: String((i % 3) + 1),
    unit: 'CTR',
    unitPrice: `${1000 + i}.50`,
    currency: 'USD',
    amount: `${((i % 3) + 1) * (1000 + i)}.50`,
    tax: '0.00',
    lineTotal: `${((i % 3) + 1) * (1000 + i)}.50`,
  }));
  const head = {
    id: 1, customerId: 1, billNo: 'BL2611000001', blNo: 'COSU6300001', periodFrom: '2026-11-01', periodTo: '2026-11-30', issueDate: '2026-11-30', dueDate: '2026-12-30',
    currency: 'USD', exchangeRate: '1', total: '123456.78', paid: '0.00', balance: '123456.78', status: 'ISSUED', collectAt: null, collectAddress: null,
  } as BillHead;
  return { head, lines: rows, payments: [] };
}

const render = (b: ReturnType<typeof bill>) => billPdf(b.head, b.lines, b.payments, 'zh');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The child: warm up with one render, say its memory, then make AT_ONCE bills at once when told. */
async function child(): Promise<void> {
  const big = bill(LINES);
  await render(big);
  process.stdout.write(`${JSON.stringify({ warm: process.memoryUsage().rss / 1024 / 1024 })}\n`);
  await new Promise((r) => process.stdin.once('data', r));
  const files = await Promise.all(Array.from({ length: AT_ONCE }, () => render(big)));
  process.stdout.write(`${JSON.stringify({ done: files.reduce((n, f) => n + f.length, 0) })}\n`);
}

/** Peak resident memory of a child making AT_ONCE bills at once, and its memory warm before. */
async function memoryAtOnce(): Promise<{ peak: number; warm: number; bytes: number }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--child'], { stdio: ['pipe', 'pipe', 'inherit'] });
  let warm = 0;
  let peak = 0;
  let sampler: NodeJS.Timeout | undefined;
  const bytes = await new Promise<number>((resolve, reject) => {
    proc.once('exit', (code) => code !== 0 && reject(new Error(`the rendering child exited with ${code}`)));
    let buffered = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const message = JSON.parse(buffered.slice(0, nl)) as { warm?: number; done?: number };
        buffered = buffered.slice(nl + 1);
        if (message.warm !== undefined) {
          warm = message.warm;
          sampler = setInterval(() => (peak = Math.max(peak, rssMb(proc.pid!))), 10);
          proc.stdin.write('go\n');
        }
        if (message.done !== undefined) resolve(message.done);
      }
    });
  });
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(proc.pid!));
  proc.stdin.end();
  return { peak, warm, bytes };
}

async function main(): Promise<void> {
  const runs = benchNumber('BENCH_RUNS', 40, 5);
  const report = new GoalReport('billPdf');
  const big = bill(LINES);
  const small = bill(1);
  await render(big);
  await render(small);
  const times = { big: [] as number[], small: [] as number[] };
  for (let i = 0; i < runs; i++) {
    // In turns, the order swapped each round: both see the same machine.
    for (const [name, b] of i % 2 === 0 ? ([['big', big], ['small', small]] as const) : ([['small', small], ['big', big]] as const)) {
      const start = performance.now();
      await render(b);
      times[name].push(performance.now() - start);
    }
  }
  const size = (await render(big)).length;
  console.log(`bill PDF (zh), ${runs} renders each: ${LINES} lines p50 ${shownMs(percentile(times.big, 50))} ms, p99 ${shownMs(percentile(times.big, 99))} ms (${Math.round(size / 1024)} KB); 1 line p50 ${shownMs(percentile(times.small, 50))} ms, p99 ${shownMs(percentile(times.small, 99))} ms`);
  report.figureAtMost(`${LINES}-line bill PDF p50`, percentile(times.big, 50), 'ms', 1000, { label: '1-line bill', value: percentile(times.small, 50) });
  report.figureAtMost(`${LINES}-line bill PDF p99`, percentile(times.big, 99), 'ms', 1000, { label: '1-line bill', value: percentile(times.small, 99) });
  const memory = await memoryAtOnce();
  console.log(`${AT_ONCE} bills of ${LINES} lines at once: peak ${memory.peak.toFixed(0)} MB resident, warm before ${memory.warm.toFixed(0)} MB (+${(memory.peak - memory.warm).toFixed(0)} MB), ${Math.round(memory.bytes / 1024)} KB of PDF made`);
  report.figureAtMost(`${AT_ONCE} bills at once: peak resident memory`, memory.peak, 'MB', 500, { label: 'warm, before', value: memory.warm });
  report.summary();
}

if (process.argv.includes('--child')) await child();
else await main();
