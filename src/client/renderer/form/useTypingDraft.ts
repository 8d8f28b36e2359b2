// The text of a form input while the user types into it, kept by the input alone: a key paints that
// input and nothing else, and the form takes the text just after that frame is painted (in a transition,
// which yields to the next key). So the character shows without waiting for the form, and whatever the
// form moves on a change (a result cleared, a condition met) has moved long before a pointer could
// reach a button. The form also takes it when the input is left, and before anything could read it: any click, submit,
// Enter or Escape on the page hands every pending text over first (a capture listener on the document,
// which runs before React's handlers), so a Save click, an Enter that submits or an Escape that asks
// before closing a changed dialog all see it, wherever their button is and however the click is made.
// The form's own work on a change (RJSF copies and re-reads the whole form data; totals, conditions and
// dependent fields follow) so runs after the key's frame, not before it (issues 11 and 13).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** How long a hidden page, which paints no frame, waits before the form takes the text. */
export const UNPAINTED_HANDOVER_MS = 100;

/** Runs `task` once, in the task after the next painted frame; the returned function cancels it. */
function afterNextPaint(task: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  const frame = requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = once;
    channel.port2.postMessage(null);
  });
  const hidden = setTimeout(once, UNPAINTED_HANDOVER_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(hidden);
  };
}

/** The hand-overs of the inputs whose typed text the form does not have yet. */
const pending = new Set<() => void>();

/** Hands every typed text the forms do not have yet over to them, now. */
export function flushTypingDrafts(): void {
  if (pending.size === 0) return;
  flushSync(() => {
    for (const handOver of [...pending]) handOver();
  });
}

let listening = false;
function listenOnce(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('click', flushTypingDrafts, true);
  document.addEventListener('submit', flushTypingDrafts, true);
  document.addEventListener('keydown', (event) => (event.key === 'Enter' || event.key === 'Escape') && flushTypingDrafts(), true);
}

export interface TypingDraft {
  /** What the input shows: the text being typed, else the form's value. */
  text: string;
  /** The input's change handler. */
  type(text: string): void;
  /** The input's blur handler: the form takes the text now. */
  leave(): void;
}

/**
 * @param shown the form's value for this input, as text
 * @param commit hands the typed text to the form
 */
export function useTypingDraft(shown: string, commit: (text: string) => void): TypingDraft {
  // The text typed since the input was entered; null when the form's value is the one shown.
  const [draft, setDraft] = useState<string | null>(null);
  const cancelHandover = useRef(() => {});
  const latest = useRef({ draft, commit });
  latest.current.commit = commit;

  const leave = useCallback(() => {
    cancelHandover.current();
    pending.delete(leave);
    const { draft: typed, commit: handOver } = latest.current;
    if (typed === null) return;
    latest.current.draft = null;
    handOver(typed);
    setDraft(null);
  }, []);
  useEffect(
    () => () => {
      cancelHandover.current();
      pending.delete(leave);
    },
    [leave],
  );

  return {
    text: draft ?? shown,
    type(text) {
      setDraft(text);
      latest.current.draft = text;
      listenOnce();
      pending.add(leave);
      cancelHandover.current();
      // Still pending after this hand-over: a transition is not rendered at once, and a click before it
      // is must not read the form without the text.
      cancelHandover.current = afterNextPaint(() => startTransition(() => latest.current.commit(text)));
    },
    leave,
  };
}
