// Issue 11's start memory, as the machine sees it (issue 49): `src/server/main.ts` started on a fresh
// DATA_DIR (PGlite creates its cluster, migrates, writes the demo data) and again on the same DATA_DIR (a
// later start). Every 50 ms until it listens and 3 s after, the resident memory of the server process and
// of every process below it (the child that creates the PGlite cluster, db/createCluster.ts) is sampled
// from /proc, each process's peak printed, and the machine's: the highest sum of them all at one sample.
// Goal: a start takes at most 500 MB of the machine, judged on that sum; the server process alone (all the
// goal used to count: the child creating the cluster peaked at 912 MB beside it) is its baseline.
// Run: `npm run bench -- server` or `npx tsx bench/server/firstStart.bench.ts`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GoalReport } from '../support/goals';

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
  label: string;
  secondsToListen: number;
  serverPeakMb: number;
  /** Each process below the server: its peak, by pid. */
  others: Array<{ pid: number; command: string; peakMb: number }>;
  /** The highest sum of every process's memory at one sample. */
  machinePeakMb: number;
}

async function measure(label: string, dataDir: string): Promise<StartMemory> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
  await new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (!listening && chunk.toString().includes('is listening')) {
        listening = Date.now();
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
    label,
    secondsToListen: Number(((listening - started) / 1000).toFixed(1)),
    serverPeakMb: mb(server),
    others: [...others].filter(([, o]) => o.peakKb > 0).map(([pid, o]) => ({ pid, command: o.command.slice(0, 90), peakMb: mb(o.peakKb) })),
    machinePeakMb: mb(machine),
  };
}

const dir = mkdtempSync(join(tmpdir(), 'f9-first-start-'));
const report = new GoalReport('first-start');
try {
  const starts = [await measure('first start (fresh DATA_DIR)', dir), await measure('later start (same DATA_DIR)', dir)];
  console.log(`\nServer start memory: every process a start runs (goal: <= ${GOAL_MB} MB of the machine on every start)`);
  for (const s of starts) {
    console.log(`  ${s.label}: listening after ${s.secondsToListen} s; server process peak ${s.serverPeakMb} MB`);
    for (const o of s.others) console.log(`    process ${o.pid} (${o.command || '?'}): peak ${o.peakMb} MB`);
    if (s.others.length === 0) console.log('    no other process');
    console.log(`    all of them together, at their highest: ${s.machinePeakMb} MB`);
  }
  for (const s of starts) report.figureAtMost(`${s.label}, all its processes together`, s.machinePeakMb, 'MB', GOAL_MB, { label: 'the server process alone', value: s.serverPeakMb });
  report.summary();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
