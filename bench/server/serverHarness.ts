// What the server benches share: the bench server (benchServer.ts) started as a child process so its
// memory is measured alone, signed URLs as the client makes them, the child's resident memory, and
// autocannon.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { formatChinaTimestamp } from '../../src/shared/wire/chinaTime';
import { API_PREFIX } from '../../src/shared/wire/params';
import { DEFAULT_SIGN_SECRET, signFields } from '../../src/shared/wire/sign';

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
export interface AutocannonOptions {
  url: string;
  method?: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  body?: string;
  requests?: Array<{ setupRequest?: (req: { path: string }) => { path: string } }>;
  /** Seconds before a request counts as timed out (autocannon's default: 10). */
  timeout?: number;
}
export const autocannon = createRequire(import.meta.url)('autocannon') as (opts: AutocannonOptions) => Promise<AutocannonResult>;

const root = resolve(import.meta.dirname, '../..');

/** CPU time the process has used so far (user + system), in ms, from /proc (clock ticks of 10 ms). */
export const cpuMs = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

export const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};

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

/** Starts the bench server with `env`, lets it settle, logs demo in, runs `bench`, and always stops the server. */
export async function withBenchServer(env: Record<string, string>, bench: (server: BenchServer) => Promise<void>): Promise<void> {
  const server = await startServer(env);
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const base = `http://127.0.0.1:${server.port}`;
    const pid = server.child.pid!;
    await bench({ base, bare: `http://127.0.0.1:${server.barePort}`, token: await login(base, 'demo', 'demo1234'), database: server.database, pid, idleMb: rssMb(pid) });
  } finally {
    server.child.kill('SIGTERM');
  }
}

/** The common parameters plus `extra`, signed together with the form fields the call will send. */
export function signedUrl(base: string, path: string, token: string, form: Record<string, string> = {}, extra: Record<string, string> = {}) {
  const query: Record<string, string> = { ...extra, tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: 'true' };
  query.hash = signFields(DEFAULT_SIGN_SECRET, query, form);
  return `${base}${API_PREFIX}${path}?${new URLSearchParams(query)}`;
}

export async function login(base: string, account: string, password: string): Promise<string> {
  const form = { data: JSON.stringify({ name: account, password }) };
  const res = await fetch(signedUrl(base, '/custrylogin', '', form), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  const body = (await res.json()) as { success: boolean; data: { token: { Id: string } }; message: string };
  if (!body.success) throw new Error(`login ${account}: ${body.message}`);
  return body.data.token.Id;
}

/**
 * Runs each scenario under autocannon in turn while sampling the server's resident memory, then prints
 * req/s, p50 and p99, each next to the last scenario before it named "bare …" (its baseline; the first
 * scenario when none is), the server's CPU time per request (user + system: on a machine shared with
 * other work this moves far less than req/s and latency), and the memory idle, at peak and after.
 */
export async function runScenarios(title: string, scenarios: Array<[string, AutocannonOptions | (() => AutocannonOptions)]>, pid: number, idleMb: number, rssGoal = ''): Promise<void> {
  let peakMb = Math.max(idleMb, rssMb(pid));
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 200);
  const rows: Array<{ scenario: string; reqPerSec: number; p50Ms: number; p99Ms: number; cpuMsPerReq: number; failures: number; 'vs bare': string }> = [];
  let baseline = 0;
  for (const [scenario, options] of scenarios) {
    // A function makes its options just before the run: a signed URL's timestamp is good for 5 minutes.
    const opts = typeof options === 'function' ? options() : options;
    const cpuBefore = cpuMs(pid);
    const r = await autocannon(opts);
    const cpuPerRequest = (cpuMs(pid) - cpuBefore) / Math.max(r.requests.total, 1);
    // Calls still queued in the server when the run stopped would be counted against the next scenario:
    // one more call, answered after them, drains the queue.
    await fetch(opts.url, { method: opts.method ?? 'GET', headers: opts.headers, body: opts.body });
    if (r.non2xx + r.errors + r.timeouts > 0) console.log(scenario, { non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts });
    if (rows.length === 0 || scenario.startsWith('bare')) baseline = r.requests.average;
    const vsBare = baseline > 0 ? `${((r.requests.average / baseline) * 100).toFixed(1)}%` : '-';
    rows.push({ scenario, reqPerSec: Math.round(r.requests.average * 10) / 10, p50Ms: r.latency.p50, p99Ms: r.latency.p99, cpuMsPerReq: Math.round(cpuPerRequest * 1000) / 1000, failures: r.non2xx + r.errors + r.timeouts, 'vs bare': vsBare });
  }
  clearInterval(sampler);
  console.log(`\n${title}`);
  console.table(rows);
  console.log(`server RSS: idle ${idleMb} MB, peak under load ${peakMb} MB${rssGoal}, after load ${rssMb(pid)} MB`);
  if (rows.some((r) => r.failures > 0)) {
    console.error('some requests failed: the figures above are not valid');
    process.exitCode = 1;
  }
}
