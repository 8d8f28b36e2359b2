// Keep-alive of cached views (SPEC §2): a cached view's screen stays mounted, hidden with React's
// <Activity>, while its tab is open, so its state survives switching tabs. Closing the tab or a
// refresh drops it; views that are not cached render normally.
import { Activity, type ReactNode, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { useStore } from '../state/useStore';
import { routeAt, ScreenPathContext, useRouteIndex } from '../app/routeIndex';
import { cachedViewNames } from './tags/tagRules';
import { tagsState } from './tags/tagsStore';

export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const routes = useRouteIndex();
  const tags = useStore(tagsState);
  const cache = useRef(new Map<string, ReactNode>());

  // A record's page (`<path>/:id`) is not kept.
  const match = routeAt(routes, pathname);
  const route = match?.recordId === undefined ? match?.route : undefined;
  const cachedNames = cachedViewNames(tags.visitedViews, tags.defaultCached);
  const key = `${pathname}#${tags.refreshCount[pathname] ?? 0}`;
  // The layout adds the screen's tab after this first render; a screen kept only from then on was
  // mounted twice on its first visit (its calls made twice), so a cacheable route is kept at once.
  const firstVisit = !tags.visitedViews.some((v) => v.path === pathname);
  const keep = Boolean(route && !route.redirect && (cachedNames.includes(route.name) || (firstVisit && !route.meta.noCache)));

  // Drop screens whose tab is closed or that were refreshed since they were cached.
  const liveKeys = new Set(tags.visitedViews.map((v) => `${v.path}#${tags.refreshCount[v.path] ?? 0}`));
  for (const cachedKey of cache.current.keys()) if (!liveKeys.has(cachedKey)) cache.current.delete(cachedKey);
  // Bound to its path: the granted routes share one element, which would otherwise draw the current page.
  if (keep && !cache.current.has(key)) cache.current.set(key, <ScreenPathContext.Provider value={pathname}>{outlet}</ScreenPathContext.Provider>);

  return (
    <>
      {[...cache.current.entries()].map(([cachedKey, element]) => (
        <Activity key={cachedKey} mode={cachedKey === key ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {!keep && outlet}
    </>
  );
}
