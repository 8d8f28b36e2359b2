// Several server processes may start at once on one PostgreSQL server (replicas): migrations and the
// first seed must run in one of them at a time, so they hold a session advisory lock on a connection
// of their own meanwhile. PGlite serves one process and has one connection: no lock there.
import { type Kysely, sql } from 'kysely';

/** Any fixed number; the same in every process ("F9 start"). */
const STARTUP_LOCK_KEY = 0x46390001;

export async function withStartupLock<DB, T>(db: Kysely<DB>, kind: 'pg' | 'pglite', work: () => Promise<T>): Promise<T> {
  if (kind === 'pglite') return work();
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
