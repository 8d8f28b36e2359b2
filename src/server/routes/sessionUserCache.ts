// The signed-in user as client data answers it (wireUser.ts loadSessionUser: the user, its company, role
// name and organisations), held per user while this process listens. Any change to users, customers,
// roles or orgs (f9_user_data, migration 0241) or to the system options (an administrator's company
// name; f9_client_data) forgets every held user. Without a listener every call reads it.
import type { Kysely } from 'kysely';
import type { Invalidations } from '../db/invalidations';
import type { Database } from '../db/schema';
import { CLIENT_DATA_CHANNEL } from './clientDataCache';
import { loadSessionUser, type WireUser } from './wireUser';

export const USER_DATA_CHANNEL = 'f9_user_data';

/** Users held at once; beyond, the oldest go. */
const MAX_HELD_USERS = 10_000;

export function createSessionUserCache(db: Kysely<Database>, invalidations?: Invalidations, load = loadSessionUser) {
  const held = new Map<number, Promise<WireUser>>();
  // Clearing also drops reads in flight: a call after a change never gets a read that began before it.
  const forgetAll = () => held.clear();
  invalidations?.on(USER_DATA_CHANNEL, forgetAll);
  invalidations?.on(CLIENT_DATA_CHANNEL, forgetAll);
  invalidations?.onReset(forgetAll);

  return {
    /** `fresh`: read it again even when held (the reader was told something changed). */
    user(userId: number, fresh = false): Promise<WireUser> {
      const hit = fresh ? undefined : held.get(userId);
      if (hit) return hit;
      const reading = load(db, userId);
      if (!invalidations?.listening) return reading;
      if (held.size >= MAX_HELD_USERS) held.delete(held.keys().next().value!);
      held.set(userId, reading);
      // A failed read is not kept: the next call reads again.
      reading.catch(() => held.get(userId) === reading && held.delete(userId));
      return reading;
    },
  };
}
