// LISTEN for PostgreSQL notifications on either back end. On a PostgreSQL server one dedicated
// connection listens (pool connections come and go, so they cannot hold a LISTEN); when it drops it is
// re-made with backoff; `onLost` says when it drops and `onReconnect` when it is back, since
// notifications sent meanwhile are lost.
// PGlite delivers the NOTIFYs of its own process (one process is all it serves), from its thread
// (pgliteThread.ts) before the answer of the statement that sent them.
import { PG_CONNECTION_SETTINGS } from './pgConnection';
import type { PgliteThread } from './pgliteThread';

export type NotifyHandler = (channel: string, payload: string) => void;

export interface NotificationSource {
  /** True when a NOTIFY reaches the listener before the notifying statement returns (PGlite: one process). */
  readonly immediate?: boolean;
  /** Starts listening on `channels`; resolves once listening, to a function that stops. */
  listen(channels: string[], onNotify: NotifyHandler, onReconnect?: () => void, onLost?: () => void): Promise<() => Promise<void>>;
  /** Drops the listening connection and makes a new one (told as a drop and a return): it hears nothing, though it has not been cut. */
  listenAfresh?(): void;
}

/** Channel names are ours, but LISTEN cannot take a parameter: only plain names are accepted. */
function checkChannels(channels: string[]): void {
  for (const channel of channels) if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name ${channel}`);
}

export function pgliteNotifications(thread: PgliteThread): NotificationSource {
  return {
    immediate: true,
    async listen(channels, onNotify) {
      checkChannels(channels);
      return thread.listen(channels, onNotify);
    },
  };
}

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;

interface Subscriber {
  channels: string[];
  onNotify: NotifyHandler;
  onReconnect?: () => void;
  onLost?: () => void;
  /** Told the connection dropped, not yet that it is back. */
  lost: boolean;
}

/**
 * One listening connection per source, whoever listens (the hub and the held sessions' invalidations):
 * each connection is a server backend, and every replica holds its own. A notification goes to the
 * listeners of its channel; a drop is told to all, and so is the return.
 */
export function pgNotifications(url: string, makeClient?: (config: import('pg').ClientConfig) => import('pg').Client): NotificationSource {
  const subscribers = new Set<Subscriber>();
  let client: import('pg').Client | null = null;
  let opening: Promise<void> | null = null;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | null = null;
  const wanted = () => new Set([...subscribers].flatMap((s) => s.channels));

  const open = async () => {
    const config = { connectionString: url, ...PG_CONNECTION_SETTINGS };
    const next = makeClient ? makeClient(config) : new (await import('pg')).default.Client(config);
    next.on('notification', (n) => {
      for (const s of [...subscribers]) if (s.channels.includes(n.channel)) s.onNotify(n.channel, n.payload ?? '');
    });
    // Both fire when the server goes away; one reconnect is enough.
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      next.removeAllListeners('notification');
      if (client === next) client = null;
      // Closed because nobody listens any more: nothing to tell, nothing to re-make.
      if (subscribers.size === 0) return;
      for (const s of [...subscribers]) {
        s.lost = true;
        s.onLost?.();
      }
      schedule();
    };
    next.on('error', drop);
    next.on('end', drop);
    await next.connect();
    for (const channel of wanted()) await next.query(`LISTEN ${channel}`);
    // Cut after its last LISTEN answered (a restart's 57P01 can come in the same packet): its drop found
    // this open still running and made no retry, so this open fails and its caller retries. Taken as the
    // listener, it would hold a dead connection for good, and nothing here would ever listen again.
    if (dropped) {
      await next.end().catch(() => undefined);
      throw new Error('the connection was cut as it began to listen');
    }
    if (subscribers.size === 0) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = RETRY_FIRST_MS;
    for (const s of [...subscribers]) {
      if (!s.lost) continue;
      s.lost = false;
      s.onReconnect?.();
    }
  };
  /** The listening connection, made now if there is none (a pending retry is taken at once). */
  const connected = async (): Promise<void> => {
    if (client) return;
    if (!opening) {
      if (timer) clearTimeout(timer);
      timer = null;
      opening = open().finally(() => (opening = null));
    }
    await opening;
  };
  const schedule = () => {
    if (subscribers.size === 0 || timer || opening) return;
    timer = setTimeout(() => {
      timer = null;
      connected().catch((error: unknown) => {
        console.warn(`database: notification listener could not reconnect (${error instanceof Error ? error.message : String(error)})`);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        schedule();
      });
    }, retryMs);
    timer.unref();
  };

  return {
    async listen(channels, onNotify, onReconnect, onLost) {
      checkChannels(channels);
      const subscriber: Subscriber = { channels: [...channels], onNotify, onReconnect, onLost, lost: false };
      subscribers.add(subscriber);
      try {
        await connected();
        // LISTEN is idempotent: the channels the open above already took are taken again at no cost.
        for (const channel of channels) await client?.query(`LISTEN ${channel}`);
      } catch (error) {
        subscribers.delete(subscriber);
        throw error;
      }
      return async () => {
        if (!subscribers.delete(subscriber)) return;
        if (subscribers.size === 0) {
          if (timer) clearTimeout(timer);
          timer = null;
          const last = client;
          client = null;
          if (last) await last.end().catch(() => undefined);
          return;
        }
        const still = wanted();
        for (const channel of channels) if (!still.has(channel)) await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
      };
    },
    listenAfresh() {
      // Cut, not ended politely: a connection the network dropped never answers a goodbye. Its end is a
      // drop: every listener is told, and a new connection is made.
      client?.connection.stream.destroy();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database's LISTEN/NOTIFY as the app was given it (BuildAppOptions.notifications), or null: for domains that wake on a channel of their own. */
    databaseNotifications: NotificationSource | null;
  }
}
