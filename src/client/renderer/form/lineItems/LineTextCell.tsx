// A text or number cell of a line that keeps what is being typed to itself: a key paints the cell
// alone. The form gets the text once typing pauses (in a transition, which yields to the next key) or
// at once when the cell is left, so a click on Save or Remove sees it. The form's own work on a change
// (RJSF copies and re-reads the whole form data, the totals add up) so waits for a pause, not a frame.
import { Input, type InputProps } from '@fluentui/react-components';
import { startTransition, useEffect, useRef, useState } from 'react';

/** How long typing pauses before the form takes the text. */
export const CELL_PAUSE_MS = 200;

export interface LineTextCellProps extends Omit<InputProps, 'value' | 'onChange' | 'onBlur'> {
  /** The value the form holds for this cell. */
  value: unknown;
  /** Hands the typed text to the form. */
  onText(text: string): void;
}

export function LineTextCell({ value, onText, ...input }: LineTextCellProps) {
  // The text typed since the cell was entered; null when the form's value is the one shown.
  const [draft, setDraft] = useState<string | null>(null);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  const shown = value === undefined || value === null ? '' : String(value);
  return (
    <Input
      {...input}
      value={draft ?? shown}
      onChange={(_, d) => {
        setDraft(d.value);
        clearTimeout(pause.current);
        pause.current = setTimeout(() => startTransition(() => onText(d.value)), CELL_PAUSE_MS);
      }}
      onBlur={() => {
        clearTimeout(pause.current);
        if (draft === null) return;
        onText(draft);
        setDraft(null);
      }}
    />
  );
}
