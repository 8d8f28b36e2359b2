// The demo accounts' passwords are printed in the README: an active account that still opens with one
// is open to anyone. On a PostgreSQL server (a real installation) the server refuses to start while
// there is one, unless F9_DEMO=1 says the database is a demo.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_USERS } from '../seed/demoData';
import { verifyPassword } from './passwords';

/** The demo passwords, which no administrator may be given either. */
export const DEMO_PASSWORDS: ReadonlySet<string> = new Set(DEMO_USERS.map((u) => u.password));

/** Accounts (active) whose password is still their demo password. */
export async function accountsWithDemoPasswords(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select(['account', 'password_hash'])
    .where('is_active', '=', true)
    .where((eb) => eb(eb.fn('lower', ['account']), 'in', DEMO_USERS.map((u) => u.account)))
    .execute();
  const open: string[] = [];
  for (const row of rows) {
    const demo = DEMO_USERS.find((u) => u.account === row.account.toLowerCase())!;
    if (await verifyPassword(row.password_hash, demo.password)) open.push(row.account);
  }
  return open.sort();
}
