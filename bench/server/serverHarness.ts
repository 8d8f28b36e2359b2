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
  requests: { average: number };
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
}
export const autocannon = createRequire(import.meta.url)('autocannon') as (opts: AutocannonOptions) => Promise<AutocannonResult>;

const root = resolve(import.meta.dirname, '../..');

export const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};

export async function startServer(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'benchServer.ts')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
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
