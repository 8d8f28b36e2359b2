// The menu ahead of the screen (issue 11, the grid page from the menu): pointing at an entry fetches its
// screen, pointing at a group every entry's screen of it; clicking an entry starts the page's first
// calls (its grid's column preference and first list page) on the click itself, before any route
// resolves or screen renders (in the click's own task once a hint has loaded the page's schema); not for a screen already open in a tab, nor a list the grants do not hold.
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FILES } from '../../../src/client/app/pageFiles';
import { clearLocalSession } from '../../../src/client/app/sessionActions';
import { menuPrefetchHandlers } from '../../../src/client/shell/sidebar/menuPrefetch';
import type { MenuItem } from '../../../src/client/shell/sidebar/menuModel';
import { applyClientData } from '../../../src/client/state/permissionStore';
import { storeSession } from '../../../src/client/state/session';
import type { ClientData } from '../../../src/client/api/authCalls';

let asked: string[] = [];
const grant = (routers: string[]) => applyClientData({ menus: [], Routers: routers, buttons: [], requiredConfigList: [], sysoption: [] } as unknown as ClientData, []);
const screenLoads: string[] = [];
const route = (name: string, path: string) => ({
  name,
  path,
  load: async () => {
    screenLoads.push(name);
    return { default: () => null };
  },
});
const ROUTES = [route('setAddress', '/setData/setAddress'), route('setShipper', '/setData/setShipper')];
const TREE = [{ name: 'setData', path: '/setData', title: '', icon: '', children: ROUTES.map((r) => ({ name: r.name, path: r.path, title: '', icon: '', children: [] })) }] as MenuItem[];

function Menu({ open = [] as string[], routes = ROUTES }) {
  const handlers = menuPrefetchHandlers(TREE, routes, (path) => open.includes(path));
  return (
    <nav {...handlers}>
      <button type="button" data-menu-group="setData">
        Data
      </button>
      {routes.map((r) => (
        <button type="button" key={r.name} data-menu={r.name}>
          <span>{r.name}</span>
        </button>
      ))}
    </nav>
  );
}

beforeEach(() => {
  clearLocalSession();
  asked = [];
  screenLoads.length = 0;
  storeSession('token-A', 'customer', null, null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      const name = url.pathname.replace(/^.*\//, '');
      asked.push(name === 'userpreference' ? `userpreference ${url.searchParams.get('key')}` : name);
      const data = name === 'userpreference' ? { Key: url.searchParams.get('key'), Value: null } : { result: [], page: { current: 1, size: 10, total: 0 } };
      return new Response(JSON.stringify({ success: true, message: '', exceptioncode: 0, data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  clearLocalSession();
  vi.unstubAllGlobals();
});

describe('the menu', () => {
  it('fetches the screen of the entry pointed at, and of every entry of a group pointed at', async () => {
    const view = render(<Menu />);
    fireEvent.pointerOver(view.getByText('setShipper'));
    await waitFor(() => expect(screenLoads).toEqual(['setShipper']));
    fireEvent.pointerOver(view.getByText('Data'));
    await waitFor(() => expect(screenLoads.sort()).toEqual(['setAddress', 'setShipper']));
  });

  it('starts the page\'s preference read and first list on the click, with no screen drawn', async () => {
    grant(['setAddress']);
    const view = render(<Menu />);
    fireEvent.click(view.getByText('setAddress'));
    await waitFor(() => expect(asked.sort()).toEqual(['address-list', 'userpreference grid.setAddress.grid']));
  });

  it('after a hint has loaded the page schema, the click\'s first calls leave in the click\'s own task', async () => {
    grant(['setAddress']);
    const view = render(<Menu />);
    fireEvent.pointerOver(view.getByText('setAddress'));
    // What the hint loads: the page's schema and the first calls' module. Loaded for the test, they are
    // loaded for the hint too, which asked first (its callbacks run before the test's).
    await Promise.all([PAGE_FILES.get('setAddress')!.load(), import('../../../src/client/renderer/core/pageFirstCalls')]);
    fireEvent.click(view.getByText('setAddress'));
    // No await: before the task that would render the screen.
    expect(asked.sort()).toEqual(['address-list', 'userpreference grid.setAddress.grid']);
  });

  it('starts nothing for a screen already open in a tab (kept alive, it asks nothing)', async () => {
    grant(['setAddress']);
    const view = render(<Menu open={['/setData/setAddress']} />);
    fireEvent.click(view.getByText('setAddress'));
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
  });

  it('starts no list the grants do not hold the route for (it would be refused)', async () => {
    grant(['setShipper']);
    const view = render(<Menu />);
    fireEvent.click(view.getByText('setAddress'));
    await waitFor(() => expect(asked).toContain('userpreference grid.setAddress.grid'));
    await new Promise((r) => setTimeout(r, 50));
    expect(asked.filter((a) => a.endsWith('-list'))).toEqual([]);
  });
});
