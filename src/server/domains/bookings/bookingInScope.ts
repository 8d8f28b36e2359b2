// Routes over a booking's own records (its documents, its tracking links) reach the booking as every
// booking route does: through the engine's scope, so another company's booking is not found.
import type { Kysely } from 'kysely';
import type { Principal } from '../../auth/access';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { scopeOf } from '../../resources/records/scope';
import { selectByIds } from '../../resources/rowStore';
import type { ResourceDef } from '../../resources/types';

/** The booking `bookingId` in the caller's scope, else not found. */
export async function bookingInScope(db: Kysely<Database>, def: ResourceDef, principal: Principal, bookingId: number): Promise<void> {
  const [row] = await selectByIds(db, def, scopeOf(def, principal), [bookingId]);
  if (!row) throw notFound();
}
