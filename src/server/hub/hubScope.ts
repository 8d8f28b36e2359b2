// Who receives a hub event: the one rule, in memory (live fan-out) and in SQL (catching up), kept
// side by side so they cannot drift. The rule of home messages: the event's audience is 'all' or the
// user's kind; a company's event only reaches that company's users (administrators have no company,
// so only events without one); a user's event only that user.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { HubEvent } from '../../shared/wire/hub';
import type { Database } from '../db/schema';

export interface HubScope {
  userId: number;
  kind: 'admin' | 'customer';
  customerId: number | null;
}

/** An event as read from hub_events or a NOTIFY: the wire event plus whom it is for. */
export interface ScopedEvent {
  event: HubEvent;
  audience: string;
  customerId: number | null;
  userId: number | null;
}

export function receives(scope: HubScope, e: Pick<ScopedEvent, 'audience' | 'customerId' | 'userId'>): boolean {
  if (e.audience !== 'all' && e.audience !== scope.kind) return false;
  if (e.customerId !== null && e.customerId !== scope.customerId) return false;
  if (e.userId !== null && e.userId !== scope.userId) return false;
  return true;
}

function receivesSql(scope: HubScope) {
  return (eb: ExpressionBuilder<Database, 'hub_events'>) =>
    eb.and([
      eb('audience', 'in', ['all', scope.kind]),
      scope.customerId === null ? eb('customer_id', 'is', null) : eb.or([eb('customer_id', 'is', null), eb('customer_id', '=', scope.customerId)]),
      eb.or([eb('user_id', 'is', null), eb('user_id', '=', scope.userId)]),
    ]);
}

interface EventRow {
  id: number | string;
  topic: string;
  audience: string;
  customer_id: number | null;
  user_id: number | null;
  ref_id: number | string | null;
  payload: unknown;
  created_at: Date | string;
}

const COLUMNS = ['id', 'topic', 'audience', 'customer_id', 'user_id', 'ref_id', 'payload', 'created_at'] as const;

export function eventOfRow(row: EventRow): ScopedEvent {
  const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload;
  return {
    event: {
      id: Number(row.id),
      topic: row.topic,
      refId: row.ref_id === null ? null : Number(row.ref_id),
      payload: payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {},
      at: new Date(row.created_at).toISOString(),
    },
    audience: row.audience,
    customerId: row.customer_id,
    userId: row.user_id,
  };
}

/** What a NOTIFY on f9_hub carries: the event as the trigger built it, or only its id when too big. */
export function eventOfNotify(text: string): ScopedEvent | { id: number } | null {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  const id = Number(value.id);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  if (value.byId) return { id };
  return eventOfRow({
    id,
    topic: String(value.topic),
    audience: String(value.audience),
    customer_id: (value.customerId as number | null) ?? null,
    user_id: (value.userId as number | null) ?? null,
    ref_id: (value.refId as number | null) ?? null,
    payload: value.payload ?? {},
    created_at: String(value.at),
  });
}

/** The scope's events after `since` (the newest `limit`), oldest first: a reconnecting client's catch-up. */
export async function eventsSince(db: Kysely<Database>, scope: HubScope, since: number, limit: number): Promise<ScopedEvent[]> {
  const rows = await db.selectFrom('hub_events').select(COLUMNS).where('id', '>', since).where(receivesSql(scope)).orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse().map(eventOfRow);
}

/** Every event after `since` (the server catching up after its listener reconnected). */
export async function allEventsSince(db: Kysely<Database>, since: number, limit: number): Promise<ScopedEvent[]> {
  const rows = await db.selectFrom('hub_events').select(COLUMNS).where('id', '>', since).orderBy('id').limit(limit).execute();
  return rows.map(eventOfRow);
}

export async function eventById(db: Kysely<Database>, id: number): Promise<ScopedEvent | null> {
  const row = await db.selectFrom('hub_events').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? eventOfRow(row) : null;
}

export async function latestEventId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('hub_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}
