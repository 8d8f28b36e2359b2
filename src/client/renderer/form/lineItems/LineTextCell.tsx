// A text or number cell of a line whose native input owns what is being typed (useTypingDraft,
// TypedText.tsx): a key renders nothing, and the line's row and the totals follow when typing pauses or
// the cell is left.
import type { InputProps } from '@fluentui/react-components';
import { TypedInput } from '../TypedText';
import { useTypingDraft } from '../useTypingDraft';

export interface LineTextCellProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur'> {
  /** The value the form holds for this cell. */
  value: unknown;
  /** Hands the typed text to the form. */
  onText(text: string): void;
}

export function LineTextCell({ value, onText, ...input }: LineTextCellProps) {
  const draft = useTypingDraft(value === undefined || value === null ? '' : String(value), onText);
  return <TypedInput {...input} draft={draft} onBlur={draft.leave} />;
}
