// Resolves who is calling from a session token, in one query: the session, the user, the company,
// and the menus and FuncIds granted through the user's role. Expired sessions are deleted here.
import { type Kysely, sql } from 'kysely';
import type { Language } from '../../shared/constants';
import type { Database } from '../db/schema';
import type { Principal } from './access';
import { hashToken, isSessionLive, type SessionPolicy, touchSession } from './sessions';

export async function resolvePrincipal(db: Kysely<Database>, token: string, policy: SessionPolicy, language: Language): Promise<Principal | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
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
      sql<string[]>`coalesce((select json_agg(rm.menu_name) from role_menus rm where rm.role_id = users.cus_role_id), '[]'::json)`.as('menus'),
      sql<string[]>`coalesce((select json_agg(rf.func_id) from role_funcs rf where rf.role_id = users.cus_role_id), '[]'::json)`.as('funcs'),
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
  return {
    sessionId,
    userId: row.id,
    account: row.account,
    kind: row.user_type,
    customerId: row.user_type === 'customer' ? row.customer_id : null,
    roleIds: [row.cus_role_id],
    menus: new Set(row.menus),
    funcs: new Set(row.funcs),
    language,
  };
}
