// One database API for both back ends: PGlite (embedded, default, data in DATA_DIR) or a PostgreSQL
// server (DATABASE_URL). Everything above this file sees only Kysely.
import { Kysely, PostgresDialect, type KyselyConfig } from 'kysely';

export type DbTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'pg'; url: string };

export interface DbHandle<DB> {
  db: Kysely<DB>;
  target: DbTarget;
  close(): Promise<void>;
}

export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): DbTarget {
  if (env.DATABASE_URL) return { kind: 'pg', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: env.DATA_DIR ?? './data' };
}

export async function connect<DB>(target: DbTarget, config: Omit<KyselyConfig, 'dialect'> = {}): Promise<DbHandle<DB>> {
  if (target.kind === 'pg') {
    const { default: pg } = await import('pg');
    // count(*) and bigint come back as strings from pg; numbers from PGlite: normalise here, once.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    pg.types.setTypeParser(1700, (v: string) => Number(v));
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = new Kysely<DB>({ ...config, dialect: new PostgresDialect({ pool }) });
    return { db, target, close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGliteDialect } = await import('kysely-pglite-dialect');
  const pglite = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  await pglite.waitReady;
  const db = new Kysely<DB>({ ...config, dialect: new PGliteDialect(pglite) });
  return {
    db,
    target,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
