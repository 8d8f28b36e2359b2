// The hub's timers (SPEC §9) and limits; tests shorten the timers through buildApp's `hub` option.
import { HUB_KEEP_ALIVE_MS, HUB_LONG_POLL_MS, HUB_SERVER_TIMEOUT_MS } from '../../shared/wire/hub';

export interface HubPolicy {
  /** The server pings every connection this often. */
  keepAliveMs: number;
  /** A socket that sends no hello for this long is dropped; after it, one that leaves this long's worth of pings unanswered. */
  silentMs: number;
  /** A long poll with nothing to deliver answers empty after this long. */
  longPollMs: number;
  /** At most this many missed events are replayed to a reconnecting client (the newest). */
  catchUpLimit: number;
  /** Without LISTEN (no notification source) the hub reads new events this often. */
  pollEveryMs: number;
}

export const DEFAULT_HUB_POLICY: HubPolicy = {
  keepAliveMs: HUB_KEEP_ALIVE_MS,
  silentMs: HUB_SERVER_TIMEOUT_MS,
  longPollMs: HUB_LONG_POLL_MS,
  catchUpLimit: 500,
  pollEveryMs: 1000,
};
