// Chunk prefetches ahead of the user: what a sign-in leads to (started while the login dialog is
// open, so nothing is fetched one after another once the login answers) and the login dialog itself
// (on a hint that it is wanted: hover, focus, or the browser idle after /home has painted).
// The signed-in screens go through routeScreens.ts, so once fetched they draw without suspending;
// the sign-in code, once fetched, runs in the submit event itself (withSessionActions).
import { fetchedOnce } from './fetchedOnce';
import { GuardScreen, LayoutScreen, preloadDashboard } from './routeScreens';
import { whenIdle } from './whenIdle';

export const loadLoginDialog = () => import('../shell/login/LoginDialog');

export function prefetchLoginDialog(): void {
  void loadLoginDialog().catch(() => undefined);
}

/** The sign-in code (sessionActions.ts: signing in, its grants and route table), held once fetched. */
const sessionActions = fetchedOnce(() => import('./sessionActions'));

/**
 * Runs `task` with the sign-in code, synchronously when that code is already fetched, so that a log-in's
 * call leaves in the submit event itself. Awaiting even a fetched module's import let React first
 * re-render the dialog for its spinner (a sync render of 25–35 ms), and only then send the call.
 */
export function withSessionActions<T>(task: (actions: typeof import('./sessionActions')) => Promise<T>): Promise<T> {
  const held = sessionActions.loaded();
  return held ? task(held) : sessionActions.load().then(task);
}

/** While the login dialog is open: the sign-in code, the signed-in layout, the first screen after a log-in (the dashboard) and China time's formatter. */
export function prefetchSignedInShell(): void {
  void sessionActions.load().catch(() => undefined);
  void GuardScreen.preload().catch(() => undefined);
  void LayoutScreen.preload().catch(() => undefined);
  void preloadDashboard().catch(() => undefined);
  prepareZoneWhenIdle();
}

/** China time's formatter, made while the browser waits (zonedTime.ts prepareZone: 20–30 ms otherwise in the first screen's render). */
export function prepareZoneWhenIdle(): void {
  whenIdle(() => void import('../../shared/format/zonedTime').then(({ prepareZone }) => prepareZone()).catch(() => undefined));
}
