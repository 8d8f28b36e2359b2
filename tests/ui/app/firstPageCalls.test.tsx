// A page schema opened by its URL starts its first calls as soon as its route is known (issue 11, the
// grid page), prefetched into the query layer: the grid's column preference at once, its first list once
// the grants are in and only when they hold the route; the grid and the list controller then take those
// answers instead of asking again (one call on the wire each), only in the session they were started
// for, and a write of the resource makes the next reader ask again.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../src/client/api/dataProvider';
import { createPreferenceStore } from '../../../src/client/api/preferenceStore';
import { appQueryClient } from '../../../src/client/api/queryClient';
import { listRead, preferenceRead } from '../../../src/client/api/reads';
import { request } from '../../../src/client/api/request';
import { startFirstPageCalls } from '../../../src/client/app/firstPageCalls';
import { startSignedIn } from '../../../src/client/app/signedInStart';
import { clearLocalSession } from '../../../src/client/app/sessionActions';
import { PAGE_FILES } from '../../../src/client/app/pageFiles';
import { firstListParams } from '../../../src/client/renderer/core/pageFirstCalls';
import { useListController } from '../../../src/client/renderer/core/useListController';
import { applyClientData } from '../../../src/client/state/permissionStore';
import { storeSession } from '../../../src/client/state/session';
import type { ClientData } from '../../../src/client/api/authCalls';

const PATH = '/setData/setAddress';
const PREFERENCE_KEY = 'grid.setAddress.grid';
let asked: string[] = [];
/** Answers held until the test lets them go, by path. */
const held = new Map<string, Array<() => void>>();
let holding = false;

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      const name = url.pathname.replace(/^.*\//, '');
      asked.push(url.pathname.endsWith('userpreference') ? `userpreference ${url.searchParams.get('key')}` : `${name} ${url.searchParams.get('tokenid')}`);
      const data = name === 'userpreference' ? { Key: url.searchParams.get('key'), Value: null } : { result: [{ id: 1, name: 'A' }], page: { current: 1, size: 10, total: 1 } };
      if (holding) await new Promise<void>((go) => held.set(name, [...(held.get(name) ?? []), go]));
      return new Response(JSON.stringify({ success: true, message: '', exceptioncode: 0, data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
}
const release = () => {
  for (const goes of held.values()) goes.forEach((go) => go());
  held.clear();
};
const grant = (routers: string[]) => applyClientData({ menus: [], Routers: routers, buttons: [], requiredConfigList: [], sysoption: [] } as unknown as ClientData, []);
const lists = () => asked.filter((a) => a.startsWith('address-list'));
/** The preference reads (a save carries its key in the body). */
const reads = () => asked.filter((a) => a === `userpreference ${PREFERENCE_KEY}`);

beforeEach(() => {
  clearLocalSession();
  asked = [];
  holding = false;
  storeSession('token-A', 'customer', null, null);
  stubServer();
});
afterEach(() => {
  release();
  clearLocalSession();
  vi.unstubAllGlobals();
});

describe('a page schema opened by its URL', () => {
  it('asks for its grid preference before the grants, its first list only once they are in', async () => {
    startFirstPageCalls(PATH);
    await waitFor(() => expect(asked).toContain(`userpreference ${PREFERENCE_KEY}`));
    await new Promise((r) => setTimeout(r, 20));
    expect(lists()).toEqual([]);
    grant(['setAddress']);
    await waitFor(() => expect(lists()).toEqual(['address-list token-A']));
  });

  it('starts no list the grants do not hold the route for (it would be refused)', async () => {
    startFirstPageCalls(PATH);
    await waitFor(() => expect(asked).toContain(`userpreference ${PREFERENCE_KEY}`));
    grant(['setShipper']);
    await new Promise((r) => setTimeout(r, 30));
    expect(lists()).toEqual([]);
  });

  it('the grid takes the preference read: one on the wire; a new session asks again', async () => {
    startFirstPageCalls(PATH);
    await waitFor(() => expect(asked).toContain(`userpreference ${PREFERENCE_KEY}`));
    const store = createPreferenceStore();
    await appQueryClient().fetchQuery(preferenceRead(store, PREFERENCE_KEY));
    expect(reads()).toHaveLength(1);

    clearLocalSession();
    storeSession('token-B', 'customer', null, null);
    startFirstPageCalls(PATH);
    await waitFor(() => expect(reads()).toHaveLength(2));
    await appQueryClient().fetchQuery(preferenceRead(store, PREFERENCE_KEY));
    expect(reads()).toHaveLength(2);
  });

  it("the list controller's first call joins the early one: one list call on the wire", async () => {
    holding = true;
    grant(['setAddress']);
    startFirstPageCalls(PATH);
    await waitFor(() => expect(lists()).toHaveLength(1));
    const page = await PAGE_FILES.get('setAddress')!.load();
    const [first] = firstListParams(page);
    const data = createDataProvider();
    // As the page's list chain builds it (pageLists.tsx): the grid's page size and sort.
    const { result } = renderHook(() => useListController({ resource: first.resource, data, queries: appQueryClient(), pageSize: first.params.size, defaultSort: first.params.sort }));
    await new Promise((r) => setTimeout(r, 20));
    release();
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    expect(lists()).toHaveLength(1);
  });
});

describe('a signed-in start (main.tsx)', () => {
  it('asks for the grants and the page\'s first calls before anything is drawn', async () => {
    const chunks = startSignedIn(PATH);
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['getcusclientdata token-A', `userpreference ${PREFERENCE_KEY}`])));
    // The grants answered (none here: the stub's list answer), the list waits for a grant of the route.
    await new Promise((r) => setTimeout(r, 30));
    expect(lists()).toEqual([]);
    // The guard, layout and screen it loads ahead are in before the test ends (not loading into a torn-down environment).
    await chunks;
  });
});

describe('a list read on its way, shared by the query layer', () => {
  const params = { page: 1, size: 10 };
  const read = () => appQueryClient().fetchQuery(listRead(createDataProvider(), 'address', params));

  it('is not shared with another session', async () => {
    holding = true;
    const first = read().catch(() => undefined);
    await waitFor(() => expect(lists()).toHaveLength(1));
    clearLocalSession();
    storeSession('token-B', 'customer', null, null);
    const second = read();
    await waitFor(() => expect(lists()).toEqual(['address-list token-A', 'address-list token-B']));
    release();
    await Promise.all([first, second]);
  });

  it('is shared by a second reader: one call on the wire', async () => {
    holding = true;
    const [first, second] = [read(), read()];
    await waitFor(() => expect(lists()).toHaveLength(1));
    release();
    expect(await second).toEqual(await first);
    expect(lists()).toHaveLength(1);
  });

  it('a write to its resource meanwhile makes the next reader ask again', async () => {
    holding = true;
    const before = read().catch(() => undefined);
    await waitFor(() => expect(lists()).toHaveLength(1));
    holding = false;
    await request('/address', { method: 'PUT', data: { name: 'B' } });
    holding = true;
    const after = read();
    await waitFor(() => expect(lists()).toHaveLength(2));
    release();
    await Promise.all([before, after]);
  });
});
