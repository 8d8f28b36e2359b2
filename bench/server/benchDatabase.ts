// The bench server's database, migrated and seeded like `npm start` plus the bench's own rows: PGlite in
// a temp folder (default) or, with BENCH_DB=pg, a database on a throwaway PostgreSQL 15 cluster (the
// API suite's, tests/api/support) that is stopped and removed with it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { connect, type DbHandle } from '../../src/server/db/connect';
import { createClusterInChild } from '../../src/server/db/createCluster';
import { migrate } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/seed/seed';
import { type PostgresServer, startPostgres } from '../../tests/api/support/postgresServer';
import { createThrowawayDatabase } from '../../tests/api/support/throwawayDatabase';

/**
 * A new database on a throwaway server, reached through its Unix socket as a server on the same machine
 * should connect (README, DATABASE_URL), or over loopback TCP with BENCH_PG_TCP=1; `how` names which.
 */
export async function benchPostgresDatabase(server: PostgresServer): Promise<{ url: string; how: string }> {
  const viaTcp = process.env.BENCH_PG_TCP === '1';
  const { url } = await createThrowawayDatabase(viaTcp ? server.url : server.socketUrl, 'f9bench');
  return { url, how: viaTcp ? 'loopback TCP' : 'Unix socket' };
}

export interface BenchDatabase {
  handle: DbHandle<Database>;
  /** For the bench's title: 'PGlite' or 'PostgreSQL 15'. */
  label: string;
  close(): Promise<void>;
}

export async function openBenchDatabase(seedBench: (db: Kysely<Database>) => Promise<void>): Promise<BenchDatabase> {
  if (process.env.BENCH_DB === 'pg') {
    const server = await startPostgres();
    try {
      const database = await benchPostgresDatabase(server);
      const handle = await connect<Database>({ kind: 'pg', url: database.url });
      await migrate(handle.db);
      await seedDatabase(handle.db, { demo: true });
      await seedBench(handle.db);
      return { handle, label: `PostgreSQL 15 (${database.how})`, close: async () => (await handle.close(), server.stop()) };
    } catch (error) {
      server.stop();
      throw error;
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'f9-bench-'));
  const target = { kind: 'pglite' as const, dataDir: join(dir, 'pgdata') };
  // Same sequence as main.ts: the cluster made (migrated, seeded) in a child process, then opened here;
  // reopened after the bench's rows so the server measures a database as it starts, not as it was written.
  await createClusterInChild(target.dataDir);
  const writing = await connect<Database>(target);
  await migrate(writing.db);
  await seedDatabase(writing.db, { demo: true });
  await seedBench(writing.db);
  await writing.close();
  const handle = await connect<Database>(target);
  return { handle, label: 'PGlite', close: async () => (await handle.close(), rmSync(dir, { recursive: true, force: true })) };
}
