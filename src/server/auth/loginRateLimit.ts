// Password rate limits per account and per client address, counted in PostgreSQL (login_attempts) so
// every replica sees the same counts. Login and the old password of updatepassword share the counts,
// so guessing through one door does not reset the other. Only failures count; every attempt is
// recorded with its call (the audit trail of guesses).
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

export type PasswordCall = 'login' | 'updatepassword';

export async function recordLoginAttempt(db: Kysely<Database>, account: string, clientIp: string, succeeded: boolean, call: PasswordCall = 'login'): Promise<void> {
  await db.insertInto('login_attempts').values({ account, client_ip: clientIp, succeeded, call }).execute();
}
