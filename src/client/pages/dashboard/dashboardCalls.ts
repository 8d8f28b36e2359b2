// The dashboard's reads, as queries of the query layer (api/reads.ts, api/shellReads.ts), asked afresh on
// each visit and read again when what they count changes (a write, a hub event of their resource). Started
// before it is drawn (api/earlyCalls.ts): at log-in those every signed-in user may make (announcements,
// messages), beside the client data; the customer's bookings counts and latest events, or an
// administrator's accounts count, once the grants are known, as the dashboard itself would make them — a
// call started before the grants could be refused where the dashboard's would not even be made.
// Registered when this chunk loads (with the dashboard's, while the login dialog is open).
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ListResult } from '../../../shared/wire/envelope';
import { createDataProvider } from '../../api/dataProvider';
import { registerFirstScreenCalls } from '../../api/earlyCalls';
import { readKeys } from '../../api/queryKeys';
import { HANDOVER_MS } from '../../api/responseCache';
import { currentAnnouncementsRead, homeMessagesRead } from '../../api/shellReads';
import type { DataProvider } from '../../data/dataProvider';
import type { Role } from '../../state/session';
import { DASHBOARD_PATH } from '../../app/customScreens';
import { todayInChina } from '../../../shared/format/zonedTime';
import { BOOKING_RESOURCE, bookingOverview, latestEvents, quietList, quietStats, TRACKING_EVENT_RESOURCE, trackingAvailable } from './dashboardData';

const fresh = { staleTime: HANDOVER_MS, meta: { fresh: true } } as const;
/** The messages the card lists. */
export const MESSAGES_SHOWN = 20;

export const dashboardReads = {
  announcements: currentAnnouncementsRead,
  messages: () => homeMessagesRead(MESSAGES_SHOWN),
  /** Bookings per status, arrivals this week and delayed ones: counted for today in China time, as the server's dates are. */
  bookings: (data: DataProvider, today = todayInChina()) =>
    queryOptions({ queryKey: readKeys.view(BOOKING_RESOURCE, 'stats', 'overview', { today }), queryFn: ({ signal }) => bookingOverview(quietStats(data, signal), today), ...fresh }),
  events: (data: DataProvider) => queryOptions({ queryKey: readKeys.view(TRACKING_EVENT_RESOURCE, 'list', 'latestEvents'), queryFn: ({ signal }) => latestEvents(quietList(data, signal)), ...fresh }),
  /** An administrator's accounts card: the customer accounts counted (a page of one, its total). */
  accounts: (data: DataProvider) =>
    queryOptions<ListResult<Record<string, unknown>> | null>({
      queryKey: readKeys.view('cususer', 'list', 'accountsCount'),
      queryFn: ({ signal }) => quietList(data, signal)<Record<string, unknown>>('cususer', { page: 1, size: 1 }),
      ...fresh,
    }),
};

/** A prefetch's failure is the card's to show (left out), never a second toast. */
const quietly = (started: Promise<unknown>) => void started.catch(() => undefined);

/** With the session's token, before the grants. */
function startAtSignIn(queries: QueryClient): void {
  quietly(queries.prefetchQuery(dashboardReads.announcements()));
  quietly(queries.prefetchQuery(dashboardReads.messages()));
}

/** Once the grants are in: the customer's cards, or an administrator's accounts card. */
function startWithGrants(queries: QueryClient, role: Role): void {
  const data = createDataProvider();
  if (role === 'admin') {
    quietly(queries.prefetchQuery(dashboardReads.accounts(data)));
    return;
  }
  quietly(queries.prefetchQuery(dashboardReads.bookings(data)));
  if (trackingAvailable()) quietly(queries.prefetchQuery(dashboardReads.events(data)));
}

registerFirstScreenCalls({ path: DASHBOARD_PATH, atSignIn: startAtSignIn, withGrants: startWithGrants });
