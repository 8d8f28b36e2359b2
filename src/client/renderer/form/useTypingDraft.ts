// The text of a form input while the user types into it, owned by the native input itself (uncontrolled,
// as react-hook-form does): a key renders no React component at all, so the browser paints the character
// as it would in a plain <input>. The form takes the text once typing pauses (in a transition, which
// yields to the next key), when the input is left, and before anything could read the form: any click,
// submit, Enter or Escape on the page hands every pending text over first (a capture listener on the
// document, which runs before React's handlers), so a Save click, an Enter that submits or an Escape that
// asks before closing a changed dialog all see it, wherever their button is and however the click is made.
// A value set from outside (a reset, a picker, a copied line) is written into the input when nothing typed
// is pending. The form's own work on a change (RJSF copies and re-reads the whole form data; totals,
// conditions and dependent fields follow) so waits for a pause instead of running on every key (issues 11
// and 13): in an A/B it cost less in all than handing each key over just after its frame, which drew a
// second frame per key.
import { type RefObject, startTransition, useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
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
  /** The native input or text area, which owns the text while the user types. */
  ref: RefObject<(HTMLInputElement & HTMLTextAreaElement) | null>;
  /** The text the input starts with (its defaultValue). */
  initial: string;
  /** What the input shows now: the text being typed, else the form's value. */
  text(): string;
  /** The input's change handler, given the input's new text. */
  type(text: string): void;
  /** The input's blur handler: the form takes the text now. */
  leave(): void;
}

/**
 * @param shown the form's value for this input, as text
 * @param commit hands the typed text to the form
 */
export function useTypingDraft(shown: string, commit: (text: string) => void): TypingDraft {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // Only the first value: a later defaultValue would rewrite the input's value attribute for nothing.
  const [initial] = useState(shown);
  // Renders once when the text is handed over, so that the input then shows the form's value.
  const [, handedOver] = useReducer((n: number) => n + 1, 0);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The text typed since the input was entered; null when the form's value is the one shown.
  const latest = useRef<{ draft: string | null; commit: typeof commit; shown: string }>({ draft: null, commit, shown });
  latest.current.commit = commit;
  latest.current.shown = shown;

  // A value from outside (or the form's own reading of the handed-over text) shows once nothing is pending.
  useLayoutEffect(() => {
    const input = ref.current;
    if (input && latest.current.draft === null && input.value !== shown) input.value = shown;
  });

  const leave = useCallback(() => {
    clearTimeout(pause.current);
    pending.delete(leave);
    const { draft: typed, commit: handOver } = latest.current;
    if (typed === null) return;
    latest.current.draft = null;
    handOver(typed);
    handedOver();
  }, []);
  useEffect(
    () => () => {
      clearTimeout(pause.current);
      pending.delete(leave);
    },
    [leave],
  );

  return {
    ref,
    initial,
    text: () => latest.current.draft ?? latest.current.shown,
    type(text) {
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
