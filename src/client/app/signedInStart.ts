// A signed-in start (a reload, a link to any screen): what main.tsx sets going before the first render,
// each by import so that /home's first paint carries none of it. The grants at once, beside the site
// settings (the guard would ask only after the first render, which waits for the settings, the language
// and, on a grid page, the grid's large chunk to be evaluated); the screen at the path with its blocks'
// chunks; a page schema's first calls (firstPageCalls.ts); the guard and the layout.
import { GuardScreen, LayoutScreen } from './routeScreens';

export function startSignedIn(path: string): void {
  void import('./loadPermissions').then(({ loadPermissions }) => loadPermissions()).catch(() => undefined);
  void import('./pagePrefetch').then(({ prefetchPath }) => prefetchPath(path)).catch(() => undefined);
  void import('./firstPageCalls').then(({ startFirstPageCalls }) => startFirstPageCalls(path)).catch(() => undefined);
  void GuardScreen.preload().catch(() => undefined);
  void LayoutScreen.preload().catch(() => undefined);
}
