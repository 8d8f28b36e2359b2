// What the shell shows of the real-time hub: the connection state (a dot in the navbar), the unread
// message count (the navbar's badge) and a counter that screens listing messages watch to reload.
import { proxy } from 'valtio';
import type { HubConnectionState } from './hubClient';

export const hubState = proxy({
  connection: 'stopped' as HubConnectionState,
  /** Unread home messages among the latest; null until first counted. */
  unread: null as number | null,
  /** Bumped when a message arrives: the dashboard's message list reloads on it. */
  messagesVersion: 0,
});
