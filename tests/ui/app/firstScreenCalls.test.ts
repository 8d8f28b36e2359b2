// The dashboard's calls start at log-in instead of after its first render (issue 11), prefetched into
// the query layer: those any signed-in user may make while the client data is still on its way, the
// customer's bookings counts only once the grants are in (never a call the grants would refuse); the
// dashboard's reads take each answer without asking again, only in the session it was started for, and
// log-out drops them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_PATH } from '../../../src/client/app/customScreens';
import { Calls, resourcePaths } from '../../../src/shared/wire/calls';

const asked: string[] = [];
let answerClientData: (data: unknown) => void = () => undefined;

vi.mock('../../../src/client/api/request', () => ({
  request: vi.fn(async (path: string) => {
    asked.push(path);
    if (path === Calls.customerLogin || path === Calls.adminLogin) return { token: { Id: 'token-A' }, orglist: [] };
    if (path === Calls.customerClientData || path === Calls.adminClientData) return new Promise((resolve) => (answerClientData = resolve));
    if (path === Calls.homeMessages) return { result: [], page: { current: 1, size: 20, total: 0 } };
    if (path.endsWith('-stats')) return { total: { count: 0 }, groups: [] };
    return [];
  }),
}));

const { signIn, clearLocalSession } = await import('../../../src/client/app/sessionActions');
const { appQueryClient } = await import('../../../src/client/api/queryClient');
// The dashboard's chunk registers its first calls when it loads (while the login dialog is open).
const { dashboardReads } = await import('../../../src/client/pages/dashboard/dashboardCalls');

const CLIENT_DATA = { menus: [], Routers: [], buttons: [], user: { UserName: 'demo' }, requiredConfigList: [], sysoption: [] };
const bookingStats = resourcePaths('booking').stats;

describe('the dashboard calls started at log-in', () => {
  beforeEach(() => {
    asked.length = 0;
    localStorage.clear();
  });
  afterEach(() => clearLocalSession());

  it('asks for announcements and messages while the client data is on its way, the bookings counts only after it', async () => {
    const signedIn = signIn('customer', 'demo', 'demo1234', DASHBOARD_PATH);
    await vi.waitFor(() => expect(asked).toContain(Calls.customerClientData));
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining([Calls.currentAnnouncements, Calls.homeMessages])));
    expect(asked).not.toContain(bookingStats);
    // The client data leaves first: the dashboard waits for it, and the server answers in turn.
    expect(asked.slice(0, 2)).toEqual([Calls.customerLogin, Calls.customerClientData]);
    answerClientData(CLIENT_DATA);
    await signedIn;
    await vi.waitFor(() => expect(asked).toContain(bookingStats));
    expect(asked.indexOf(bookingStats)).toBeGreaterThan(asked.indexOf(Calls.customerClientData));

    // The dashboard's cards take those answers: no second call.
    const before = asked.length;
    await appQueryClient().fetchQuery(dashboardReads.announcements());
    await appQueryClient().fetchQuery(dashboardReads.messages());
    expect(asked).toHaveLength(before);
  });

  it('a log-in leading elsewhere (a redirect) starts none of them', async () => {
    const signedIn = signIn('customer', 'demo', 'demo1234', '/setData/setAddress');
    await vi.waitFor(() => expect(asked).toContain(Calls.customerClientData));
    answerClientData(CLIENT_DATA);
    await signedIn;
    expect(asked).not.toContain(Calls.currentAnnouncements);
    expect(asked).not.toContain(bookingStats);
  });

  it('an administrator signing in starts no customer cards, and the accounts count once the grants are in', async () => {
    const signedIn = signIn('admin', 'admin', 'admin1234', DASHBOARD_PATH);
    await vi.waitFor(() => expect(asked).toContain(Calls.adminClientData));
    expect(asked).not.toContain(Calls.cusUserList);
    answerClientData(CLIENT_DATA);
    await signedIn;
    await vi.waitFor(() => expect(asked).toContain(Calls.cusUserList));
    expect(asked.indexOf(Calls.cusUserList)).toBeGreaterThan(asked.indexOf(Calls.adminClientData));
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).not.toContain(bookingStats);
  });
});

describe('early answers and sessions', () => {
  it('an answer started for one session is not handed to another: log-out and log-in drop it', async () => {
    localStorage.setItem('F9-Token', 'token-A');
    await appQueryClient().prefetchQuery(dashboardReads.announcements());
    expect(appQueryClient().getQueryData(dashboardReads.announcements().queryKey)).toEqual([]);
    clearLocalSession();
    expect(appQueryClient().getQueryData(dashboardReads.announcements().queryKey)).toBeUndefined();
    asked.length = 0;
    localStorage.setItem('F9-Token', 'token-B');
    await appQueryClient().fetchQuery(dashboardReads.announcements());
    expect(asked).toEqual([Calls.currentAnnouncements]);
  });
});
