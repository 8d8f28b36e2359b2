// Real server processes (the compiled dist/server/main.js, as `npm start` runs it: compiledServer.ts) for
// tests that need more than one: replicas on one PostgreSQL server, the end-to-end hub test. Each is
// stopped with SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatChinaTimestamp } from '../../../src/shared/wire/chinaTime';
import { API_PREFIX } from '../../../src/shared/wire/params';
import { DEFAULT_SIGN_SECRET, signFields } from '../../../src/shared/wire/sign';
import { compiledServerCommand } from './compiledServer';
import { startPostgres } from './postgresServer';
import { createThrowawayDatabase } from './throwawayDatabase';

const root = resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  base: string;
  port: number;
  pid: number;
  output(): string;
  /** False once the process has exited (crashed, or stopped). */
  running(): boolean;
  /** The exit code once it has exited (null before, or when a signal ended it). */
  exitCode(): number | null;
  stop(): Promise<void>;
}

/**
 * Starts the compiled server on `port` with `env` and resolves once it prints its URL. Without a port
 * the server binds port 0 and the system picks one: a port found free first could be taken by another
 * test's server before this one binds it (EADDRINUSE).
 */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenPort = port ?? 0;
  const start = await compiledServerCommand(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'f9-proc-'));
  let output = '';
  const child: ChildProcess = spawn(start.command, start.args, {
    cwd: root,
    env: { ...process.env, PORT: String(listenPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = await new Promise<string>((resolveReady, reject) => {
    // Only a hang guard, just inside the hook's and test's own (vitest.config.ts; tests that start several
    // servers one after another take a longer limit), so that a hang shows the server's output. A start
    // on a fresh PostgreSQL database at load 14 took over 120 s and was wrongly failed by a shorter limit.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 280_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolveReady(m[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    base,
    port: Number(new URL(base).port),
    pid: child.pid!,
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ThrowawayPostgres {
  /** A fresh database of its own. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A database on the API suite's throwaway PostgreSQL server when it runs on one (F9_TEST_DB=pg), else
 * on a PostgreSQL 15 server started for the caller. No PostgreSQL is a failure, said loudly: these
 * tests prove what only a PostgreSQL server can (several processes on one database).
 */
export async function throwawayPostgres(sharedServerUrl: string): Promise<ThrowawayPostgres> {
  if (sharedServerUrl && sharedServerUrl !== 'unavailable') {
    const db = await createThrowawayDatabase(sharedServerUrl, 'f9_multi');
    return { url: db.url, stop: db.drop };
  }
  let server;
  try {
    server = await startPostgres();
  } catch (error) {
    const banner = '!'.repeat(78);
    console.error(`\n${banner}\n!!! PostgreSQL 15 could not start: the tests of several server processes on one PostgreSQL FAIL.\n!!! ${String(error)}\n${banner}\n`);
    throw error;
  }
  const db = await createThrowawayDatabase(server.url, 'f9_multi');
  return {
    url: db.url,
    stop: async () => {
      await db.drop().catch(() => undefined);
      server.stop();
    },
  };
}

/** A signed call over HTTP, as the client makes it. */
export async function signedCall<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; form?: Record<string, string>; query?: Record<string, string>; customer?: string; culture?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: { success: boolean; data: T; message: string; exceptioncode: number } }> {
  const query: Record<string, string> = {
    tokenid: options.token ?? '',
    companyid: '0',
    timestamp: formatChinaTimestamp(),
    culture: options.culture ?? 'en-US',
    customer: options.customer ?? 'true',
    ...options.query,
  };
  query.hash = signFields(DEFAULT_SIGN_SECRET, query, options.form ?? {});
  const res = await fetch(`${base}${API_PREFIX}${path}?${new URLSearchParams(query)}`, {
    method,
    headers: { ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...options.headers },
    body: options.form ? new URLSearchParams(options.form).toString() : undefined,
  });
  return { status: res.status, body: (await res.json()) as never };
}

export async function loginOn(base: string, account: string, password: string, headers?: Record<string, string>): Promise<string> {
  const admin = account === 'admin';
  const res = await signedCall<{ token: { Id: string } }>(base, 'POST', admin ? '/trylogin' : '/custrylogin', {
    form: { data: JSON.stringify({ name: account, password }) },
    customer: admin ? 'false' : 'true',
    headers,
  });
  if (!res.body.success) throw new Error(`login ${account} failed: ${res.body.message}`);
  return res.body.data.token.Id;
}
