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

/** Fluent's Input whose text is the typing draft's; `onType` sees each change (the counter's). */
export function TypedInput({ draft, onType, ...props }: Omit<InputProps, Owned> & { draft: TypingDraft; onType?(text: string): void }) {
  const state = useInput_unstable(props, draft.ref);
  state.input.value = undefined;
  state.input.defaultValue = draft.initial;
  state.input.onChange = (event) => {
    draft.type(event.target.value);
    onType?.(event.target.value);
  };
  // The app sets no custom style hooks (CustomStyleHooksContext), the only other step of Fluent's Input.
  useInputStyles_unstable(state);
  return renderInput_unstable(state);
}

/** Fluent's Textarea whose text is the typing draft's; `onType` sees each change (the counter's). */
export function TypedTextarea({ draft, onType, ...props }: Omit<TextareaProps, Owned> & { draft: TypingDraft; onType?(text: string): void }) {
  const state = useTextarea_unstable(props, draft.ref);
  state.textarea.value = undefined;
  state.textarea.defaultValue = draft.initial;
  state.textarea.onChange = (event) => {
    draft.type(event.target.value);
    onType?.(event.target.value);
  };
  useTextareaStyles_unstable(state);
  return renderTextarea_unstable(state);
}
