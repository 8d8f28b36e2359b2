// The typing draft on an input that owns its text (useTypingDraft, TypedText): a key renders nothing, and
// the form still gets the text on a pause, on leaving the input, and before a click, Enter or Escape
// reads the form; a value set from outside shows unless typed text is pending.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypedInput } from '../../../src/client/renderer/form/TypedText';
import { TYPING_PAUSE_MS, useTypingDraft } from '../../../src/client/renderer/form/useTypingDraft';
import { countRenders } from '../support/renderCounter';

/** A one-field form: what the form holds, what a button's handler reads from it, and a change from outside. */
function OneField({ read }: { read: string[] }) {
  const [value, setValue] = useState('start');
  const draft = useTypingDraft(value, setValue);
  return (
    <FluentProvider theme={webLightTheme}>
      <TypedInput draft={draft} aria-label="field" onBlur={draft.leave} />
      <output data-testid="form">{value}</output>
      <button onClick={() => read.push(value)}>Save</button>
      <div role="toolbar" onKeyDown={(e) => read.push(`${e.key}:${value}`)} tabIndex={-1}>
        <button onClick={() => setValue('from outside')}>Reset</button>
      </div>
    </FluentProvider>
  );
}

function open() {
  const read: string[] = [];
  render(<OneField read={read} />);
  const input = screen.getByLabelText<HTMLInputElement>('field');
  const form = () => screen.getByTestId('form').textContent;
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { read, input, form, type };
}

afterEach(() => vi.useRealTimers());

describe('an input that owns its typed text', () => {
  it('renders nothing on a key; the form takes the text once typing pauses', async () => {
    const { input, form, type } = open();
    // The typing pause passes when the test says so, not when a slow machine happens to take that long.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(input.value).toBe('start');
    const count = await countRenders(() => act(() => type('startX')));
    expect(count.total).toBe(0);
    expect(input.value).toBe('startX');
    // Nor does a key touch the input's value attribute (React syncs it on a controlled input).
    expect(input.getAttribute('value')).toBe('start');
    expect(form()).toBe('start');
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1));
    expect(form()).toBe('start');
    await act(async () => vi.advanceTimersByTime(1));
    expect(form()).toBe('startX');
    expect(input.value).toBe('startX');
  });

  it('hands the text over when the input is left', () => {
    const { input, form, type } = open();
    type('left');
    fireEvent.blur(input);
    expect(form()).toBe('left');
  });

  it('hands the text over before a click reads the form, and before Enter or Escape', () => {
    const { read, type } = open();
    type('clicked');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(read).toEqual(['clicked']);
    const toolbar = screen.getByRole('toolbar');
    type('entered');
    fireEvent.keyDown(toolbar, { key: 'Enter' });
    type('escaped');
    fireEvent.keyDown(toolbar, { key: 'Escape' });
    expect(read).toEqual(['clicked', 'Enter:entered', 'Escape:escaped']);
  });

  it('shows a value set from outside', () => {
    const { input, form, type } = open();
    type('typed');
    fireEvent.blur(input);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(form()).toBe('from outside');
    expect(input.value).toBe('from outside');
  });
});
