// A text or number cell of a line that keeps what is being typed to itself and hands it to the form in
// a transition: the key paints at once, and the form's own work (RJSF copies and re-reads the whole
// form data on each change, the totals add up) runs when the browser is free and yields to the next
// key. On leaving the cell the value is handed over at once, so a click on Save or Remove sees it.
import { Input, type InputProps } from '@fluentui/react-components';
import { startTransition, useState } from 'react';

export interface LineTextCellProps extends Omit<InputProps, 'value' | 'onChange' | 'onBlur'> {
  /** The value the form holds for this cell. */
  value: unknown;
  /** Hands the typed text to the form. */
  onText(text: string): void;
}

export function LineTextCell({ value, onText, ...input }: LineTextCellProps) {
  // The text typed since the cell was entered; null when the form's value is the one shown.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = value === undefined || value === null ? '' : String(value);
  return (
    <Input
      {...input}
      value={draft ?? shown}
      onChange={(_, d) => {
        setDraft(d.value);
        startTransition(() => onText(d.value));
      }}
      onBlur={() => {
        if (draft === null) return;
        onText(draft);
        setDraft(null);
      }}
    />
  );
}
