// Idempotent creates: a form sends a key with a new record (IDEMPOTENCY_FIELD); the first create with
// that key (per user and resource) makes the record, and any later one (a retried request, a second
// click) answers the record it made instead of making another. The key is claimed inside the create's
// transaction before the row is written, so two concurrent creates with one key take turns on its row:
// the second finds the first's record once that commits (or makes its own if that rolled back).
import { type Kysely, sql } from 'kysely';

/** Keys older than this are forgotten (a retry comes within seconds; a day is generous). */
const KEPT = '1 day';

interface KeyOwner {
  resource: string;
  userId: number;
}

/** The record a key already made, or null (unknown key, or one claimed by a create not yet committed). */
export async function recordOfKey<DB>(db: Kysely<DB>, owner: KeyOwner, key: string): Promise<number | null> {
  const { rows } = await sql<{ record_id: number | null }>`SELECT record_id FROM create_keys
    WHERE user_id = ${owner.userId} AND resource = ${owner.resource} AND key = ${key} AND created_at > now() - ${KEPT}::interval`.execute(db);
  return rows[0]?.record_id ?? null;
}

/**
 * Claims the key for this create, in its transaction: 'claimed', or the id of the record a committed
 * create with the same key made. A claim that conflicts waits until the other transaction ends.
 */
export async function claimKey<DB>(trx: Kysely<DB>, owner: KeyOwner, key: string): Promise<'claimed' | number> {
  await sql`DELETE FROM create_keys WHERE user_id = ${owner.userId} AND created_at < now() - ${KEPT}::interval`.execute(trx);
  const { rows } = await sql<{ key: string }>`INSERT INTO create_keys (resource, user_id, key) VALUES (${owner.resource}, ${owner.userId}, ${key})
    ON CONFLICT DO NOTHING RETURNING key`.execute(trx);
  if (rows.length > 0) return 'claimed';
  const made = await recordOfKey(trx, owner, key);
  // A key row without a record cannot outlive its transaction: the record is set in the same one.
  if (made === null) throw new Error('create key held without its record');
  return made;
}

/** The record this create made, kept with its key in the same transaction. */
export async function keepKey<DB>(trx: Kysely<DB>, owner: KeyOwner, key: string, recordId: number): Promise<void> {
  await sql`UPDATE create_keys SET record_id = ${recordId} WHERE user_id = ${owner.userId} AND resource = ${owner.resource} AND key = ${key}`.execute(trx);
}
