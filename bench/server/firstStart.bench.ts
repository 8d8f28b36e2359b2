// Issue 11's start memory: `src/server/main.ts` started on a fresh DATA_DIR (PGlite creates its cluster,
// migrates, writes the demo data) and again on the same DATA_DIR (a later start). Samples the resident
// memory of the server process and, separately, of any process it starts, every 50 ms until it
// listens and 3 s after. Goal: the server process never above 500 MB. Measured 2026-11-23: first start
// 914 MB when the server made the cluster itself, 324 MB with the cluster made in a child process
// (db/createCluster.ts; that child peaks at ~835 MB and exits before the server opens the database).
// Run: `npm run bench -- server` or `npx tsx bench/server/firstStart.bench.ts`.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

function rssKb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line?.replace(/\D+/g, '') ?? 0);
  } catch {
    return 0;
  }
}

/** Every process below `pid` (children, grandchildren), from /proc. */
function descendants(pid: number): number[] {
  let out: string;
  try {
    out = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  } catch {
    return [];
  }
  const pairs = out.trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const walk = (p: number) => pairs.filter(([, pp]) => pp === p).forEach(([c]) => (found.push(c), walk(c)));
  walk(pid);
  return found;
}

async function measure(label: string, dataDir: string): Promise<{ label: string; serverPeakMb: number; helperPeakMb: number; secondsToListen: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let server = 0;
  let helper = 0;
  const sample = () => {
    server = Math.max(server, rssKb(child.pid!));
    helper = Math.max(helper, ...descendants(child.pid!).map(rssKb), 0);
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
  return { label, serverPeakMb: Math.round(server / 1024), helperPeakMb: Math.round(helper / 1024), secondsToListen: Number(((listening - started) / 1000).toFixed(1)) };
}

const dir = mkdtempSync(join(tmpdir(), 'f9-first-start-'));
try {
  const rows = [await measure('first start (fresh DATA_DIR)', dir), await measure('later start (same DATA_DIR)', dir)];
  console.log('\nServer start memory (goal: server process <= 500 MB on every start)');
  console.table(rows);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
