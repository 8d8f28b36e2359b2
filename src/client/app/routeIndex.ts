// The granted routes and menus by path and by name, built once per grant: the screen at a path, its
// record id, its menu group. The shell asks these on every navigation (router, breadcrumb, sidebar,
// title, tabs); a scan of ~100 routes through valtio's tracking proxies, or react-router ranking and
// compiling 200 route patterns, cost 20-30 ms of each menu click.
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from '../state/useStore';
import type { ServerMenu } from '../api/authCalls';
import { permissionState } from '../state/permissionStore';
import type { AppRoute } from './routeTypes';

export interface RouteIndex {
  /** By path, lower case without a trailing slash (react-router matched paths case-insensitively). */
  readonly byPath: ReadonlyMap<string, AppRoute>;
  readonly byName: ReadonlyMap<string, AppRoute>;
  readonly menuByName: ReadonlyMap<string, ServerMenu>;
}

/** The screen at a path: a route's own path, or its path and one more segment, the record id (`/setData/setAddress/:id`). */
export interface RouteMatch {
  route: AppRoute;
  /** Decoded, as react-router's params were; absent on the route's own path. */
  recordId?: string;
}

export function indexRoutes(routes: readonly AppRoute[], menus: readonly ServerMenu[]): RouteIndex {
  const byPath = new Map<string, AppRoute>();
  const byName = new Map<string, AppRoute>();
  for (const route of routes) {
    const key = pathKey(route.path);
    if (!byPath.has(key)) byPath.set(key, route);
    if (!byName.has(route.name)) byName.set(route.name, route);
  }
  return { byPath, byName, menuByName: new Map(menus.map((menu) => [menu.Name, menu])) };
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function pathKey(pathname: string): string {
  return withoutTrailingSlash(pathname).toLowerCase();
}

/** The route at `pathname`, or undefined when no granted route is there. */
export function routeAt(index: RouteIndex, pathname: string): RouteMatch | undefined {
  const path = withoutTrailingSlash(pathname);
  const route = index.byPath.get(path.toLowerCase());
  if (route) return { route };
  const slash = path.lastIndexOf('/');
  if (slash <= 0 || slash === path.length - 1) return undefined;
  const parent = index.byPath.get(pathKey(path.slice(0, slash)));
  if (!parent || parent.redirect) return undefined;
  return { route: parent, recordId: decodeSegment(path.slice(slash + 1)) };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The menu group a menu entry sits in (its Parent), if any. */
export function menuGroupOf(index: RouteIndex, name: string | undefined): ServerMenu | undefined {
  const parent = name === undefined ? undefined : index.menuByName.get(name)?.Parent;
  return parent ? index.menuByName.get(parent) : undefined;
}

/**
 * The path a kept-alive screen was opened at (KeepAliveOutlet binds it). The granted routes share one
 * catch-all element, which reads its path: from the location, a hidden screen would draw the page on show.
 */
export const ScreenPathContext = createContext<string | undefined>(undefined);

/** The path of the screen being rendered: its own when kept alive, else the location's. */
export function useScreenPath(): string {
  const bound = useContext(ScreenPathContext);
  const { pathname } = useLocation();
  return bound ?? pathname;
}

// One index per grant for every component that asks: the store's snapshots keep their identity until
// the grants change, so the last pair of arrays names the index.
let lastIndex: { routes: readonly AppRoute[]; menus: readonly ServerMenu[]; index: RouteIndex } | undefined;

function sharedIndex(routes: readonly AppRoute[], menus: readonly ServerMenu[]): RouteIndex {
  if (lastIndex?.routes !== routes || lastIndex.menus !== menus) lastIndex = { routes, menus, index: indexRoutes(routes, menus) };
  return lastIndex.index;
}

/** The index of the signed-in user's grants, built once per grant and shared. */
export function useRouteIndex(): RouteIndex {
  const addRouters = useStore(permissionState, (s) => s.addRouters);
  const menus = useStore(permissionState, (s) => s.menus);
  return sharedIndex(addRouters, menus);
}
