// A secret shared by every server process on one database (migration 0161): the first process to ask
// makes it, the others read the same one, so what one replica signs another accepts.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

export async function sharedSecret<DB>(db: Kysely<DB>, name: string): Promise<string> {
  await sql`INSERT INTO shared_secrets (name, value) VALUES (${name}, ${randomBytes(32).toString('hex')}) ON CONFLICT (name) DO NOTHING`.execute(db);
  const { rows } = await sql<{ value: string }>`SELECT value FROM shared_secrets WHERE name = ${name}`.execute(db);
  return rows[0].value;
}
