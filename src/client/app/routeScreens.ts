// The screens the router draws from chunks, each loaded once and drawn at once when fetched ahead:
// the home page (main.tsx fetches it before the first render), the signed-in layout and its guard (fetched
// while the login dialog is open) and each generated route's screen, by route name (fetched on a menu hint or
// when the page is opened by URL). preloadable.tsx says why lazy() is not enough.
import type { ComponentType, ReactNode } from 'react';
import { withAllMessages } from '../i18n/i18n';
import { type Preloadable, preloadable } from './preloadable';
import { CUSTOM_SCREENS, DASHBOARD_NAME } from './customScreens';
import type { AppRoute } from './routeTypes';

export const HomeScreen = preloadable(() => import('../pages/home/HomePage'));
// Every screen under the layout speaks the screens' part of the messages (messageParts.ts).
export const LayoutScreen = preloadable(withAllMessages(() => import('../shell/Layout')));
/** The guard in front of the layout, with the route table it checks paths against: not on /home's first paint. */
export const GuardScreen = preloadable<{ children: ReactNode }>(() => import('./AuthGuard').then((m) => ({ default: m.AuthGuard })));
/** Inside the layout, a path no granted route matched. */
export const CatchAllScreen = preloadable<object>(() => import('./CatchAll').then(({ CatchAll }) => ({ default: CatchAll })));

const screens = new Map<string, Preloadable<object>>();

/** A route's screen: one per route name (every loader given for a name loads the same screen). */
export function screenOf(route: Pick<AppRoute, 'name' | 'load'>): ComponentType {
  let screen = screens.get(route.name);
  if (!screen) {
    screen = preloadable(route.load);
    screens.set(route.name, screen);
  }
  return screen;
}

/** Fetches a route's screen (its chunk, page file, renderer and blocks) ahead of drawing it. */
export function preloadScreen(route: Pick<AppRoute, 'name' | 'load'>): Promise<unknown> {
  screenOf(route);
  return screens.get(route.name)!.preload();
}

/** The first screen after a log-in. */
export function preloadDashboard(): Promise<unknown> {
  const dashboard = CUSTOM_SCREENS.find((s) => s.name === DASHBOARD_NAME)!;
  return preloadScreen({ name: dashboard.name, load: dashboard.load! });
}
