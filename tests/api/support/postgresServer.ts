// A throwaway PostgreSQL 15 server for the API suite (F9_TEST_DB=pg): initdb and pg_ctl run as the
// postgres user (initdb refuses root) on a fresh temp folder, listening on loopback only.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PG_BIN = '/usr/lib/postgresql/15/bin';

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function asPostgres(command: string): void {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'pipe' });
  else execFileSync('/bin/bash', ['-c', command], { stdio: 'pipe' });
}

/** The same as asPostgres without blocking this process (a test's load keeps running meanwhile). */
async function asPostgresAsync(command: string): Promise<void> {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) await promisify(execFile)('su', ['postgres', '-s', '/bin/bash', '-c', command]);
  else await promisify(execFile)('/bin/bash', ['-c', command]);
}

export interface PostgresServer {
  /** Connection URL of the maintenance database `postgres` (superuser, trust auth on loopback). */
  url: string;
  /** The same database through the server's Unix socket (no TCP: what a server on the same machine should use). */
  socketUrl: string;
  stop(): void;
  /** `pg_ctl -m fast restart`: every backend is told 57P01 and the server comes back on the same port. */
  restart(): Promise<void>;
  /** `pg_ctl -m fast stop`, for as long as the caller wants the database down; `start` brings it back. */
  halt(): Promise<void>;
  start(): Promise<void>;
}

// Clusters this process started and has not stopped: stopped when the process ends, however it ends,
// so a killed test run leaves no postgres behind (orphans used to pile up over a working day).
const running = new Set<() => void>();
function stopAllRunning(): void {
  for (const stop of [...running]) {
    try {
      stop();
    } catch {
      // The process is ending: a cluster already gone is fine.
    }
  }
}
process.once('exit', stopAllRunning);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    stopAllRunning();
    // Our listener took away the signal's default (ending the process): end it as the signal would have.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  });
}

export async function startPostgres(): Promise<PostgresServer> {
  if (!existsSync(join(PG_BIN, 'initdb'))) throw new Error(`PostgreSQL 15 binaries not found in ${PG_BIN}`);
  const dir = mkdtempSync(join(tmpdir(), 'f9-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const ctl = (action: string) => `${PG_BIN}/pg_ctl -D ${quote(data)} -o ${quote(opts)} -l ${quote(join(dir, 'server.log'))} -m fast -w -t 60 ${action} >/dev/null`;
  try {
    asPostgres(`${PG_BIN}/initdb -D ${quote(data)} -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null`);
    asPostgres(ctl('start'));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const stopNow = () => {
    running.delete(stopNow);
    try {
      asPostgres(`${PG_BIN}/pg_ctl -D ${quote(data)} -m immediate -w stop >/dev/null`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  running.add(stopNow);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://postgres@localhost/postgres?${new URLSearchParams({ host: dir, port: String(port) })}`,
    restart: () => asPostgresAsync(ctl('restart')),
    halt: () => asPostgresAsync(ctl('stop')),
    start: () => asPostgresAsync(ctl('start')),
    stop: stopNow,
  };
}
