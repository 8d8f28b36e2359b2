// PGlite runs PostgreSQL as one backend in single-user mode, where autovacuum never runs: the row
// versions that updates and deletes leave dead (sessions and hub events pruned every hour, bookings
// given their tracking milestones, edited records) would stay, and every table would only grow and
// scans slow down. The embedded server vacuums in autovacuum's place, with autovacuum's own default
// thresholds, one table at a time. A PostgreSQL server does this itself: nothing runs there.
import { type Kysely, sql } from 'kysely';

/** autovacuum_vacuum_threshold / _scale_factor and autovacuum_analyze_threshold / _scale_factor (PostgreSQL's defaults). */
export const VACUUM_WHEN = { dead: 50, deadShare: 0.2, changed: 50, changedShare: 0.1 } as const;
/** How often the embedded server looks for tables due (autovacuum_naptime is a minute; an embedded
 * database is small and a vacuum holds its one connection, so less often). */
export const VACUUM_EVERY_MS = 10 * 60 * 1000;

export interface TableDue {
  table: string;
  /** Dead rows past the threshold: VACUUM (ANALYZE); otherwise changed rows only: ANALYZE. */
  vacuum: boolean;
}

/** The tables whose dead or changed rows have passed autovacuum's thresholds, most dead rows first. */
export async function tablesDue<DB>(db: Kysely<DB>): Promise<TableDue[]> {
  const { dead, deadShare, changed, changedShare } = VACUUM_WHEN;
  // A backend sends its counts to the statistics at most once a second, when idle: have it send them
  // before the next statement, so the figures read below include the writes just made.
  await sql`SELECT pg_stat_force_next_flush()`.execute(db);
  const over = (count: string, base: number, share: number) => sql`${sql.ref(count)} > ${base}::float8 + ${share}::float8 * n_live_tup`;
  const { rows } = await sql<{ table: string; vacuum: boolean }>`
    SELECT relname AS "table", ${over('n_dead_tup', dead, deadShare)} AS vacuum FROM pg_stat_user_tables
    WHERE schemaname = 'public' AND (${over('n_dead_tup', dead, deadShare)} OR ${over('n_mod_since_analyze', changed, changedShare)})
    ORDER BY n_dead_tup DESC, relname`.execute(db);
  return rows;
}

/** One pass: each table due vacuumed (or analysed), in turn; answers what was done. */
export async function vacuumDueTables<DB>(db: Kysely<DB>): Promise<TableDue[]> {
  const due = await tablesDue(db);
  for (const { table, vacuum } of due) await sql`${sql.raw(vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE')} ${sql.table(table)}`.execute(db);
  return due;
}

export interface EmbeddedVacuum {
  /** Stops the timer and waits for a pass under way (before the database closes). */
  stop(): Promise<void>;
}

export interface VacuumSchedule {
  /** How often a pass is due. */
  everyMs?: number;
  /** Whether the server is quiet now: a vacuum holds the embedded database's one connection, so a due
   * pass waits for a quiet moment (no request for a few seconds), checked each `checkMs`... */
  quiet?: () => boolean;
  checkMs?: number;
  /** ...but no longer than this after it fell due. */
  longestWaitMs?: number;
}

/** Runs a pass every `everyMs` (the first one `everyMs` after the start), in a quiet moment when it can. */
export function startEmbeddedVacuum<DB>(db: Kysely<DB>, report: { done(due: TableDue[], ms: number): void; failed(error: unknown): void }, schedule: VacuumSchedule = {}): EmbeddedVacuum {
  const { everyMs = VACUUM_EVERY_MS, quiet = () => true, checkMs = 5_000, longestWaitMs = 60 * 60 * 1000 } = schedule;
  let running: Promise<void> | null = null;
  let lastPass = Date.now();
  const pass = () => {
    const waited = Date.now() - lastPass - everyMs;
    // Not due yet, a pass still under way (a large table), or the server busy and not waited too long.
    if (waited < 0 || running || (!quiet() && waited < longestWaitMs)) return;
    lastPass = Date.now();
    const started = performance.now();
    running = vacuumDueTables(db)
      .then(
        (due) => void (due.length > 0 && report.done(due, Math.round(performance.now() - started))),
        (error: unknown) => report.failed(error),
      )
      .finally(() => (running = null));
  };
  const timer = setInterval(pass, Math.min(checkMs, everyMs));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
