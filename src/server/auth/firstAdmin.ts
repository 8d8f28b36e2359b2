// The first administrator of a database without demo data (seed/seedPolicy.ts): made on the first
// start as `admin`, with F9_ADMIN_PASSWORD when it is set, else with no password at all (nothing opens
// it) and a one-time setup link printed by the server, valid for a day; each start prints a new one
// until the password is set. Never a known password: a demo one is refused, and so is a short one.
import { hash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { BUILTIN_ROLES } from '../seed/menus';
import { DEMO_PASSWORDS } from './demoPasswords';
import { hashPassword } from './passwords';

export const FIRST_ADMIN_ACCOUNT = 'admin';
/** An administrator's first password holds at least this many characters. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const SETUP_LINK_MS = 24 * 60 * 60 * 1000;
/** The password hash of an administrator waiting for the setup link: no password verifies against it. */
export const SETUP_PENDING = '!setup-pending';

export type FirstAdmin =
  /** There is an administrator with a password: nothing to do. */
  | { kind: 'present' }
  /** Made, or given its first password, from F9_ADMIN_PASSWORD. */
  | { kind: 'fromPassword' }
  /** Waiting for its password: this token opens the setup page once. */
  | { kind: 'setupLink'; token: string };

/** Why `password` may not be an administrator's first password, or null. */
export function adminPasswordProblem(password: string): 'tooShort' | 'demoPassword' | null {
  if (DEMO_PASSWORDS.has(password)) return 'demoPassword';
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return 'tooShort';
  return null;
}

export const hashSetupToken = (token: string) => hash('sha256', token, 'hex');

/** Makes the first administrator when there is none, or a new setup link while it has no password. */
export async function ensureFirstAdmin(db: Kysely<Database>, password: string | undefined): Promise<FirstAdmin> {
  if (password !== undefined) {
    const problem = adminPasswordProblem(password);
    if (problem === 'demoPassword') throw new Error('F9_ADMIN_PASSWORD is one of the demo passwords, which everyone knows: choose another');
    if (problem === 'tooShort') throw new Error(`F9_ADMIN_PASSWORD must hold at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`);
  }
  const admins = await db.selectFrom('users').select(['id', 'password_hash']).where('user_type', '=', 'admin').orderBy('id').execute();
  if (admins.some((a) => a.password_hash !== SETUP_PENDING)) return { kind: 'present' };
  const passwordHash = password === undefined ? SETUP_PENDING : await hashPassword(password);
  let userId = admins[0]?.id;
  if (userId === undefined) {
    const role = await db.selectFrom('roles').select('id').where('role_cd', '=', BUILTIN_ROLES.admin).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    const made = await db
      .insertInto('users')
      .values({ account: FIRST_ADMIN_ACCOUNT, password_hash: passwordHash, real_name: 'Administrator', nick_name: 'Admin', cus_role_id: role.id, user_type: 'admin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = made.id;
  } else if (password !== undefined) {
    await db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', userId).execute();
  }
  if (password !== undefined) return { kind: 'fromPassword' };
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_setup_links').where('user_id', '=', userId).execute();
    await trx.insertInto('admin_setup_links').values({ token_hash: hashSetupToken(token), user_id: userId, expires_at: sql<Date>`now() + make_interval(secs => ${SETUP_LINK_MS / 1000})` }).execute();
  });
  return { kind: 'setupLink', token };
}
