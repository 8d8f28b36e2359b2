// API bench (issue 2): login, getcusclientdata and a cususer-list page under autocannon, next to a
// bare Fastify JSON route in the same run, plus the server's resident memory idle and under load.
// Run: `npm run bench -- server` (or `npx tsx bench/server/api.bench.ts`); BENCH_SECONDS sets the
// duration of each scenario (default 10), BENCH_CONNECTIONS the concurrency (default 10).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { formatChinaTimestamp } from '../../src/shared/wire/chinaTime';
import { API_PREFIX } from '../../src/shared/wire/params';
import { DEFAULT_SIGN_SECRET, signFields } from '../../src/shared/wire/sign';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: { url: string; method?: string; connections: number; duration: number; headers?: Record<string, string>; body?: string }) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = resolve(import.meta.dirname, '../..');

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'benchServer.ts')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const info = await new Promise<{ port: number; barePort: number }>((resolveReady, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"ready"')) resolveReady(JSON.parse(line));
    });
  });
  return { child, ...info };
}

/** The common parameters plus `extra`, signed together with the form fields the call will send. */
function signedUrl(base: string, path: string, token: string, form: Record<string, string> = {}, extra: Record<string, string> = {}) {
  const query: Record<string, string> = { ...extra, tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: 'true' };
  query.hash = signFields(DEFAULT_SIGN_SECRET, query, form);
  return `${base}${API_PREFIX}${path}?${new URLSearchParams(query)}`;
}

async function main() {
  const server = await startServer();
  const base = `http://127.0.0.1:${server.port}`;
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const idleMb = rssMb(server.child.pid!);
    const loginForm = { data: JSON.stringify({ name: 'demo', password: 'demo1234' }) };
    const loginBody = new URLSearchParams(loginForm).toString();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const login = await fetch(signedUrl(base, '/custrylogin', '', loginForm), { method: 'POST', headers: form, body: loginBody });
    const token = ((await login.json()) as { data: { token: { Id: string } } }).data.token.Id;

    let peakMb = idleMb;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, rssMb(server.child.pid!));
    }, 200);
    const scenarios: Array<[string, Parameters<Autocannon>[0]]> = [
      ['bare Fastify JSON route', { url: `http://127.0.0.1:${server.barePort}/bare`, connections, duration: seconds }],
      ['custrylogin (argon2id)', { url: signedUrl(base, '/custrylogin', '', loginForm), method: 'POST', headers: form, body: loginBody, connections, duration: seconds }],
      ['getcusclientdata', { url: signedUrl(base, '/getcusclientdata', token), connections, duration: seconds }],
      ['cususer-list page (10)', { url: signedUrl(base, '/cususer-list', token, {}, { current: '1', size: '10' }), connections, duration: seconds }],
    ];
    const rows: Array<{ scenario: string; reqPerSec: number; p50Ms: number; p99Ms: number; failures: number }> = [];
    for (const [name, opts] of scenarios) {
      const r = await autocannon(opts);
      rows.push({ scenario: name, reqPerSec: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, failures: r.non2xx + r.errors + r.timeouts });
    }
    clearInterval(sampler);
    const bare = rows[0].reqPerSec;
    console.log(`\nAPI bench: ${seconds}s per scenario, ${connections} connections, PGlite, load generator on the same machine`);
    console.table(rows.map((r) => ({ ...r, 'vs bare': `${((r.reqPerSec / bare) * 100).toFixed(1)}%` })));
    console.log(`server RSS: idle ${idleMb} MB, peak under load ${peakMb} MB, after load ${rssMb(server.child.pid!)} MB`);
    if (rows.some((r) => r.failures > 0)) {
      console.error('some requests failed: the figures above are not valid');
      process.exitCode = 1;
    }
  } finally {
    server.child.kill('SIGTERM');
  }
}

await main();
