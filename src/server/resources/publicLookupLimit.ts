// The per-address limit of every public lookup: failures (a miss or a wrong second factor) in a
// window, counted in PostgreSQL (public_lookups) so every replica sees the same counts. A success
// costs nothing, so a consignee with the right papers is never locked out by their own use.
import { type Kysely, sql } from 'kysely';
import { ExceptionCode } from '../../shared/wire/envelope';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';

export interface LookupLimit {
  windowMs: number;
  maxFailuresPerAddress: number;
}

/** Refuses (429, the lookup's message key with `{minutes}`) an address that failed too often lately. */
export async function checkLookupAllowed(db: Kysely<Database>, lookup: string, clientIp: string, policy: LookupLimit, message: string): Promise<void> {
  const since = new Date(Date.now() - policy.windowMs);
  const row = await db
    .selectFrom('public_lookups')
    .select(sql<number>`count(*)`.as('n'))
    .where('client_ip', '=', clientIp)
    .where('lookup', '=', lookup)
    .where('succeeded', '=', false)
    .where('attempted_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= policy.maxFailuresPerAddress) throw new ApiError(ExceptionCode.RateLimited, message, { minutes: Math.ceil(policy.windowMs / 60000) });
}

export async function recordLookup(db: Kysely<Database>, lookup: string, clientIp: string, succeeded: boolean): Promise<void> {
  await db.insertInto('public_lookups').values({ lookup, client_ip: clientIp, succeeded }).execute();
}
