// Reading and changing one booking inside an action's transaction: locked in the caller's scope
// (another company's booking is "not found"), moved to its next status with a history entry.
import { type Kysely, sql } from 'kysely';
import type { Principal } from '../../auth/access';
import { notFound } from '../../http/apiError';
import { attachChildren } from '../../resources/childRows';
import { rowToRecord } from '../../resources/records';
import { selectByIds } from '../../resources/rowStore';
import { recordHistory } from './bookingHistory';
import type { BookingStatus } from '../../../shared/entities/bookingStatus';
import type { EntityRecord, ResourceDef, Scope } from '../../resources/types';

/** The forwarder (no company) reviews every customer's bookings: the same resource without the company condition. */
const scoped = (def: ResourceDef, scope: Scope): ResourceDef => (scope.customerId === null ? { ...def, customerScoped: false } : def);

/** The booking with its lines, locked for the transaction. */
export async function lockBooking<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, id: number): Promise<EntityRecord> {
  const [row] = await selectByIds(db, scoped(def, scope), scope, [id], true);
  if (!row) throw notFound();
  return (await attachChildren(db, def, [rowToRecord(def, row)]))[0];
}

/** Sets the status and the given server-managed columns, bumps the version, and records the change. */
export async function moveBooking<DB>(
  db: Kysely<DB>,
  def: ResourceDef,
  booking: EntityRecord,
  to: BookingStatus,
  by: Pick<Principal, 'userId' | 'account'>,
  note: string | null,
  columns: Record<string, unknown> = {},
): Promise<EntityRecord> {
  const id = Number(booking.id);
  const sets = Object.entries({ status: to, ...columns }).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  await sql`UPDATE bookings SET ${sql.join(sets)}, version = version + 1, updated_at = now() WHERE id = ${id}`.execute(db);
  await recordHistory(db, id, by, String(booking.status), to, note);
  const [row] = await selectByIds(db, scoped(def, { customerId: null }), { customerId: null }, [id]);
  return (await attachChildren(db, def, [rowToRecord(def, row)]))[0];
}
