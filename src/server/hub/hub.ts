// The real-time hub of one server process: the connections (sockets and long polls) of this process,
// fed by PostgreSQL LISTEN/NOTIFY so that an event written by any process reaches every process's
// connections. Events arrive on channel f9_hub (whole, or by id when over NOTIFY's limit); ended
// sessions on f9_session_end (a trigger on sessions), which close their connections at once. Expiry
// needs no write, so each watched session also has a timer at its idle/absolute expiry.
import type { Kysely } from 'kysely';
import type { HubEvent } from '../../shared/wire/hub';
import { isSessionLive, type SessionPolicy } from '../auth/sessions';
import type { NotificationSource } from '../db/notifications';
import type { Database } from '../db/schema';
import type { HubPolicy } from './hubPolicy';
import { allEventsSince, eventById, eventOfNotify, eventsSince, type HubScope, latestEventId, receives, type ScopedEvent } from './hubScope';

export const HUB_CHANNEL = 'f9_hub';
export const SESSION_END_CHANNEL = 'f9_session_end';

/** One connection: a socket or a waiting long poll. */
export interface HubSubscriber {
  scope: HubScope;
  sessionId: string;
  /** `text` is the event already serialised as a server message, shared by every receiver. */
  deliver(event: HubEvent, text: string): void;
  /** The session ended: the connection must close. */
  end(): void;
  /** Events may have been missed (the database connection was lost): the client should read again what it shows. */
  resync?(): void;
  /** This process is stopping: answer or close now, so the client goes on with another process. */
  leave?(): void;
}

interface Subscription {
  subscriber: HubSubscriber;
  /** Events up to here the client has (its `since`). */
  floor: number;
  /** Recently sent ids: an event replayed and also notified is sent once. */
  sent: Set<number>;
  /** While the catch-up is read, live events wait here. */
  held: ScopedEvent[] | null;
}

const RECENT_IDS = 256;
const SESSION_RECHECK_SLACK_MS = 50;

export class Hub {
  private readonly subscriptions = new Map<HubSubscriber, Subscription>();
  private readonly bySession = new Map<string, Set<HubSubscriber>>();
  private readonly sessionTimers = new Map<string, NodeJS.Timeout>();
  private stopListening: (() => Promise<void>) | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  /** The newest event id this process has seen. */
  lastId = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessions: SessionPolicy,
    readonly policy: HubPolicy,
  ) {}

  get connections(): number {
    return this.subscriptions.size;
  }

  async start(source: NotificationSource | undefined): Promise<void> {
    this.lastId = await latestEventId(this.db);
    if (source) {
      this.stopListening = await source.listen([HUB_CHANNEL, SESSION_END_CHANNEL], (channel, payload) => this.onNotify(channel, payload), () => void this.onReconnect());
      return;
    }
    // No LISTEN available (an embedder passing only a Kysely): read new events on a timer instead.
    this.pollTimer = setInterval(() => void this.catchUp(), this.policy.pollEveryMs);
    this.pollTimer.unref();
  }

  /** Hands every connection back (SIGTERM): long polls answer what they have, sockets close as going away. */
  leaveAll(): void {
    for (const subscriber of [...this.subscriptions.keys()]) {
      this.unsubscribe(subscriber);
      subscriber.leave?.();
    }
  }

  async stop(): Promise<void> {
    if (this.pollTimer) clearInterval(this.pollTimer);
    for (const timer of this.sessionTimers.values()) clearTimeout(timer);
    this.sessionTimers.clear();
    await this.stopListening?.();
    this.stopListening = null;
  }

  /**
   * Adds a connection that has events up to `since` (null: it wants only new ones). What it missed is
   * delivered first (at most catchUpLimit, the newest), then live events, each once and in order.
   */
  async subscribe(subscriber: HubSubscriber, since: number | null): Promise<number> {
    const floor = since ?? this.lastId;
    const subscription: Subscription = { subscriber, floor, sent: new Set(), held: [] };
    this.subscriptions.set(subscriber, subscription);
    let peers = this.bySession.get(subscriber.sessionId);
    if (!peers) this.bySession.set(subscriber.sessionId, (peers = new Set()));
    peers.add(subscriber);
    try {
      const missed = since === null ? [] : await eventsSince(this.db, subscriber.scope, since, this.policy.catchUpLimit);
      const held = subscription.held ?? [];
      subscription.held = null;
      for (const e of [...missed, ...held.sort((a, b) => a.event.id - b.event.id)]) this.push(subscription, e, serialise(e.event));
      await this.watchSession(subscriber.sessionId);
    } catch (error) {
      this.unsubscribe(subscriber);
      throw error;
    }
    return floor;
  }

  unsubscribe(subscriber: HubSubscriber): void {
    this.subscriptions.delete(subscriber);
    const peers = this.bySession.get(subscriber.sessionId);
    peers?.delete(subscriber);
    if (peers && peers.size === 0) {
      this.bySession.delete(subscriber.sessionId);
      const timer = this.sessionTimers.get(subscriber.sessionId);
      if (timer) clearTimeout(timer);
      this.sessionTimers.delete(subscriber.sessionId);
    }
  }

  /** Hands an event to every connection in its scope. */
  dispatch(e: ScopedEvent): void {
    if (e.event.id > this.lastId) this.lastId = e.event.id;
    let text: string | null = null;
    for (const subscription of this.subscriptions.values()) {
      if (!receives(subscription.subscriber.scope, e)) continue;
      if (subscription.held) {
        subscription.held.push(e);
        continue;
      }
      text ??= serialise(e.event);
      this.push(subscription, e, text);
    }
  }

  private push(subscription: Subscription, e: ScopedEvent, text: string): void {
    const id = e.event.id;
    if (id <= subscription.floor || subscription.sent.has(id)) return;
    subscription.sent.add(id);
    if (subscription.sent.size > RECENT_IDS) subscription.sent.delete(subscription.sent.values().next().value!);
    subscription.subscriber.deliver(e.event, text);
  }

  /** Closes every connection of a session (on every process: this runs on the NOTIFY of its delete). */
  endSession(sessionId: string): void {
    const peers = this.bySession.get(sessionId);
    if (!peers) return;
    for (const subscriber of [...peers]) {
      this.unsubscribe(subscriber);
      subscriber.end();
    }
  }

  private onNotify(channel: string, payload: string): void {
    if (channel === SESSION_END_CHANNEL) {
      this.endSession(payload);
      return;
    }
    const parsed = eventOfNotify(payload);
    if (!parsed) return;
    if ('event' in parsed) {
      this.dispatch(parsed);
      return;
    }
    // Over NOTIFY's limit: only the id came; the row has it all.
    eventById(this.db, parsed.id)
      .then((e) => e && this.dispatch(e))
      .catch((error: unknown) => console.warn(`hub: event ${parsed.id} could not be read (${String(error)})`));
  }

  /**
   * After the listener was cut: events and session ends sent meanwhile were lost, so read them; then
   * each client is told to read again what it shows (an event committed out of id order, or past the
   * catch-up's limit, could still be missing).
   */
  private async onReconnect(): Promise<void> {
    await this.catchUp();
    const watched = [...this.bySession.keys()];
    if (watched.length) {
      try {
        const alive = await this.db.selectFrom('sessions').select('id').where('id', 'in', watched).execute();
        const still = new Set(alive.map((r) => String(r.id)));
        for (const id of watched) if (!still.has(id)) this.endSession(id);
      } catch (error) {
        console.warn(`hub: checking sessions after a reconnect failed (${String(error)})`);
      }
    }
    for (const subscriber of this.subscriptions.keys()) subscriber.resync?.();
  }

  private async catchUp(): Promise<void> {
    try {
      for (const e of await allEventsSince(this.db, this.lastId, 1000)) this.dispatch(e);
    } catch (error) {
      console.warn(`hub: catching up failed (${String(error)})`);
    }
  }

  /** A timer at the session's expiry; when it fires the session is read again (a call may have moved it). */
  private async watchSession(sessionId: string): Promise<void> {
    if (this.sessionTimers.has(sessionId) || !this.bySession.has(sessionId)) return;
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.last_seen_at', 'sessions.expires_at', 'users.is_active'])
      .where('sessions.id', '=', sessionId)
      .executeTakeFirst();
    const now = Date.now();
    if (!row || !row.is_active || !isSessionLive(row, this.sessions, now)) {
      // Deleting it tells every process (the trigger's NOTIFY); end here too in case none listens.
      await this.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
      this.endSession(sessionId);
      return;
    }
    if (!this.bySession.has(sessionId) || this.sessionTimers.has(sessionId)) return;
    const endsAt = Math.min(new Date(row.expires_at).getTime(), new Date(row.last_seen_at).getTime() + this.sessions.idleMs);
    const timer = setTimeout(() => {
      this.sessionTimers.delete(sessionId);
      this.watchSession(sessionId).catch((error: unknown) => console.warn(`hub: session check failed (${String(error)})`));
    }, Math.min(endsAt - now + SESSION_RECHECK_SLACK_MS, 2 ** 31 - 1));
    timer.unref();
    this.sessionTimers.set(sessionId, timer);
  }
}

function serialise(event: HubEvent): string {
  return JSON.stringify({ type: 'event', event });
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}
