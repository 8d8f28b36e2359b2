// Fetching a screen before it is shown: the page file, the renderer and its blocks' chunks at once.
// Used when a screen is opened by URL (at start, before the grants arrive) and when a menu item is
// hovered or focused or its group opened.
import { prefetchBlocksOf } from './blockChunks';
import { fixedRouteList } from './fixedRoutes';
import { PAGE_FILES } from './pageFiles';
import type { AppRoute } from './routeTypes';

const started = new Set<string>();

/** A page file's screen by route name: its file, the renderer and its blocks' chunks (once per name). */
export function prefetchPage(name: string): void {
  const file = PAGE_FILES.get(name);
  if (!file || started.has(name)) return;
  started.add(name);
  void Promise.all([file.load().then(prefetchBlocksOf), import('../renderer/PageRenderer')]).catch(() => started.delete(name));
}

/** A route's screen: a page file as above, a custom screen (the dashboard) by its loader. */
export function prefetchRoute(route: Pick<AppRoute, 'name' | 'load' | 'redirect'>): void {
  if (route.redirect) return;
  if (PAGE_FILES.has(route.name)) prefetchPage(route.name);
  else if (!started.has(route.name)) {
    started.add(route.name);
    void route.load().catch(() => started.delete(route.name));
  }
}

/** The screen at `pathname` among the fixed routes, for a page opened by URL (before the grants arrive). */
export function prefetchPath(pathname: string): void {
  const route = fixedRouteList().find((r) => r.path === pathname && r.load);
  if (route?.load) prefetchRoute({ name: route.name, load: route.load });
}
