// Sessions: a 256-bit random token handed to the client once; only its SHA-256 is stored. Each
// login makes a new one; logout deletes it; it ends after SESSION_IDLE_MS without use or
// SESSION_ABSOLUTE_MS after login, whichever comes first.
import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 2 * 60 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000 };

/** last_seen_at is written at most this often, so reads do not turn every call into a write. */
export const TOUCH_EVERY_MS = 60 * 1000;

// crypto.hash: one call, no Hash object (a third of createHash's time on a token).
export const hashToken = (token: string) => hash('sha256', token, 'hex');

export async function createSession(db: Kysely<Database>, user: { id: number; customer_id: number | null }, policy: SessionPolicy): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: user.id, customer_id: user.customer_id, expires_at: new Date(now + policy.absoluteMs) })
    .execute();
  return token;
}

/** Epoch ms of a stored time; a held session's are numbers already (no Date made on every call). */
const msOf = (time: Date | string | number) => (typeof time === 'number' ? time : new Date(time).getTime());

/** Not idle for too long and not past its absolute expiry. */
export function isSessionLive(session: { last_seen_at: Date | string | number; expires_at: Date | string | number }, policy: SessionPolicy, now = Date.now()): boolean {
  return msOf(session.expires_at) > now && msOf(session.last_seen_at) + policy.idleMs > now;
}

/** Whether a call now should move the idle expiry forward (a write at most once per TOUCH_EVERY_MS). */
export const touchDue = (lastSeen: Date | string | number, now = Date.now()) => now - msOf(lastSeen) > TOUCH_EVERY_MS;

/** Moves the idle expiry forward when it is due; resolves to whether it wrote. */
export async function touchSession(db: Kysely<Database>, sessionId: string, lastSeen: Date | string | number, now = Date.now()): Promise<boolean> {
  if (!touchDue(lastSeen, now)) return false;
  await db.updateTable('sessions').set({ last_seen_at: new Date(now) }).where('id', '=', sessionId).execute();
  return true;
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteUserSessions(db: Kysely<Database>, userIds: number[]): Promise<void> {
  if (userIds.length) await db.deleteFrom('sessions').where('user_id', 'in', userIds).execute();
}
