// Client data read again in place on hub events (issue 44): with tabs Insured Parties, Addresses and
// Products open and Products shown, a 'requiredRules' read that began before the grants change is
// still in flight when the 'grants' event comes; the grants read must still happen after it (joining
// the read in flight kept the old menus and the screen stayed), the lost screens close with a notice,
// and the one shown leaves for the dashboard, not /401.
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onNotice } from '../../../src/client/api/notify';
import { App } from '../../../src/client/app/App';
import { refreshClientData } from '../../../src/client/app/liveAccess';
import { clearLocalSession } from '../../../src/client/app/sessionActions';
import { tagsState, visit } from '../../../src/client/shell/tags/tagsStore';
import { permissionState } from '../../../src/client/state/permissionStore';
import { storeSession } from '../../../src/client/state/session';
import { useEnglish } from '../support/english';

beforeAll(useEnglish);

const menu = (Name: string, Sno: number, Parent: string | null) => ({
  Name,
  Path: Parent ? `/${Parent}/${Name}` : `/${Name}`,
  Title: `route.${Name}`,
  Icon: 'Box',
  Sno,
  Hidden: false,
  NoCache: false,
  Parent,
});
const ALL = [menu('setData', 80, null), menu('setAddress', 2, 'setData'), menu('setInsured', 4, 'setData'), menu('setProduct', 7, 'setData')];
const FEWER = [menu('setData', 80, null), menu('setAddress', 2, 'setData')];

type Answer = { menus: typeof ALL; required: string };
let answer: Answer = { menus: ALL, required: '' };
/** When set, the next client data read waits for it and answers what was current when it began. */
let gate: Promise<void> | null = null;
let reads = 0;
/** This many client data reads fail as a dropped connection would. */
let failing = 0;

function clientData(a: Answer) {
  const requiredConfigList = a.required ? [{ MenuCd: 'setProduct', ReqItem: a.required }] : [];
  return { menus: a.menus, Routers: a.menus.map((m) => m.Name), buttons: [], user: { RealName: 'Zhang Min' }, requiredConfigList, sysoption: [] };
}

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/version.json') return json({ version: 'test' });
      if (url.pathname.endsWith('/getcusclientdata')) {
        reads += 1;
        if (failing > 0) {
          failing -= 1;
          throw new TypeError('Failed to fetch');
        }
        const now = answer;
        const waiting = gate;
        gate = null;
        if (waiting) await waiting;
        return json({ success: true, message: '', exceptioncode: 0, data: clientData(now) });
      }
      return json({ success: true, message: '', exceptioncode: 0, data: { result: [], page: { current: 1, size: 10, total: 0 } } });
    }),
  );
}

const tab = (name: string) => ({ fullPath: `/setData/${name}`, path: `/setData/${name}`, name, title: `route.${name}`, affix: false, noCache: false });

beforeEach(() => {
  clearLocalSession();
  answer = { menus: ALL, required: '' };
  gate = null;
  reads = 0;
  failing = 0;
});
afterEach(() => vi.unstubAllGlobals());

/** The app signed in, showing Addresses with its client data loaded. */
async function showAddresses() {
  storeSession('tok', 'customer', null, null);
  stubServer();
  window.history.replaceState(null, '', '/setData/setAddress');
  render(<App />);
  await waitFor(() => expect(permissionState.loaded).toBe(true));
}

describe('live access', () => {
  it('a grants event during a required-rules read still reads again: the lost tabs close, the shown one leaves with a notice', async () => {
    storeSession('tok', 'customer', null, null);
    stubServer();
    const notices: string[] = [];
    const stop = onNotice((n) => notices.push(n.text));
    window.history.replaceState(null, '', '/setData/setProduct');
    render(<App />);
    await waitFor(() => expect(permissionState.loaded).toBe(true));
    await waitFor(() => expect(window.location.pathname).toBe('/setData/setProduct'));
    act(() => {
      visit(tab('setInsured'));
      visit(tab('setAddress'));
      visit(tab('setProduct'));
    });
    const sidebar = await screen.findByTestId('sidebar');
    await waitFor(() => expect(sidebar.textContent).toContain('Insured Parties'));

    // The required rule's read begins and is held; then the grants change and its event comes.
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    answer = { menus: ALL, required: '[]' };
    const first = refreshClientData();
    await waitFor(() => expect(reads).toBe(2));
    answer = { menus: FEWER, required: '[]' };
    const second = refreshClientData();
    release();
    await act(async () => {
      await first;
      await second;
    });

    expect(reads).toBe(3);
    expect(permissionState.routers).toEqual(['setData', 'setAddress']);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(tagsState.visitedViews.map((v) => v.name)).toEqual(['dashboard', 'setAddress']);
    expect(notices).toEqual(['You no longer have access to Products; it was closed.', 'You no longer have access to Insured Parties; it was closed.']);
    await waitFor(() => expect(screen.getByTestId('sidebar').textContent).not.toContain('Insured Parties'));
    expect(screen.getByTestId('sidebar').textContent).toContain('Addresses');
    stop();
  });

  it('a granted screen stays put when only the required rules change', async () => {
    await showAddresses();
    answer = { menus: ALL, required: '[]' };
    await act(() => refreshClientData());
    expect(permissionState.requiredConfigList).toEqual([{ MenuCd: 'setProduct', ReqItem: '[]' }]);
    expect(window.location.pathname).toBe('/setData/setAddress');
  });

  it('a read that fails is tried again: the change is not lost to one dropped call', async () => {
    await showAddresses();
    const before = reads;
    answer = { menus: ALL, required: '[]' };
    failing = 1;
    await act(() => refreshClientData());
    expect(reads - before).toBe(2);
    expect(permissionState.requiredConfigList).toEqual([{ MenuCd: 'setProduct', ReqItem: '[]' }]);
  });
});
