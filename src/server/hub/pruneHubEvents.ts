// hub_events only serve clients catching up after a drop: a week is far more than any reconnect needs.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const HUB_EVENTS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export async function pruneHubEvents(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('hub_events').where('created_at', '<', new Date(now - HUB_EVENTS_KEPT_MS)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
