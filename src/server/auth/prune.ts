// Housekeeping: expired sessions and old login attempts are deleted periodically (and at start), so
// the tables stay small. Safe to run from every replica at once.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionPolicy } from './sessions';

/** Login attempts are kept a day: far longer than any rate-limit window, short enough to stay small. */
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

export async function pruneAuthTables(db: Kysely<Database>, policy: SessionPolicy, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', new Date(now)), eb('last_seen_at', '<=', new Date(now - policy.idleMs))]))
    .execute();
  await db.deleteFrom('login_attempts').where('attempted_at', '<', new Date(now - KEEP_ATTEMPTS_MS)).execute();
  await db.deleteFrom('public_lookups').where('attempted_at', '<', new Date(now - KEEP_ATTEMPTS_MS)).execute();
}
