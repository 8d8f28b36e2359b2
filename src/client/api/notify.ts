// Toasts from code that has no React context (the request client, the version check). The shell's
// <Notifier> subscribes and shows them with Fluent's toaster; tests subscribe directly.
import { TOAST_MS } from '../../shared/constants';

export type NotifyIntent = 'success' | 'error' | 'warning' | 'info';

export interface Notice {
  intent: NotifyIntent;
  /** Already translated text (or the server's message, which comes in the request's culture). */
  text: string;
  timeout: number;
  /** A later notice of the same group takes the place of the one still shown (its text, and its time starts again). */
  group?: string;
  /** A button in the toast (Undo after a delete): its label and what it does; the toast closes on it. */
  action?: NoticeAction;
}

export interface NoticeAction {
  label: string;
  run(): void;
}

type Listener = (notice: Notice) => void;
const listeners = new Set<Listener>();

export function notify(intent: NotifyIntent, text: string, timeout: number = TOAST_MS, group?: string, action?: NoticeAction): void {
  const notice: Notice = { intent, text, timeout, ...(group === undefined ? {} : { group }), ...(action ? { action } : {}) };
  for (const listener of listeners) listener(notice);
}

export function onNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
