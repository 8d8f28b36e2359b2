// The limits of every public lookup (no session): failures (a miss or a wrong second factor) per
// client address and per number asked for, in a window, counted in PostgreSQL (public_lookups) so every
// replica shares them. Like the password attempts (auth/loginRateLimit.ts) a lookup is counted before
// it runs: the counts and its own row are one step taken in turn (advisory locks on the address and the
// number), and the row is a failure until the lookup settles it. So parallel guesses each see the ones
// before them. A success costs nothing, so a consignee with the right papers is not stopped by their
// own use; a number whose failures reach the limit is refused to everyone for the window (guessing its
// code from many addresses stops there too).
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { ExceptionCode } from '../../shared/wire/envelope';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';

export interface LookupLimit {
  windowMs: number;
  maxFailuresPerAddress: number;
  maxFailuresPerNumber: number;
}

/** A lookup let through, counted as a failure until it settles. */
export interface LookupAttempt {
  settle(found: boolean): Promise<void>;
}

/** The advisory locks' first key: public lookups of F9 ("F9" + 3). */
const LOOKUP_LOCKS = 0x46390003;
const lockKey = (text: string) => createHash('sha256').update(text).digest().readInt32BE(0);

/** Lets one lookup run, counted, or refuses it (429: `addressMessage` or error.lookupNumberLimited, with `{minutes}`). */
export async function takeLookup(db: Kysely<Database>, lookup: string, clientIp: string, number: string, policy: LookupLimit, addressMessage: string): Promise<LookupAttempt> {
  const id = await db.transaction().execute(async (trx) => {
    for (const key of [lockKey(`${lookup}:address:${clientIp}`), lockKey(`${lookup}:number:${number}`)].sort((a, b) => a - b)) {
      await sql`SELECT pg_advisory_xact_lock(${LOOKUP_LOCKS}, ${key})`.execute(trx);
    }
    const { rows } = await sql<{ address: number; number: number }>`
      SELECT count(*) FILTER (WHERE client_ip = ${clientIp})::int AS address, count(*) FILTER (WHERE number = ${number})::int AS number
      FROM public_lookups
      WHERE lookup = ${lookup} AND (client_ip = ${clientIp} OR number = ${number}) AND succeeded IS NOT TRUE
        AND attempted_at > now() - make_interval(secs => ${policy.windowMs / 1000})`.execute(trx);
    const minutes = Math.ceil(policy.windowMs / 60000);
    if (rows[0]!.address >= policy.maxFailuresPerAddress) throw new ApiError(ExceptionCode.RateLimited, addressMessage, { minutes });
    if (rows[0]!.number >= policy.maxFailuresPerNumber) throw new ApiError(ExceptionCode.RateLimited, 'error.lookupNumberLimited', { minutes });
    const made = await trx.insertInto('public_lookups').values({ lookup, client_ip: clientIp, number, succeeded: null }).returning('id').executeTakeFirstOrThrow();
    return made.id;
  });
  return {
    async settle(found) {
      await db.updateTable('public_lookups').set({ succeeded: found }).where('id', '=', id).execute();
    },
  };
}
