// The real-time hub's wire protocol (SPEC §7 "real-time hub", §9 timers), shared by server and client.
// WebSocket at HUB_SOCKET_PATH: the client's first message is `hello` with the session token (never in
// the URL, so never in a log), and the id of the last event it has (`since`) to be sent what it
// missed; the server answers `ready`, then `event`s and a `ping` every keep-alive; the client answers
// `pong`. Fallback for networks without WebSockets: the signed long-poll call Calls.hubPoll.
import { API_BASE } from './params';

export const HUB_SOCKET_PATH = `${API_BASE}/hub`;

/** SPEC §9: keep-alive 15 s; a connection silent for 30 s is dropped; a long poll answers within 100 s. */
export const HUB_KEEP_ALIVE_MS = 15_000;
export const HUB_SERVER_TIMEOUT_MS = 30_000;
export const HUB_LONG_POLL_MS = 100_000;

/** Close codes of the socket (4000–4999 are the application's). */
export const HubClose = {
  /** No token, a dead token, or the session ended (logout, password change, deactivation, expiry). */
  sessionGone: 4401,
  /** Nothing heard for HUB_SERVER_TIMEOUT_MS. */
  silent: 4408,
  /** Not the protocol (first message not a hello, a second hello). */
  badMessage: 4400,
  /** The server is stopping. */
  goingAway: 1001,
} as const;

/** One pushed event. `payload` is the source row (topic homeMessage: the home message). */
export interface HubEvent {
  id: number;
  topic: string;
  refId: number | null;
  payload: Record<string, unknown>;
  /** ISO time. */
  at: string;
}

export type HubClientMessage = { type: 'hello'; token: string; since?: number | null; culture?: string } | { type: 'pong' } | { type: 'ping' };

export type HubServerMessage =
  | { type: 'ready'; lastId: number }
  | { type: 'event'; event: HubEvent }
  | { type: 'ping' }
  | { type: 'pong' }
  | { type: 'bye'; code: number; message: string }
  /** The server lost events for a while (its database connection dropped): read again what is shown. */
  | { type: 'resync' };

/** Long poll answer: the events after `since` (oldest first) and the id to ask from next time. */
export interface HubPollResult {
  events: HubEvent[];
  lastId: number;
}
