// Chunk prefetches ahead of the user: what a sign-in leads to (started while the login dialog is
// open, so nothing is fetched one after another once the login answers) and the login dialog itself
// (on a hint that it is wanted: hover, focus, or the browser idle after /home has painted).
// The signed-in screens go through routeScreens.ts, so once fetched they draw without suspending.
import { GuardScreen, LayoutScreen, preloadDashboard } from './routeScreens';
import { whenIdle } from './whenIdle';

export const loadLoginDialog = () => import('../shell/login/LoginDialog');

export function prefetchLoginDialog(): void {
  void loadLoginDialog().catch(() => undefined);
}

/** Signing in itself (its grants and route table), the signed-in layout and the first screen after a log-in (the dashboard). */
export const loadSessionActions = () => import('./sessionActions');

export function prefetchSignedInShell(): void {
  void loadSessionActions().catch(() => undefined);
  void GuardScreen.preload().catch(() => undefined);
  void LayoutScreen.preload().catch(() => undefined);
  void preloadDashboard().catch(() => undefined);
  prepareZoneWhenIdle();
}

/** China time's formatter, made while the browser waits (zonedTime.ts prepareZone: 20–30 ms otherwise in the first screen's render). */
export function prepareZoneWhenIdle(): void {
  whenIdle(() => void import('../../shared/format/zonedTime').then(({ prepareZone }) => prepareZone()).catch(() => undefined));
}
