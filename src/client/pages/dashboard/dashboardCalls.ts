// The dashboard's first calls, started before it is drawn (api/earlyCalls.ts): at log-in those every
// signed-in user may make (announcements, messages), beside the client data; the customer's bookings
// counts and latest events, or an administrator's accounts count, once the grants are known, as the
// dashboard itself would make them — a call started before the grants could be refused where the
// dashboard's would not even be made.
// Registered when this chunk loads (with the dashboard's, while the login dialog is open).
import { Calls } from '../../../shared/wire/calls';
import type { ListResult } from '../../../shared/wire/envelope';
import { registerFirstScreenCalls, startEarly } from '../../api/earlyCalls';
import { fetchHomeMessages } from '../../api/authCalls';
import { request } from '../../api/request';
import type { Role } from '../../state/session';
import { DASHBOARD_PATH } from '../../app/customScreens';
import { bookingOverview, latestEvents, trackingAvailable } from './dashboardData';

export const DASHBOARD_CALLS = {
  announcements: 'dashboard/announcements',
  messages: 'dashboard/messages',
  bookings: 'dashboard/bookings',
  events: 'dashboard/events',
  accounts: 'dashboard/accounts',
} as const;

export const loadMessages = () => fetchHomeMessages(20, true);
export const askAnnouncements = () => request<unknown>(Calls.currentAnnouncements, { cache: false, silent: true });
/** An administrator's accounts card: the customer accounts counted (a page of one, its total). */
export const askAccounts = () => request<ListResult<Record<string, unknown>>>(Calls.cusUserList, { params: { current: 1, size: 1 }, silent: true, cache: false });

/** With the session's token, before the grants. */
function startAtSignIn(): void {
  startEarly(DASHBOARD_CALLS.announcements, askAnnouncements);
  startEarly(DASHBOARD_CALLS.messages, loadMessages);
}

/** Once the grants are in: the customer's cards, or an administrator's accounts card. */
function startWithGrants(role: Role): void {
  if (role === 'admin') {
    startEarly(DASHBOARD_CALLS.accounts, askAccounts);
    return;
  }
  startEarly(DASHBOARD_CALLS.bookings, () => bookingOverview());
  if (trackingAvailable()) startEarly(DASHBOARD_CALLS.events, () => latestEvents());
}

registerFirstScreenCalls({ path: DASHBOARD_PATH, atSignIn: startAtSignIn, withGrants: startWithGrants });
