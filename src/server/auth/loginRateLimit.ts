// Login rate limits per account and per client address, counted in PostgreSQL (login_attempts) so
// every replica sees the same counts. Only failures count; a success clears nothing but is recorded.
import { type Kysely, sql } from 'kysely';
import { ExceptionCode } from '../../shared/wire/envelope';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';

export interface LoginRateLimitPolicy {
  windowMs: number;
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitPolicy = { windowMs: 15 * 60 * 1000, maxFailuresPerAccount: 5, maxFailuresPerAddress: 30 };

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60000));

/** Throws RateLimited when the account or the address has too many recent failures. */
export async function checkLoginAllowed(db: Kysely<Database>, account: string, clientIp: string, policy: LoginRateLimitPolicy): Promise<void> {
  const since = new Date(Date.now() - policy.windowMs);
  const row = await db
    .selectFrom('login_attempts')
    .select([
      sql<number>`count(*) filter (where account = ${account})`.as('by_account'),
      sql<number>`count(*) filter (where client_ip = ${clientIp})`.as('by_address'),
    ])
    .where('succeeded', '=', false)
    .where('attempted_at', '>', since)
    .where((eb) => eb.or([eb('account', '=', account), eb('client_ip', '=', clientIp)]))
    .executeTakeFirstOrThrow();
  const minutes = minutesOf(policy.windowMs);
  if (Number(row.by_account) >= policy.maxFailuresPerAccount) {
    throw new ApiError(ExceptionCode.RateLimited, 'error.rateLimitedAccount', { minutes });
  }
  if (Number(row.by_address) >= policy.maxFailuresPerAddress) {
    throw new ApiError(ExceptionCode.RateLimited, 'error.rateLimitedAddress', { minutes });
  }
}

export async function recordLoginAttempt(db: Kysely<Database>, account: string, clientIp: string, succeeded: boolean): Promise<void> {
  await db.insertInto('login_attempts').values({ account, client_ip: clientIp, succeeded }).execute();
}
