// Resolves who is calling from a session token, in one query: the session, the user, the company and
// the version of the role's grants; the menus and FuncIds come from roleGrants.ts for that version.
// Expired sessions are deleted here.
import type { Kysely } from 'kysely';
import type { Language } from '../../shared/constants';
import type { Database } from '../db/schema';
import type { Principal } from './access';
import { roleGrants } from './roleGrants';
import { hashToken, isSessionLive, type SessionPolicy, touchSession } from './sessions';

export async function resolvePrincipal(db: Kysely<Database>, token: string, policy: SessionPolicy, language: Language): Promise<Principal | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('roles', 'roles.id', 'users.cus_role_id')
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.id',
      'users.account',
      'users.user_type',
      'users.customer_id',
      'users.cus_role_id',
      'users.is_active',
      'roles.grants_version',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  const sessionId = String(row.session_id);
  if (!row.is_active || !isSessionLive(row, policy)) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    return null;
  }
  await touchSession(db, sessionId, row.last_seen_at);
  const grants = await roleGrants(db, row.cus_role_id, row.grants_version);
  return {
    sessionId,
    userId: row.id,
    account: row.account,
    kind: row.user_type,
    customerId: row.user_type === 'customer' ? row.customer_id : null,
    roleIds: [row.cus_role_id],
    menus: grants.menus,
    funcs: grants.funcs,
    language,
  };
}
