// Calls a screen will make, started before it is drawn (at log-in, beside the client data) and handed
// to the screen's first load once, instead of that load asking only after the screen's first render.
// Kept with the session's token: an answer started for one session is never handed to another, and
// log-out drops them all.
import { getToken } from '../state/session';

const early = new Map<string, { token: string; answer: Promise<unknown> }>();

/** Starts `call` now for the signed-in session; nothing without a token. */
export function startEarly(key: string, call: () => Promise<unknown>): void {
  const token = getToken();
  if (!token) return;
  const answer = call();
  // Not taken (the user went elsewhere): its failure is nobody's to report.
  answer.catch(() => undefined);
  early.set(key, { token, answer });
}

/** The answer started early for this session, once; else `call` now. */
export function takeEarly<T>(key: string, call: () => Promise<T>): Promise<T> {
  const found = early.get(key);
  early.delete(key);
  return found && found.token === getToken() ? (found.answer as Promise<T>) : call();
}

export function dropEarlyCalls(): void {
  early.clear();
}
