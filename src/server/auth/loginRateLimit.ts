// Password attempts (login, and the old password of updatepassword: one count for both doors), limited
// as OWASP's credential-stuffing guidance describes, in PostgreSQL (login_attempts) so every replica
// shares the counts. An attempt is counted BEFORE its password is checked: the counts and the attempt's
// own row are one step, taken in turn (an advisory lock on the account and one on the address), and a
// row is a failure until its check says otherwise. So parallel guesses each see the ones before them,
// and no more passwords are checked than the limits allow.
//
// - An account from one address (the pair): maxFailuresPerPair failures in the window, then that pair
//   is refused. A success forgives the pair's earlier failures.
// - One address, any accounts: maxFailuresPerAddress failures, then the address is refused.
// - One account, any addresses: never locked for everyone. Past slowDownAfter failures, an address
//   that has failed on it may try only after a pause since the account's last attempt, doubling with
//   each further failure (slowDownFirstMs up to slowDownMaxMs); an address that has not failed on it
//   (the user's own) is let through. Every attempt is recorded with its call: the audit trail of guesses.
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { ExceptionCode } from '../../shared/wire/envelope';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';

export interface LoginRateLimitPolicy {
  windowMs: number;
  maxFailuresPerPair: number;
  maxFailuresPerAddress: number;
  slowDownAfter: number;
  slowDownFirstMs: number;
  slowDownMaxMs: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitPolicy = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerPair: 5,
  maxFailuresPerAddress: 30,
  slowDownAfter: 5,
  slowDownFirstMs: 1000,
  slowDownMaxMs: 60_000,
};

export type PasswordCall = 'login' | 'updatepassword';

/** An attempt let through and counted as a failure until its password check settles it. */
export interface PasswordAttempt {
  settle(succeeded: boolean): Promise<void>;
}

/** The advisory locks' first key: attempts of F9 ("F9" + 2), apart from the start's lock. */
const ATTEMPT_LOCKS = 0x46390002;
const lockKey = (text: string) => createHash('sha256').update(text).digest().readInt32BE(0);

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60000));

interface Counts {
  pair: number;
  address: number;
  account: number;
  /** Since the account's last attempt, any address (null: none in the window). */
  ms_since_last: number | null;
}

/** The pause an address that failed on a slowed-down account waits since the account's last attempt. */
export function slowDownMs(accountFailures: number, policy: LoginRateLimitPolicy): number {
  if (accountFailures < policy.slowDownAfter) return 0;
  return Math.min(policy.slowDownFirstMs * 2 ** (accountFailures - policy.slowDownAfter), policy.slowDownMaxMs);
}

/** Lets one password attempt through, counted, or refuses it (RateLimited) without checking anything. */
export async function takePasswordAttempt(db: Kysely<Database>, account: string, clientIp: string, call: PasswordCall, policy: LoginRateLimitPolicy): Promise<PasswordAttempt> {
  const windowSeconds = policy.windowMs / 1000;
  const id = await db.transaction().execute(async (trx) => {
    // In key order, so two attempts never wait on each other's second lock.
    for (const key of [lockKey(`account:${account}`), lockKey(`address:${clientIp}`)].sort((a, b) => a - b)) {
      await sql`SELECT pg_advisory_xact_lock(${ATTEMPT_LOCKS}, ${key})`.execute(trx);
    }
    const { rows } = await sql<Counts>`
      WITH recent AS (
        SELECT account = ${account} AS on_account, client_ip = ${clientIp} AS from_address, succeeded, attempted_at
        FROM login_attempts
        WHERE (account = ${account} OR client_ip = ${clientIp}) AND attempted_at > now() - make_interval(secs => ${windowSeconds})
      ), pair_success AS (
        SELECT coalesce(max(attempted_at), '-infinity'::timestamptz) AS at FROM recent WHERE on_account AND from_address AND succeeded
      )
      SELECT
        count(*) FILTER (WHERE on_account AND from_address AND succeeded IS NOT TRUE AND attempted_at > (SELECT at FROM pair_success))::int AS pair,
        count(*) FILTER (WHERE from_address AND succeeded IS NOT TRUE)::int AS address,
        count(*) FILTER (WHERE on_account AND succeeded IS NOT TRUE)::int AS account,
        (extract(epoch FROM now() - max(attempted_at) FILTER (WHERE on_account)) * 1000)::float8 AS ms_since_last
      FROM recent`.execute(trx);
    const counts = rows[0]!;
    const minutes = minutesOf(policy.windowMs);
    if (counts.pair >= policy.maxFailuresPerPair) throw new ApiError(ExceptionCode.RateLimited, 'error.rateLimitedPair', { minutes });
    if (counts.address >= policy.maxFailuresPerAddress) throw new ApiError(ExceptionCode.RateLimited, 'error.rateLimitedAddress', { minutes });
    const pause = counts.pair > 0 ? slowDownMs(counts.account, policy) : 0;
    const waited = counts.ms_since_last ?? Number.POSITIVE_INFINITY;
    if (waited < pause) throw new ApiError(ExceptionCode.RateLimited, 'error.loginSlowedDown', { seconds: Math.max(1, Math.ceil((pause - waited) / 1000)) });
    const made = await trx.insertInto('login_attempts').values({ account, client_ip: clientIp, succeeded: null, call }).returning('id').executeTakeFirstOrThrow();
    return made.id;
  });
  return {
    async settle(succeeded) {
      await db.updateTable('login_attempts').set({ succeeded }).where('id', '=', id).execute();
    },
  };
}
