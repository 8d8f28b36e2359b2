// Issue 11's start memory, as the machine sees it (issue 49): the server started on a fresh DATA_DIR
// (PGlite creates its cluster, migrates, writes the demo data) and again on the same DATA_DIR (a later
// start). Every 50 ms until it listens and 3 s after, the resident memory of the server process and of
// every process below it (the child that creates the PGlite cluster, db/createCluster.ts) is sampled from
// /proc, each process's peak printed, and the machine's: the highest sum of them all at one sample.
// Two ways to start, in turns in each round (the order swapped each round) on their own DATA_DIRs: the
// compiled JavaScript as `npm start` runs it (dist/server/main.js with package.json's start command, built
// first by the script its prestart runs), and its baseline, the TypeScript source through tsx (how
// `npm start` ran it before issue 42; `npm run dev:server` still does). BENCH_RUNS rounds (default 3).
// Goals, on the medians of the rounds: every compiled start takes at most 500 MB of the machine, judged on
// that sum; and the compiled start peaks no higher, takes no more CPU until it listens and listens no
// later than the tsx start (issue 42: "no worse"), each judged on the median of the rounds' ratios. On a
// busy machine the seconds follow the load; the CPU seconds of every process of the start much less.
// Run: `npm run bench -- server` or `npx tsx bench/server/firstStart.bench.ts`.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compiledServerCommand, type ServerCommand } from '../../tests/api/support/compiledServer';
import { benchNumber } from '../support/benchEnv';
import { GoalReport } from '../support/goals';
import { median } from '../support/pairedRounds';

const root = resolve(import.meta.dirname, '../..');
const GOAL_MB = 500;

function rssKb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line?.replace(/\D+/g, '') ?? 0);
  } catch {
    return 0;
  }
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU seconds of `pid` and of its children it has reaped (utime, stime, cutime, cstime of /proc/<pid>/stat). */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every process below `pid` (children, grandchildren), with its command line, from /proc. */
function descendants(pid: number): Array<{ pid: number; command: string }> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone since the directory was read
    }
  }
  const found: Array<{ pid: number; command: string }> = [];
  const walk = (parent: number) => {
    for (const [child, of] of parents) {
      if (of !== parent) continue;
      let command = '';
      try {
        command = readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').filter(Boolean).map((part) => part.replace(/^.*\/(src|node_modules)\//, '$1/')).join(' ');
      } catch {
        // gone
      }
      found.push({ pid: child, command });
      walk(child);
    }
  };
  walk(pid);
  return found;
}

interface StartMemory {
  secondsToListen: number;
  /** CPU seconds every process of the start used until it listened: what the machine's load does not stretch. */
  cpuSecondsToListen: number;
  serverPeakMb: number;
  /** Each process below the server: its peak, by pid. */
  others: Array<{ pid: number; command: string; peakMb: number }>;
  /** The highest sum of every process's memory at one sample. */
  machinePeakMb: number;
}

async function measure(start: ServerCommand, dataDir: string): Promise<StartMemory> {
  const started = Date.now();
  const child = spawn(start.command, start.args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let server = 0;
  let machine = 0;
  const others = new Map<number, { command: string; peakKb: number }>();
  const sample = () => {
    const own = rssKb(child.pid!);
    server = Math.max(server, own);
    let sum = own;
    for (const { pid, command } of descendants(child.pid!)) {
      const kb = rssKb(pid);
      sum += kb;
      const seen = others.get(pid);
      others.set(pid, { command: seen?.command || command, peakKb: Math.max(seen?.peakKb ?? 0, kb) });
    }
    machine = Math.max(machine, sum);
  };
  const timer = setInterval(sample, 50);
  let listening = 0;
  let cpu = 0;
  await new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (!listening && chunk.toString().includes('is listening')) {
        listening = Date.now();
        // The server's own and its reaped children's (the cluster creator), and those still running (tsx's esbuild).
        cpu = cpuSeconds(child.pid!) + descendants(child.pid!).reduce((sum, d) => sum + cpuSeconds(d.pid), 0);
        setTimeout(done, 3000);
      }
    });
    child.once('exit', (code) => (listening ? done() : fail(new Error(`server exited with ${code} before listening`))));
  });
  sample();
  clearInterval(timer);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  const mb = (kb: number) => Math.round(kb / 1024);
  return {
    secondsToListen: Number(((listening - started) / 1000).toFixed(1)),
    cpuSecondsToListen: Number(cpu.toFixed(1)),
    serverPeakMb: mb(server),
    others: [...others].filter(([, o]) => o.peakKb > 0).map(([pid, o]) => ({ pid, command: o.command.slice(0, 90), peakMb: mb(o.peakKb) })),
    machinePeakMb: mb(machine),
  };
}

const STARTS = ['first start (fresh DATA_DIR)', 'later start (same DATA_DIR)'] as const;
const WAYS = {
  compiled: { label: 'compiled, as npm start runs it', command: await compiledServerCommand(root) },
  tsx: { label: 'TypeScript through tsx', command: { command: process.execPath, args: ['--import', 'tsx', 'src/server/main.ts'] } },
};
type Way = keyof typeof WAYS;
const runs = benchNumber('BENCH_RUNS', 3, 1);

/** One round: each way's first and later start, on a DATA_DIR of its own. */
async function round(order: Way[]): Promise<Record<Way, StartMemory[]>> {
  const figures = {} as Record<Way, StartMemory[]>;
  for (const way of order) {
    const dir = mkdtempSync(join(tmpdir(), 'f9-first-start-'));
    try {
      figures[way] = [];
      for (const _ of STARTS) figures[way].push(await measure(WAYS[way].command, dir));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return figures;
}

const rounds: Array<Record<Way, StartMemory[]>> = [];
for (let i = 0; i < runs; i++) rounds.push(await round(i % 2 === 0 ? ['compiled', 'tsx'] : ['tsx', 'compiled']));

console.log(`\nServer start memory: every process a start runs (goal: <= ${GOAL_MB} MB of the machine on every start), ${runs} round(s)`);
rounds.forEach((r, i) => {
  for (const [n, label] of STARTS.entries()) {
    for (const way of Object.keys(WAYS) as Way[]) {
      const s = r[way][n];
      console.log(`  round ${i + 1}, ${label}, ${WAYS[way].label}: listening after ${s.secondsToListen} s (${s.cpuSecondsToListen} s of CPU); server process peak ${s.serverPeakMb} MB`);
      for (const o of s.others) console.log(`    process ${o.pid} (${o.command || '?'}): peak ${o.peakMb} MB`);
      if (s.others.length === 0) console.log('    no other process');
      console.log(`    all of them together, at their highest: ${s.machinePeakMb} MB`);
    }
  }
});

const report = new GoalReport('first-start');
for (const [n, label] of STARTS.entries()) {
  const of = (way: Way, figure: (s: StartMemory) => number) => median(rounds.map((r) => figure(r[way][n])));
  const ratio = (figure: (s: StartMemory) => number) => median(rounds.map((r) => figure(r.compiled[n]) / figure(r.tsx[n])));
  const tsx = (value: number) => ({ label: WAYS.tsx.label, value });
  const machine = (s: StartMemory) => s.machinePeakMb;
  const server = (s: StartMemory) => s.serverPeakMb;
  const listen = (s: StartMemory) => s.secondsToListen;
  const cpu = (s: StartMemory) => s.cpuSecondsToListen;
  report.figureAtMost(`${label}, compiled, all its processes together`, of('compiled', machine), 'MB', GOAL_MB, tsx(of('tsx', machine)));
  report.ratioAtMost(`${label}, compiled: the server process's peak`, of('compiled', server), 'MB', tsx(of('tsx', server)), 1, ratio(server));
  report.ratioAtMost(`${label}, compiled: CPU seconds until it listens`, of('compiled', cpu), 's', tsx(of('tsx', cpu)), 1, ratio(cpu));
  report.ratioAtMost(`${label}, compiled: seconds until it listens`, of('compiled', listen), 's', tsx(of('tsx', listen)), 1, ratio(listen));
}
report.summary();
