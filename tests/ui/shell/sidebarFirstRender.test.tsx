// A screen opened by its URL (a reload) inside a menu group: the sidebar shows that group open from its
// first render, drawn once, not opened by an effect after mounting (which drew the whole menu a second
// time in the task that first shows the page).
import { Profiler } from 'react';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Sidebar } from '../../../src/client/shell/sidebar/Sidebar';
import { applyClientData, resetPermissions } from '../../../src/client/state/permissionStore';
import type { ClientData } from '../../../src/client/api/authCalls';
import type { AppRoute } from '../../../src/client/app/routeTypes';

afterEach(() => {
  cleanup();
  resetPermissions();
});

const menu = (Name: string, Path: string, Parent: string | null, Sno: number) => ({ Name, Path, Title: `route.${Name}`, Icon: '', Sno, Hidden: false, NoCache: false, Parent });
const route = (name: string, path: string): AppRoute => ({ name, path, meta: { title: `route.${name}`, noCache: false, hidden: false }, load: async () => ({ default: () => null }) });

function grant() {
  const menus = [menu('setData', '/setData', null, 1), menu('setAddress', '/setData/setAddress', 'setData', 1), menu('setShipper', '/setData/setShipper', 'setData', 2)];
  applyClientData({ menus, Routers: ['setAddress', 'setShipper'], buttons: [], requiredConfigList: [], sysoption: [] } as unknown as ClientData, [
    route('setAddress', '/setData/setAddress'),
    route('setShipper', '/setData/setShipper'),
  ]);
}

describe('the sidebar on a screen of a menu group, opened by its URL', () => {
  it('has the group open from its first render, and renders once', async () => {
    grant();
    const phases: string[] = [];
    // Whether the group shows open in the commit that mounts the sidebar (the DOM is updated by then).
    let openAtMount: string | null | undefined;
    const onRender = (_id: string, phase: string) => {
      phases.push(phase);
      if (phase === 'mount') openAtMount = document.querySelector('[data-menu-group="setData"]')?.getAttribute('aria-expanded');
    };
    render(
      <Profiler id="sidebar" onRender={onRender}>
        <MemoryRouter initialEntries={['/setData/setAddress']}>
          <Sidebar />
        </MemoryRouter>
      </Profiler>,
    );
    expect(openAtMount).toBe('true');
    await new Promise((r) => setTimeout(r, 50));
    // No render of ours after the mount (Fluent's drawer has one update of its own in the layout phase).
    expect(phases.filter((p) => p === 'update')).toEqual([]);
  });
});
