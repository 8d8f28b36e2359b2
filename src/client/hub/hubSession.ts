// Runs the hub client while a user is signed in (the navbar starts and stops it): each event becomes a
// toast and, for messages, a new unread count and a nudge to lists of messages. Loaded lazily with the
// navbar's hub status, so none of it is on the /home page's critical path.
import { HUB_SOCKET_PATH, type HubEvent } from '../../shared/wire/hub';
import type { HomeMessage } from '../api/authCalls';
import { raiseForcedLogout } from '../api/forcedLogout';
import { pollHub } from '../api/hubCalls';
import { appQueryClient } from '../api/queryClient';
import { currentCulture } from '../api/request';
import { announceChange } from '../api/resourceChanges';
import { homeMessagesRead } from '../api/shellReads';
import { resourceOf } from '../api/queryKeys';
import { Calls } from '../../shared/wire/calls';
import i18n from '../i18n/i18n';
import { permissionState } from '../state/permissionStore';
import { getStoredUser, getToken } from '../state/session';
import { createEventToasts } from './eventToasts';
import { eventText } from './eventText';
import { refreshClientData } from '../app/liveAccess';
import { applyHubChanges } from './hubChanges';
import { HubClient } from './hubClient';
import { hubState } from './hubStore';

/** The badge counts unread messages among this many of the newest. */
const COUNTED = 100;

/** Events after which the client data (menus, grants, required rules) is read again in place. */
const CLIENT_DATA_TOPICS = new Set(['grants', 'requiredRules']);

let client: HubClient | null = null;
const toast = createEventToasts();

async function refreshMessages(): Promise<HomeMessage[]> {
  const list = await appQueryClient().fetchQuery({ ...homeMessagesRead(COUNTED), staleTime: 0 });
  hubState.unread = list.result.filter((m) => !m.IsRead).length;
  return list.result;
}

async function onEvent(event: HubEvent): Promise<void> {
  if (event.topic === 'homeMessage') {
    hubState.messagesVersion += 1;
    // Every list of messages shown (the dashboard's card) reads again.
    announceChange(resourceOf(Calls.homeMessages));
    // The list speaks the user's language; the toast shows the message as the list does.
    const messages = await refreshMessages().catch(() => []);
    const shown = messages.find((m) => m.Id === event.refId);
    toast(event.topic, i18n.t('hub.toast.homeMessage', { title: shown?.Title ?? String(event.payload.title ?? '') }));
    return;
  }
  if (CLIENT_DATA_TOPICS.has(event.topic)) {
    void refreshClientData();
    return;
  }
  applyHubChanges(event.topic);
  const text = eventText(event, getStoredUser()?.UserId);
  if (text !== null) toast(event.topic, text);
}

export function startHub(): void {
  if (client || !getToken()) return;
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  client = new HubClient({
    url: `${scheme}//${window.location.host}${HUB_SOCKET_PATH}`,
    token: getToken,
    culture: currentCulture,
    onEvent: (event) => void onEvent(event),
    onState: (state) => {
      hubState.connection = state;
    },
    // Our own log-out also ends the session and may beat its local clean-up here: only a session that
    // is still ours a moment later was ended elsewhere (password change, deactivation, expiry).
    onSessionGone: () => {
      const token = getToken();
      setTimeout(() => token && getToken() === token && raiseForcedLogout(), 1500);
    },
    // Events may have been missed: grants and required rules among them.
    onResync: () => void refreshClientData(),
    // The first connection starts where the shown client data was read (menus, grants, required rules).
    startAt: () => permissionState.hubSince,
    poll: pollHub,
  });
  client.start();
  void refreshMessages().catch(() => undefined);
}

export function stopHub(): void {
  client?.stop();
  client = null;
  hubState.connection = 'stopped';
  hubState.unread = null;
}
