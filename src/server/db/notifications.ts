// LISTEN for PostgreSQL notifications on either back end. On a PostgreSQL server one dedicated
// connection listens (pool connections come and go, so they cannot hold a LISTEN); when it drops it is
// re-made with backoff; `onLost` says when it drops and `onReconnect` when it is back, since
// notifications sent meanwhile are lost.
// PGlite delivers the NOTIFYs of its own process (one process is all it serves), from its thread
// (pgliteThread.ts) before the answer of the statement that sent them.
import type { PgliteThread } from './pgliteThread';

export type NotifyHandler = (channel: string, payload: string) => void;

export interface NotificationSource {
  /** True when a NOTIFY reaches the listener before the notifying statement returns (PGlite: one process). */
  readonly immediate?: boolean;
  /** Starts listening on `channels`; resolves once listening, to a function that stops. */
  listen(channels: string[], onNotify: NotifyHandler, onReconnect?: () => void, onLost?: () => void): Promise<() => Promise<void>>;
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

export function pgNotifications(url: string): NotificationSource {
  return {
    async listen(channels, onNotify, onReconnect, onLost) {
      checkChannels(channels);
      const { default: pg } = await import('pg');
      let stopped = false;
      let client: InstanceType<typeof pg.Client> | null = null;
      let retryMs = RETRY_FIRST_MS;
      let timer: NodeJS.Timeout | null = null;

      const open = async () => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (n) => onNotify(n.channel, n.payload ?? ''));
        // Both fire when the server goes away; one reconnect is enough.
        let lost = false;
        const dropped = () => {
          if (lost || stopped) return;
          lost = true;
          client = null;
          next.removeAllListeners('notification');
          onLost?.();
          schedule();
        };
        next.on('error', dropped);
        next.on('end', dropped);
        await next.connect();
        for (const channel of channels) await next.query(`LISTEN ${channel}`);
        client = next;
        retryMs = RETRY_FIRST_MS;
      };
      const schedule = () => {
        if (stopped || timer) return;
        timer = setTimeout(() => {
          timer = null;
          open()
            .then(() => onReconnect?.())
            .catch((error: unknown) => {
              console.warn(`database: notification listener could not reconnect (${error instanceof Error ? error.message : String(error)})`);
              retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
              schedule();
            });
        }, retryMs);
        timer.unref();
      };

      await open();
      return async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        const last = client;
        client = null;
        if (last) await last.end().catch(() => undefined);
      };
    },
  };
}
