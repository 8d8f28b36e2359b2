// The text of a form input while the user types into it, kept by the input alone: a key paints that
// input and nothing else. The form takes the text once typing pauses (in a transition, which yields to
// the next key), when the input is left, and before anything could read the form: any click, submit,
// Enter or Escape on the page hands every pending text over first (a capture listener on the document,
// which runs before React's handlers), so a Save click, an Enter that submits or an Escape that asks
// before closing a changed dialog all see it, wherever their button is and however the click is made.
// The form's own work on a change (RJSF copies and re-reads the whole form data; totals, conditions and
// dependent fields follow) so waits for a pause instead of running on every key (issues 11 and 13): in an
// A/B it cost less in all than handing each key over just after its frame, which drew a second frame per key.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** How long typing pauses before the form takes the text. */
export const TYPING_PAUSE_MS = 200;

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
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ draft, commit });
  latest.current.commit = commit;

  const leave = useCallback(() => {
    clearTimeout(pause.current);
    pending.delete(leave);
    const { draft: typed, commit: handOver } = latest.current;
    if (typed === null) return;
    latest.current.draft = null;
    handOver(typed);
    setDraft(null);
  }, []);
  useEffect(
    () => () => {
      clearTimeout(pause.current);
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
      clearTimeout(pause.current);
      // Still pending after this hand-over: a transition is not rendered at once, and a click before it
      // is must not read the form without the text.
      pause.current = setTimeout(() => startTransition(() => latest.current.commit(text)), TYPING_PAUSE_MS);
    },
    leave,
  };
}
