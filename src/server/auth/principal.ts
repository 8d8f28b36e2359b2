// Resolves who is calling from a session token, in one query: the session, the user, the company and
// the version of the role's grants; the menus and FuncIds come from roleGrants.ts for that version.
// A resolved session is held in memory (principalCache.ts) while notifications keep it true, so most
// calls read nothing. Expired sessions are deleted here.
import type { Kysely } from 'kysely';
import type { Language } from '../../shared/constants';
import type { Database } from '../db/schema';
import type { Principal } from './access';
import type { PrincipalCache } from './principalCache';
import { roleGrants } from './roleGrants';
import { hashToken, isSessionLive, type SessionPolicy, touchDue, touchSession } from './sessions';

/**
 * The principal held for this token when the call needs the database for nothing (held, live, no touch
 * due), so the permission hook can answer without a promise; undefined sends it to resolvePrincipal.
 */
export function heldPrincipal(token: string, policy: SessionPolicy, language: Language, cache?: PrincipalCache): Principal | undefined {
  if (!cache || !token || token.length > 200) return undefined;
  const held = cache.get(hashToken(token));
  if (!held) return undefined;
  const now = Date.now();
  if (!isSessionLive({ last_seen_at: held.lastSeenMs, expires_at: held.expiresMs }, policy, now) || touchDue(held.lastSeenMs, now)) return undefined;
  return { ...held.principal, language };
}

/**
 * The caller of `token`, or null. `fresh`: read the session from the database even when it is held (a
 * write: another process may have ended the session a moment ago, before its notification arrived);
 * what is read is held again.
 */
export async function resolvePrincipal(db: Kysely<Database>, token: string, policy: SessionPolicy, language: Language, cache?: PrincipalCache, fresh = false): Promise<Principal | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const now = Date.now();
  const held = fresh ? undefined : cache?.get(tokenHash);
  if (held) {
    // Past its expiry in memory it may still have been touched by another process: read it again.
    if (!isSessionLive({ last_seen_at: held.lastSeenMs, expires_at: held.expiresMs }, policy, now)) cache!.forget(tokenHash);
    else {
      const seen = held.lastSeenMs;
      if (touchDue(seen, now)) {
        // Moved before the write, so the calls running meanwhile do not write it too.
        held.lastSeenMs = now;
        await touchSession(db, held.principal.sessionId, seen, now);
      }
      return { ...held.principal, language };
    }
  }
  const ticket = cache?.ticket() ?? 0;
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
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const sessionId = String(row.session_id);
  if (!row.is_active || !isSessionLive(row, policy, now)) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    return null;
  }
  const touched = await touchSession(db, sessionId, row.last_seen_at, now);
  const grants = await roleGrants(db, row.cus_role_id, row.grants_version);
  const principal = {
    sessionId,
    userId: row.id,
    account: row.account,
    kind: row.user_type,
    customerId: row.user_type === 'customer' ? row.customer_id : null,
    roleIds: [row.cus_role_id],
    menus: grants.menus,
    funcs: grants.funcs,
  };
  const lastSeenMs = touched ? now : new Date(row.last_seen_at).getTime();
  cache?.store(tokenHash, { principal, roleId: row.cus_role_id, lastSeenMs, expiresMs: new Date(row.expires_at).getTime() }, ticket);
  return { ...principal, language };
}
