// A signed-in start (a reload, a link to any screen): what main.tsx sets going before the first render,
// each by import so that /home's first paint carries none of it. The grants at once, beside the site
// settings (the guard would ask only after the first render, which waits for the settings, the language
// and, on a grid page, the grid's large chunk to be evaluated); the screen at the path with its blocks'
// chunks; a page schema's first calls (firstPageCalls.ts); the guard and the layout; China time's
// formatter, in idle time while those load.
// The returned promise is those chunks: with the grants in early, the first render would otherwise
// reach a guard, layout or screen still loading, and React holds a screen back 300 ms once a Suspense
// fallback has shown (preloadable.tsx), which made every signed-in reload slower.
import { prepareZoneWhenIdle } from './prefetch';
import { GuardScreen, LayoutScreen } from './routeScreens';

export function startSignedIn(path: string): Promise<unknown> {
  void import('./loadPermissions').then(({ loadPermissions }) => loadPermissions()).catch(() => undefined);
  void import('./firstPageCalls').then(({ startFirstPageCalls }) => startFirstPageCalls(path)).catch(() => undefined);
  prepareZoneWhenIdle();
  const screen = import('./pagePrefetch').then(({ prefetchPath }) => prefetchPath(path));
  return Promise.all([screen, GuardScreen.preload(), LayoutScreen.preload()]);
}
