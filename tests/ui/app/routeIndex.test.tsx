// The grants' index that the router, breadcrumb, sidebar, title and tabs look paths up in.
import { renderHook } from '@testing-library/react';
import { ref } from 'valtio';
import { describe, expect, it } from 'vitest';
import { indexRoutes, menuGroupOf, routeAt, useRouteIndex } from '../../../src/client/app/routeIndex';
import { permissionState } from '../../../src/client/state/permissionStore';
import type { AppRoute } from '../../../src/client/app/routeTypes';
import type { ServerMenu } from '../../../src/client/api/authCalls';

const route = (name: string, path: string, redirect?: string): AppRoute => ({
  name,
  path,
  redirect,
  meta: { title: `route.${name}`, noCache: false, hidden: false },
  load: async () => ({ default: () => null }),
});
const menu = (Name: string, Parent: string | null) => ({ Name, Parent, Title: '' }) as unknown as ServerMenu;

const index = indexRoutes(
  [route('setData', '/setData', '/setData/setAddress'), route('setAddress', '/setData/setAddress'), route('setProduct', '/setData/setProduct')],
  [menu('setData', null), menu('setAddress', 'setData'), menu('orphan', 'gone')],
);

describe('routeAt', () => {
  it("finds a route by its own path, ignoring case and a trailing slash as react-router's matching did", () => {
    expect(routeAt(index, '/setData/setAddress')).toEqual({ route: index.byName.get('setAddress') });
    expect(routeAt(index, '/setdata/SETADDRESS/')?.route.name).toBe('setAddress');
    expect(routeAt(index, '/setData')?.route.name).toBe('setData');
  });

  it("takes one more segment as a record id, decoded, on a route that is not a redirect", () => {
    expect(routeAt(index, '/setData/setAddress/42')).toEqual({ route: index.byName.get('setAddress'), recordId: '42' });
    expect(routeAt(index, '/setData/setAddress/A%2F1%20x/')?.recordId).toBe('A/1 x');
    // A malformed escape is kept as written rather than thrown.
    expect(routeAt(index, '/setData/setAddress/%E0%A4%A')?.recordId).toBe('%E0%A4%A');
    // /setData is a redirect: /setData/x is no record of it.
    expect(routeAt(index, '/setData/other')).toBeUndefined();
  });

  it('finds nothing for an ungranted path, two extra segments or the root', () => {
    expect(routeAt(index, '/setData/setShipper')).toBeUndefined();
    expect(routeAt(index, '/setData/setAddress/42/more')).toBeUndefined();
    expect(routeAt(index, '/')).toBeUndefined();
    expect(routeAt(index, '/nowhere')).toBeUndefined();
  });
});

describe('menuGroupOf', () => {
  it("gives a menu entry's group, and nothing for a top-level entry, an unknown name or a missing group", () => {
    expect(menuGroupOf(index, 'setAddress')?.Name).toBe('setData');
    expect(menuGroupOf(index, 'setData')).toBeUndefined();
    expect(menuGroupOf(index, 'nope')).toBeUndefined();
    expect(menuGroupOf(index, 'orphan')).toBeUndefined();
    expect(menuGroupOf(index, undefined)).toBeUndefined();
  });
});

describe('useRouteIndex', () => {
  it('gives every component the same index until the grants change', async () => {
    permissionState.addRouters = [ref(route('setAddress', '/setData/setAddress'))];
    permissionState.menus = [menu('setAddress', 'setData')];
    const first = renderHook(() => useRouteIndex()).result.current;
    const second = renderHook(() => useRouteIndex()).result.current;
    expect(second).toBe(first);
    expect(routeAt(first, '/setData/setAddress')?.route.name).toBe('setAddress');
    permissionState.addRouters = [ref(route('setProduct', '/setData/setProduct'))];
    const after = renderHook(() => useRouteIndex()).result.current;
    expect(after).not.toBe(first);
    expect(routeAt(after, '/setData/setProduct')?.route.name).toBe('setProduct');
    permissionState.addRouters = [];
    permissionState.menus = [];
  });
});
