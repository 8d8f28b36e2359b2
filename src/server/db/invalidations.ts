// One LISTEN for everything this process holds in memory on the word of a notification (held sessions,
// the client-data version): handlers per channel, a reset when the listener drops or comes back (what was
// sent meanwhile is lost, so holders forget everything), and `settle`, which waits until the notifications
// of writes already committed have arrived, so a process sees its own writes at its next call.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { NotificationSource } from './notifications';

/** Carries settle's markers; nothing else is sent on it. */
export const SETTLE_CHANNEL = 'f9_settle';
/** How long settle waits for its marker before giving up on what is held. */
const SETTLE_TIMEOUT_MS = 2000;

type Handler = (payload: string) => void;

export class Invalidations {
  private readonly handlers = new Map<string, Handler[]>();
  private readonly resets: Array<() => void> = [];
  private readonly markers = new Map<string, () => void>();
  private readonly marker = randomBytes(6).toString('hex');
  private markerCount = 0;
  private immediate = false;
  private stopListening: (() => Promise<void>) | null = null;
  private source: NotificationSource | undefined;
  /** While false, holders must hold nothing: a change could go unnoticed. */
  listening = false;

  /** Registers before start: `handler` runs for each notification on `channel`. */
  on(channel: string, handler: Handler): void {
    this.handlers.set(channel, [...(this.handlers.get(channel) ?? []), handler]);
  }

  /** Registers before start: `reset` runs whenever notifications may have been lost. */
  onReset(reset: () => void): void {
    this.resets.push(reset);
  }

  async start(source: NotificationSource | undefined): Promise<void> {
    if (!source || this.stopListening) return;
    this.immediate = source.immediate === true;
    this.source = source;
    this.stopListening = await source.listen(
      [SETTLE_CHANNEL, ...this.handlers.keys()],
      (channel, payload) => this.onNotify(channel, payload),
      () => this.setListening(true),
      () => this.setListening(false),
    );
    this.setListening(true);
  }

  async stop(): Promise<void> {
    this.setListening(false);
    await this.stopListening?.();
    this.stopListening = null;
  }

  /**
   * Resolves once every notification committed before this call has been handled here (PostgreSQL
   * delivers them in commit order, so our own marker comes after them). Immediate when the database
   * delivers a NOTIFY before the statement returns (PGlite), or when nothing is held. Never throws:
   * when the marker cannot be sent, everything held is dropped instead.
   */
  async settle<DB>(db: Kysely<DB>): Promise<void> {
    if (!this.listening || this.immediate) return;
    const id = `${this.marker}.${++this.markerCount}`;
    const arrived = new Promise<boolean>((resolve) => this.markers.set(id, () => resolve(true)));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS)));
    try {
      await sql`SELECT pg_notify(${SETTLE_CHANNEL}, ${id})`.execute(db);
      // Never trust what is held if the marker does not come back; nor the listener, which may hear
      // nothing on a connection not yet known to be dead (a network that dropped it without a word).
      if (!(await Promise.race([arrived, late]))) {
        this.setListening(this.listening);
        this.source?.listenAfresh?.();
      }
    } catch {
      // The database went away after the write (a restart): the write stands, what is held does not.
      this.setListening(this.listening);
    } finally {
      clearTimeout(timer);
      this.markers.delete(id);
    }
  }

  private setListening(listening: boolean): void {
    this.listening = listening;
    for (const reset of this.resets) reset();
  }

  private onNotify(channel: string, payload: string): void {
    if (channel === SETTLE_CHANNEL) {
      this.markers.get(payload)?.();
      return;
    }
    for (const handler of this.handlers.get(channel) ?? []) handler(payload);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    invalidations: Invalidations;
  }
}
