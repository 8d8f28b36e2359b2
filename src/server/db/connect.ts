// One database API for both back ends: PGlite (embedded, default, data in DATA_DIR) or a PostgreSQL
// server (DATABASE_URL). Everything above this file sees only Kysely.
import { availableParallelism } from 'node:os';
import { Kysely, PostgresDialect, type KyselyConfig } from 'kysely';
import { HeldStatementCompiler } from './heldStatements';
import { namedStatementPool } from './namedStatements';
import { type NotificationSource, pgliteNotifications, pgNotifications } from './notifications';
import { connectionLost, PG_POOL_SETTINGS, POOL_WAIT_MS, poolCounts } from './pgConnection';

/**
 * `template`: a PGlite data-dir dump (dumpDataDir) to start from instead of a new cluster (tests), or the
 * path of a file holding one (read once, in the database's thread: no copies of the bytes on the way);
 * `poolSize`: connections to a PostgreSQL server (defaultPoolSize when absent).
 */
export type DbTarget = { kind: 'pglite'; dataDir: string | null; template?: Blob | string } | { kind: 'pg'; url: string; poolSize?: number };

export interface DbHandle<DB> {
  db: Kysely<DB>;
  target: DbTarget;
  close(): Promise<void>;
  /** LISTEN/NOTIFY on this database (the real-time hub's fan-out). */
  notifications: NotificationSource;
  /** PGlite only: the whole database as a dump, loadable as a `template` (tests start from it). */
  dump?(): Promise<Blob>;
}

/**
 * PGlite's own start parameters plus smaller memory settings: one embedded backend serves one
 * process, so 16 MB of shared buffers is plenty and keeps the idle footprint down (see README).
 */
export const PGLITE_START_PARAMS = [
  ...['--single', '-F', '-O', '-j', '-c', 'search_path=public', '-c', 'exit_on_error=false', '-c', 'log_checkpoints=false'],
  ...['-c', 'max_worker_processes=0', '-c', 'max_parallel_workers=0', '-c', 'max_parallel_workers_per_gather=0'],
  ...['-c', 'io_method=sync', '-c', 'max_parallel_maintenance_workers=0'],
  ...['-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=16MB', '-c', 'temp_buffers=2MB'],
  ...['-c', 'wal_buffers=1MB', '-c', 'TimeZone=UTC'],
];

/**
 * Connections to a PostgreSQL server: about two per core (PostgreSQL's wiki: "((core_count * 2) +
 * effective_spindle_count)"). More only take turns on the same cores, and every query then finishes late
 * instead of each in turn: on 2 cores, 10 connections gave the 1,000,000-row list a p99 of 13 ms where 4
 * gave 9 ms, at more requests a second (bench/engine). This machine's cores stand for the database's
 * unless DATABASE_POOL_SIZE says otherwise.
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(2, cores * 2);
}

export const MAX_POOL_SIZE = 100;


/** DATABASE_POOL_SIZE as a whole number of connections, or the default; anything else stops the start. */
export function poolSizeFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultPoolSize();
  const size = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(size) || size < 1 || size > MAX_POOL_SIZE) throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to ${MAX_POOL_SIZE}, not "${value}"`);
  return size;
}

export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): DbTarget {
  if (env.DATABASE_URL) return { kind: 'pg', url: env.DATABASE_URL, poolSize: poolSizeFromEnv(env.DATABASE_POOL_SIZE) };
  return { kind: 'pglite', dataDir: env.DATA_DIR ?? './data' };
}

/** PostgreSQL's dialect, its template statements' texts held by shape (heldStatements.ts). */
class HeldStatementsDialect extends PostgresDialect {
  override createQueryCompiler() {
    return new HeldStatementCompiler();
  }
}

export async function connect<DB>(target: DbTarget, config: Omit<KyselyConfig, 'dialect'> = {}): Promise<DbHandle<DB>> {
  if (target.kind === 'pg') {
    const { default: pg } = await import('pg');
    // count(*) and bigint come back as strings from pg; numbers from PGlite: normalise here, once.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    pg.types.setTypeParser(1700, (v: string) => Number(v));
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? defaultPoolSize(), ...PG_POOL_SETTINGS });
    // The server can cut any connection (a restart or failover tells every backend 57P01). pg reports
    // it as an 'error' event, on the pool for an idle connection and on the client itself for one in
    // use: unheard, either kills the process. The call in flight fails (503, databaseUnavailable.ts),
    // pg-pool drops the broken connection and the next call opens a new one.
    pool.on('connect', (client) => client.on('error', connectionLost));
    // pg-pool repeats an idle connection's error on the pool: already told above.
    pool.on('error', () => undefined);
    // A call that found no free connection in POOL_WAIT_MS is answered 503; what the pool held then says why.
    const onPoolWaitExceeded = () => console.warn(`database: a call found no free connection in ${POOL_WAIT_MS / 1000} s (pool: ${poolCounts(pool)})`);
    const db = new Kysely<DB>({ ...config, dialect: new HeldStatementsDialect({ pool: namedStatementPool(pool, undefined, onPoolWaitExceeded) }) });
    return { db, target, close: () => db.destroy(), notifications: pgNotifications(target.url) };
  }
  // The embedded database runs in its own thread (pgliteWorker.ts), as a server would in its own process.
  const { PgliteThread } = await import('./pgliteThread');
  const { PgliteThreadDialect } = await import('./pgliteThreadDialect');
  const thread = await PgliteThread.start(target.dataDir, PGLITE_START_PARAMS, target.template);
  const db = new Kysely<DB>({ ...config, dialect: new PgliteThreadDialect(thread) });
  return {
    db,
    target,
    close: () => db.destroy(),
    notifications: pgliteNotifications(thread),
    dump: () => thread.dump(),
  };
}
