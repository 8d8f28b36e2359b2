// Applies the SQL files of db/migrations (hand-written and generated alike) in name order, each in
// its own transaction, recording each in schema_migrations. The only migration runner there is.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Kysely, sql } from 'kysely';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, 'migrations');

export interface MigrationFile {
  name: string;
  sql: string;
}

/** The migrations' names, in the order they apply. */
export function migrationNames(dir: string = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

export function readMigrations(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  return migrationNames(dir).map((name) => ({ name, sql: readFileSync(resolve(dir, name), 'utf8') }));
}

/**
 * Statements end with `;` at the end of a line (drivers prepare one statement at a time). Comment
 * lines are dropped. Dollar-quoted bodies spanning `;` line ends are not supported: keep them out.
 */
export function splitStatements(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;[ \t]*(?:\r?\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Returns the names applied by this call (empty when the database was up to date). */
export async function migrate<DB>(db: Kysely<DB>, files: MigrationFile[] = readMigrations()): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  const applied = new Set(done.rows.map((r) => r.name));
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file.name)) continue;
    await db.transaction().execute(async (trx) => {
      for (const statement of splitStatements(file.sql)) await sql.raw(statement).execute(trx);
      await sql`INSERT INTO schema_migrations (name) VALUES (${file.name})`.execute(trx);
    });
    ran.push(file.name);
  }
  return ran;
}
