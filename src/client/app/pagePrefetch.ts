// Fetching a screen before it is shown: for a page file, the file, the renderer and its blocks' chunks
// at once (fixedRoutes.tsx's loader). Used when a screen is opened by URL (at start, before the grants
// arrive) and when a menu item is hovered or focused or its group opened.
import { fixedRouteList } from './fixedRoutes';
import { preloadScreen } from './routeScreens';
import type { AppRoute } from './routeTypes';

/** A route's screen, once per name (a failed fetch is tried again on the next hint). */
export function prefetchRoute(route: Pick<AppRoute, 'name' | 'load' | 'redirect'>): void {
  if (route.redirect) return;
  void preloadScreen(route).catch(() => undefined);
}

/** The screen at `pathname` among the fixed routes, for a page opened by URL (before the grants arrive); settles once it is in. */
export function prefetchPath(pathname: string): Promise<unknown> {
  const route = fixedRouteList().find((r) => r.path === pathname && r.load);
  return route?.load ? preloadScreen({ name: route.name, load: route.load }).catch(() => undefined) : Promise.resolve();
}
