// Whether this process can serve: the database answers, and every migration this code knows is applied
// (a process started before a newer one migrated is still ready: migrations only add). Asked by a load
// balancer every few seconds, so it is one small query, given up on after READY_TIMEOUT_MS.
import { type Kysely, sql } from 'kysely';
import { migrationNames } from './migrate';

export interface DatabaseReadiness {
  database: 'reachable' | 'unreachable';
  migrations: 'current' | 'behind' | 'unknown';
}

export const READY_TIMEOUT_MS = 2000;

export function readinessCheck<DB>(db: Kysely<DB>, expected: string[] = migrationNames(), timeoutMs = READY_TIMEOUT_MS): () => Promise<DatabaseReadiness> {
  const unreachable: DatabaseReadiness = { database: 'unreachable', migrations: 'unknown' };
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<DatabaseReadiness>((resolve) => (timer = setTimeout(() => resolve(unreachable), timeoutMs)));
    const asked = sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db).then(
      ({ rows }): DatabaseReadiness => {
        const applied = new Set(rows.map((r) => r.name));
        return { database: 'reachable', migrations: expected.every((name) => applied.has(name)) ? 'current' : 'behind' };
      },
      () => unreachable,
    );
    try {
      return await Promise.race([asked, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
