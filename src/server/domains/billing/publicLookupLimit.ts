// The per-address limit of the public sea bill fee lookup: failures (no such B/L, wrong code) in a
// window, counted in PostgreSQL (public_lookups) so every replica sees the same counts.
import { type Kysely, sql } from 'kysely';
import { ExceptionCode } from '../../../shared/wire/envelope';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/apiError';

export const FEE_LOOKUP_LIMIT = { windowMs: 15 * 60 * 1000, maxFailuresPerAddress: 10 };

export async function checkLookupAllowed(db: Kysely<Database>, clientIp: string, policy = FEE_LOOKUP_LIMIT): Promise<void> {
  const since = new Date(Date.now() - policy.windowMs);
  const row = await db
    .selectFrom('public_lookups')
    .select(sql<number>`count(*)`.as('n'))
    .where('client_ip', '=', clientIp)
    .where('succeeded', '=', false)
    .where('attempted_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= policy.maxFailuresPerAddress) throw new ApiError(ExceptionCode.RateLimited, 'billing.feeLookupLimited', { minutes: Math.ceil(policy.windowMs / 60000) });
}

export async function recordLookup(db: Kysely<Database>, lookup: string, clientIp: string, succeeded: boolean): Promise<void> {
  await db.insertInto('public_lookups').values({ lookup, client_ip: clientIp, succeeded }).execute();
}
