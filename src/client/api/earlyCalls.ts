// Calls a screen will make, started before it is drawn (at log-in, beside the client data): prefetched
// into the app's query client, whose cache the screen's hooks read in their first render, so the screen
// draws the answers at once, or joins the calls still on their way, instead of asking only after its first
// render. The query client is cleared at log-in and log-out (responseCache.ts clearResponseCache): an
// answer started for one session is never handed to another. A screen registers what it calls first
// (registerFirstScreenCalls, from its own chunk); signIn starts them.
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '../state/session';

/** The calls of a screen a log-in may lead to, started ahead of drawing it. */
export interface FirstScreenCalls {
  /** The screen's path: its calls start when the log-in leads there. */
  path: string;
  /** With the session's token, beside the client data. */
  atSignIn(queries: QueryClient): void;
  /** Once the grants are in. */
  withGrants(queries: QueryClient, role: Role): void;
}

const firstScreens = new Map<string, FirstScreenCalls>();

/** Registered by the screen's own chunk when it loads (fetched while the login dialog is open). */
export function registerFirstScreenCalls(calls: FirstScreenCalls): void {
  firstScreens.set(calls.path, calls);
}

/** The registered calls of the screen at `path`, if its chunk has loaded. */
export function firstScreenCalls(path: string): FirstScreenCalls | undefined {
  return firstScreens.get(path);
}
