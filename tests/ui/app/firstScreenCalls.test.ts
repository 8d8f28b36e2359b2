// The dashboard's calls start at log-in instead of after its first render (issue 11): those any
// signed-in user may make while the client data is still on its way, the customer's bookings counts
// only once the grants are in (never a call the grants would refuse); the dashboard takes each answer
// once, only in the session it was started for, and log-out drops them.
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
const { dropEarly, settledEarly, startEarly, takeEarly } = await import('../../../src/client/api/earlyCalls');
// The dashboard's chunk registers its first calls when it loads (while the login dialog is open).
const { DASHBOARD_CALLS } = await import('../../../src/client/pages/dashboard/dashboardCalls');

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

    // The dashboard's cards take those answers once; a reload asks again.
    const again = vi.fn(async () => 'asked again');
    await takeEarly(DASHBOARD_CALLS.announcements, again);
    expect(again).not.toHaveBeenCalled();
    expect(await takeEarly(DASHBOARD_CALLS.announcements, again)).toBe('asked again');
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
  it('an answer started for one session is not handed to another, and log-out drops it', async () => {
    localStorage.setItem('F9-Token', 'token-A');
    startEarly('k', async () => 'for A');
    localStorage.setItem('F9-Token', 'token-B');
    expect(await takeEarly('k', async () => 'for B')).toBe('for B');

    startEarly('k', async () => 'for B, early');
    clearLocalSession();
    localStorage.setItem('F9-Token', 'token-B');
    expect(await takeEarly('k', async () => 'asked after log-out')).toBe('asked after log-out');
  });

  it('an arrived answer is read at once, as often as a render repeats, only in its session; a change drops it', async () => {
    localStorage.setItem('F9-Token', 'token-A');
    startEarly('pref', async () => 'columns of A');
    expect(settledEarly('pref')).toBeUndefined(); // not arrived yet
    await vi.waitFor(() => expect(settledEarly('pref')).toEqual({ value: 'columns of A' }));
    expect(settledEarly('pref')).toEqual({ value: 'columns of A' });
    localStorage.setItem('F9-Token', 'token-B');
    expect(settledEarly('pref')).toBeUndefined();
    localStorage.setItem('F9-Token', 'token-A');
    expect(settledEarly('pref', Date.now() + 60_000)).toBeUndefined(); // too old
    dropEarly('pref');
    expect(settledEarly('pref')).toBeUndefined();
    startEarly('pref', async () => 'for A again');
    await vi.waitFor(() => expect(settledEarly('pref')).toBeDefined());
    clearLocalSession();
    localStorage.setItem('F9-Token', 'token-A');
    expect(settledEarly('pref')).toBeUndefined();
  });

  it('a signed-out visitor\'s own call (the home menus) is kept for the signed-out state only; others need a session', async () => {
    clearLocalSession();
    expect(startEarly('session-only', async () => 'no session')).toBeUndefined();
    expect(await takeEarly('session-only', async () => 'asked later')).toBe('asked later');
    await startEarly('home', async () => 'menus', { signedOut: true });
    expect(settledEarly('home')).toEqual({ value: 'menus' });
    localStorage.setItem('F9-Token', 'token-A');
    expect(settledEarly('home')).toBeUndefined();
    expect(await takeEarly('home', async () => 'asked signed in')).toBe('asked signed in');
    clearLocalSession();
    await startEarly('home', async () => 'menus again', { signedOut: true });
    expect(await takeEarly('home', async () => 'not asked')).toBe('menus again');
  });
});
