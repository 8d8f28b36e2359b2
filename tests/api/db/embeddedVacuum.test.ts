// The embedded database has no autovacuum (PGlite is one backend in single-user mode): the server
// vacuums in its place (db/embeddedVacuum.ts) with autovacuum's thresholds. On the database the server
// opens (connect(), a data folder, the PGlite thread): a table past the threshold is vacuumed and its
// dead rows are gone, one with a few changes is left alone, and the timer's pass reports what it did.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../../src/server/db/connect';
import { startEmbeddedVacuum, tablesDue, vacuumDueTables, type TableDue } from '../../../src/server/db/embeddedVacuum';

let handle: DbHandle<Record<string, never>>;
let dir: string;

const dead = async (table: string) => {
  await sql`SELECT pg_stat_force_next_flush()`.execute(handle.db);
  return (await sql<{ n: number }>`SELECT n_dead_tup::int AS n FROM pg_stat_user_tables WHERE relname = ${table}`.execute(handle.db)).rows[0].n;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'f9-vacuum-'));
  handle = await connect({ kind: 'pglite', dataDir: join(dir, 'pgdata') });
  for (const table of ['churned', 'steady']) {
    await sql`CREATE TABLE ${sql.table(table)} (id int PRIMARY KEY, v int)`.execute(handle.db);
    await sql`INSERT INTO ${sql.table(table)} SELECT g, g FROM generate_series(1, 2000) AS g`.execute(handle.db);
  }
  // Both analysed as they stand (their inserts counted first): from here, only what changes counts.
  await sql`SELECT pg_stat_force_next_flush()`.execute(handle.db);
  await sql`ANALYZE churned, steady`.execute(handle.db);
  await sql`UPDATE churned SET v = v + 1 WHERE id <= 1000`.execute(handle.db);
  await sql`DELETE FROM steady WHERE id <= 10`.execute(handle.db);
});
afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('vacuuming the embedded database', () => {
  it('vacuums a table whose dead rows passed the threshold, and leaves one with a few alone', async () => {
    expect(await dead('churned')).toBe(1000);
    expect(await dead('steady')).toBe(10);
    const due = await vacuumDueTables(handle.db);
    expect(due).toContainEqual({ table: 'churned', vacuum: true });
    expect(due.map((d) => d.table)).not.toContain('steady');
    expect(await dead('churned')).toBe(0);
    expect(await dead('steady')).toBe(10);
    expect((await tablesDue(handle.db)).map((d) => d.table)).not.toContain('churned');
  });

  it('analyses a table whose rows changed without dying (inserted), without vacuuming it', async () => {
    await sql`INSERT INTO steady SELECT g, g FROM generate_series(2001, 2400) AS g`.execute(handle.db);
    expect(await tablesDue(handle.db)).toContainEqual({ table: 'steady', vacuum: false });
  });

  it('runs a pass on its timer in a quiet moment, and reports the tables it vacuumed', async () => {
    await sql`DELETE FROM churned WHERE id > 1000`.execute(handle.db);
    const reports: TableDue[][] = [];
    const report = { done: (due: TableDue[]) => reports.push(due), failed: (error: unknown) => reports.push([{ table: String(error), vacuum: false }]) };
    let quiet = false;
    const vacuum = startEmbeddedVacuum(handle.db, report, { everyMs: 50, checkMs: 20, quiet: () => quiet, longestWaitMs: 60_000 });
    // Due, but the server is busy: it waits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reports).toEqual([]);
    quiet = true;
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    await vacuum.stop();
    expect(reports[0]).toContainEqual({ table: 'churned', vacuum: true });
    expect(await dead('churned')).toBe(0);
  });

  it('does not wait for a quiet moment longer than it may', async () => {
    await sql`DELETE FROM churned WHERE id > 500`.execute(handle.db);
    const reports: TableDue[][] = [];
    const vacuum = startEmbeddedVacuum(handle.db, { done: (due) => reports.push(due), failed: () => reports.push([]) }, { everyMs: 50, checkMs: 20, quiet: () => false, longestWaitMs: 200 });
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    await vacuum.stop();
    expect(reports[0]).toContainEqual({ table: 'churned', vacuum: true });
  });
});
