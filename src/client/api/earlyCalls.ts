// Calls a screen will make, started before it is drawn (at log-in, beside the client data) and handed
// to the screen's first load once, instead of that load asking only after the screen's first render.
// Kept with the session's token: an answer started for one session is never handed to another, and
// log-out drops them all. A screen registers what it calls first (registerFirstScreenCalls); signIn starts them.
import { getToken, type Role } from '../state/session';

const early = new Map<string, { token: string; at: number; answer: Promise<unknown>; settled?: { value: unknown } }>();

/** An answer started this long ago is asked again: one its screen did not take at once is not handed over later. */
export const EARLY_ANSWER_TTL_MS = 10_000;

/**
 * Starts `call` now for the signed-in session; nothing without a token, unless the call is the signed-out
 * visitor's own (`signedOut`: the home page's menus), kept for the signed-out state only. Answers the call.
 */
export function startEarly<T>(key: string, call: () => Promise<T>, { signedOut = false } = {}): Promise<T> | undefined {
  const token = getToken();
  if (!token && !signedOut) return undefined;
  const answer = call();
  const entry: { token: string; at: number; answer: Promise<unknown>; settled?: { value: unknown } } = { token, at: Date.now(), answer };
  // Kept once it arrives, so a screen mounting later can draw it in its first render (settledEarly).
  // Not taken (the user went elsewhere): its failure is nobody's to report.
  answer.then((value) => (entry.settled = { value }), () => undefined);
  early.set(key, entry);
  return answer;
}

/**
 * The answer started early for this session (not too long ago) if it has already arrived, without taking
 * it: a render may run more than once before it is shown (React restarts an interrupted one), so reading
 * must not consume. What changes the answer drops it (dropEarly), as for takeEarly.
 */
export function settledEarly<T>(key: string, now: number = Date.now()): { value: T } | undefined {
  const found = early.get(key);
  return found?.settled && found.token === getToken() && now - found.at <= EARLY_ANSWER_TTL_MS ? (found.settled as { value: T }) : undefined;
}

/** The answer started early for this session (and not too long ago), once; else `call` now. */
export function takeEarly<T>(key: string, call: () => Promise<T>, now: number = Date.now()): Promise<T> {
  const found = early.get(key);
  early.delete(key);
  return found && found.token === getToken() && now - found.at <= EARLY_ANSWER_TTL_MS ? (found.answer as Promise<T>) : call();
}

/** Forgets one early answer (what it read has just been changed). */
export function dropEarly(key: string): void {
  early.delete(key);
}

export function dropEarlyCalls(): void {
  early.clear();
}

/** The calls of a screen a log-in may lead to, started ahead of drawing it. */
export interface FirstScreenCalls {
  /** The screen's path: its calls start when the log-in leads there. */
  path: string;
  /** With the session's token, beside the client data. */
  atSignIn(): void;
  /** Once the grants are in. */
  withGrants(role: Role): void;
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
