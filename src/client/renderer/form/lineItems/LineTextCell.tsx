// A text or number cell of a line that keeps what is being typed to itself (useTypingDraft): a key
// paints the cell alone, and the line's row and the totals follow when typing pauses or the cell is left.
import { Input, type InputProps } from '@fluentui/react-components';
import { useTypingDraft } from '../useTypingDraft';

export interface LineTextCellProps extends Omit<InputProps, 'value' | 'onChange' | 'onBlur'> {
  /** The value the form holds for this cell. */
  value: unknown;
  /** Hands the typed text to the form. */
  onText(text: string): void;
}

export function LineTextCell({ value, onText, ...input }: LineTextCellProps) {
  const draft = useTypingDraft(value === undefined || value === null ? '' : String(value), onText);
  return (
    <Input
      {...input}
      value={draft.text}
      onChange={(_, d) => draft.type(d.value)}
      onBlur={draft.leave}
    />
  );
}
