// A call that waits for a pooled PostgreSQL connection waits its turn, but not for ever
// (db/pgConnection.ts): past the pool's wait it is refused as "database briefly unavailable" (503), and
// the server says what the pool held then (a pool that gives no connection back would otherwise hang
// every call of the process without a word).
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { namedStatementPool } from '../../src/server/db/namedStatements';
import { PG_POOL_SETTINGS, POOL_WAIT_MS, poolCounts } from '../../src/server/db/pgConnection';
import { isDatabaseUnavailable } from '../../src/server/http/databaseUnavailable';
import { onPostgres } from './support/apiStep';

describe('a call waiting for a pooled connection', () => {
  it('waits a bounded time, long enough for a burst', () => {
    expect(PG_POOL_SETTINGS.connectionTimeoutMillis).toBe(POOL_WAIT_MS);
    expect(POOL_WAIT_MS).toBeGreaterThanOrEqual(30_000);
  });

  it.runIf(onPostgres)('is refused as unavailable past the wait, and the pool says what it held', async () => {
    // The same settings with a wait this test can sit through.
    const pool = new pg.Pool({ connectionString: inject('f9PgUrl'), max: 1, ...PG_POOL_SETTINGS, connectionTimeoutMillis: 300 });
    const told: string[] = [];
    const kysely = namedStatementPool(pool, undefined, () => told.push(poolCounts(pool)));
    const held = await kysely.connect();
    try {
      const refused = await kysely.connect().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(refused)).toBe(true);
      expect(told).toEqual(['1 open, 0 idle, 0 calls waiting']);
      // Given back, the connection serves the next call.
      held.release();
      const next = await kysely.connect();
      expect((await next.query('SELECT 1 AS one', [])).rows).toEqual([{ one: 1 }]);
      next.release();
    } finally {
      await pool.end();
    }
  });
});
