// What the server benches share: the bench server (benchServer.ts) started as a child process so its
// memory and CPU are measured alone, signed URLs as the client makes them, the child's resident memory and
// CPU time, and runs of the load generator (support/loadGenerator.ts: wrk when installed, with a timeout
// above any expected answer, timeouts and slow answers counted) against it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { formatChinaTimestamp } from '../../src/shared/wire/chinaTime';
import { API_PREFIX } from '../../src/shared/wire/params';
import { DEFAULT_SIGN_SECRET, signFields } from '../../src/shared/wire/sign';
import { answersText, chooseLoadGenerator, generateLoad, LOAD_TIMEOUT_SECONDS, type LoadFigures, type LoadRun } from '../support/loadGenerator';
import { type SideFigures, shownMs } from '../support/pairedRounds';

const root = resolve(import.meta.dirname, '../..');

/** The load generator of every server bench run (BENCH_LOAD chooses; wrk when installed). */
export const GENERATOR = chooseLoadGenerator();

/** CPU time the process has used so far (user + system, all its threads), in ms, from /proc (clock ticks of 10 ms). */
export const cpuMs = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

export const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};

/** The process's highest resident memory while sampled every 200 ms. */
export function rssPeak(pid: number): { peak(): number; stop(): number } {
  let peakMb = rssMb(pid);
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 200);
  return { peak: () => peakMb, stop: () => (clearInterval(timer), peakMb) };
}

export async function startServer(env: Record<string, string> = {}) {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', resolve(import.meta.dirname, 'benchServer.ts')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const lines = createInterface({ input: child.stdout });
  const info = await new Promise<{ port: number; barePort: number; database: string }>((resolveReady, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"ready"')) resolveReady(JSON.parse(line));
    });
  });
  return { child, ...info };
}

export interface BenchServer {
  /** The F9 app and the bare Fastify baseline, as http://127.0.0.1:port. */
  base: string;
  bare: string;
  /** A session of demo (Demo Trading Co.), for signedUrl. */
  token: string;
  /** 'PGlite', or 'PostgreSQL 15' with BENCH_DB=pg. */
  database: string;
  pid: number;
  idleMb: number;
}

/** Starts the bench server with `env`, lets it settle, logs demo in, runs `bench`, and always stops the server (and waits for it: a profile is written on the way out). */
export async function withBenchServer(env: Record<string, string>, bench: (server: BenchServer) => Promise<void>): Promise<void> {
  const server = await startServer(env);
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const base = `http://127.0.0.1:${server.port}`;
    const pid = server.child.pid!;
    await bench({ base, bare: `http://127.0.0.1:${server.barePort}`, token: await login(base, 'demo', 'demo1234'), database: server.database, pid, idleMb: rssMb(pid) });
  } finally {
    const exited = new Promise((r) => server.child.once('exit', r));
    server.child.kill('SIGTERM');
    await exited;
  }
}

/** The common parameters plus `extra`, signed together with the form fields the call will send. */
export function signedUrl(base: string, path: string, token: string, form: Record<string, string> = {}, extra: Record<string, string> = {}) {
  const query: Record<string, string> = { ...extra, tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: 'true' };
  query.hash = signFields(DEFAULT_SIGN_SECRET, query, form);
  return `${base}${API_PREFIX}${path}?${new URLSearchParams(query)}`;
}

/** A URL's path and query, as a load run's paths are given. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

export async function login(base: string, account: string, password: string): Promise<string> {
  const form = { data: JSON.stringify({ name: account, password }) };
  const res = await fetch(signedUrl(base, '/custrylogin', '', form), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  const body = (await res.json()) as { success: boolean; data: { token: { Id: string } }; message: string };
  if (!body.success) throw new Error(`login ${account}: ${body.message}`);
  return body.data.token.Id;
}

/**
 * One run of the load generator against the server `pid`, with the server's CPU per request. Calls still
 * in the server when the generator stops would be counted against the next run: one more call of the
 * run's kind, answered after them, waits them out.
 */
export async function measureLoad(pid: number, run: LoadRun): Promise<SideFigures> {
  const before = cpuMs(pid);
  const figures = await generateLoad(GENERATOR, run);
  const cpu = cpuMs(pid) - before;
  const last = run.paths ? new URL(run.paths[run.paths.length - 1], run.url).href : run.url;
  await fetch(last, { method: run.method ?? 'GET', headers: run.headers, body: run.body }).then((r) => r.arrayBuffer());
  return { ...figures, cpuPerRequest: cpu / Math.max(figures.total, 1) };
}

export type Scenario = [name: string, run: LoadRun | (() => LoadRun)];

/**
 * Runs each scenario in turn while sampling the server's resident memory, then prints p50, p99, req/s, the
 * timeouts and slow answers, and the p99 and req/s ratios to the last scenario before it named "bare …"
 * (its baseline; the first scenario when none is), the server's CPU time per request (user + system: on a
 * machine shared with other work this moves far less than req/s and latency), and the memory idle, at
 * peak and after. Returns each scenario's figures by name.
 */
export async function runScenarios(title: string, scenarios: Scenario[], pid: number, idleMb: number): Promise<Map<string, SideFigures>> {
  const rss = rssPeak(pid);
  const rows: Array<Record<string, string | number>> = [];
  const out = new Map<string, SideFigures>();
  let baseline: LoadFigures | undefined;
  for (const [scenario, options] of scenarios) {
    // A function makes its run just before it starts: a signed URL's timestamp is good for 5 minutes.
    const run = typeof options === 'function' ? options() : options;
    const f = await measureLoad(pid, run);
    out.set(scenario, f);
    if (!baseline || scenario.startsWith('bare')) baseline = f;
    const vs = (a: number, b: number) => (baseline === f ? '-' : `${(a / b).toFixed(2)}x`);
    rows.push({
      scenario,
      reqPerSec: Math.round(f.rps * 10) / 10,
      p50Ms: shownMs(f.p50),
      p99Ms: shownMs(f.p99),
      'p99 vs bare': vs(f.p99, baseline.p99),
      'req/s vs bare': vs(f.rps, baseline.rps),
      cpuMsPerReq: Math.round(f.cpuPerRequest! * 1000) / 1000,
      timeouts: f.timeouts,
      [`over 2 s`]: f.slow,
      errors: f.errors,
    });
  }
  const peak = rss.stop();
  console.log(`\n${title} (load from ${GENERATOR}; a request unanswered after ${LOAD_TIMEOUT_SECONDS} s counts as timed out, unless its scenario says otherwise)`);
  console.table(rows);
  console.log(`server RSS: idle ${idleMb} MB, peak under load ${peak} MB, after load ${rssMb(pid)} MB`);
  const failed = [...out].filter(([, f]) => f.errors + f.timeouts > 0);
  if (failed.length > 0) {
    console.error(`some requests failed or timed out (${failed.map(([name, f]) => `${name}: ${answersText(f)}`).join('; ')}): those figures are not valid`);
    process.exitCode = 1;
  }
  return out;
}
