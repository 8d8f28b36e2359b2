// Fluent's Input and Textarea, drawn by Fluent's own hooks (look, slots, accessibility), except that the
// native control owns its text while the user types (useTypingDraft): Fluent's components always hold
// the value in their own state and render on every key, and React then syncs the input's value attribute
// too; here a key renders nothing and mutates nothing but the text the browser draws (issues 11 and 13).
import {
  type InputProps,
  type TextareaProps,
  renderInput_unstable,
  renderTextarea_unstable,
  useInputStyles_unstable,
  useInput_unstable,
  useTextareaStyles_unstable,
  useTextarea_unstable,
} from '@fluentui/react-components';
import type { TypingDraft } from './useTypingDraft';

type Owned = 'value' | 'defaultValue' | 'onChange';
type TypedProps = { draft: TypingDraft; onType?(text: string): void };

/** The native control's slot handed to the draft: uncontrolled, starting from the draft's text, each change typed. */
function ownedByDraft(slot: { value?: unknown; defaultValue?: unknown; onChange?: unknown }, { draft, onType }: TypedProps): void {
  slot.value = undefined;
  slot.defaultValue = draft.initial;
  slot.onChange = (event: { target: { value: string } }) => {
    draft.type(event.target.value);
    onType?.(event.target.value);
  };
}

/** Fluent's Input whose text is the typing draft's; `onType` sees each change (the counter's). */
export function TypedInput({ draft, onType, ...props }: Omit<InputProps, Owned> & TypedProps) {
  const state = useInput_unstable(props, draft.ref);
  ownedByDraft(state.input, { draft, onType });
  // The app sets no custom style hooks (CustomStyleHooksContext), the only other step of Fluent's Input.
  useInputStyles_unstable(state);
  return renderInput_unstable(state);
}

/** Fluent's Textarea whose text is the typing draft's; `onType` sees each change (the counter's). */
export function TypedTextarea({ draft, onType, ...props }: Omit<TextareaProps, Owned> & TypedProps) {
  const state = useTextarea_unstable(props, draft.ref);
  ownedByDraft(state.textarea, { draft, onType });
  useTextareaStyles_unstable(state);
  return renderTextarea_unstable(state);
}
