// holdFocus keeps focus on its target while Fluent's focus manager moves it on its own, but yields at
// once to the user: a key or pointer press, or focus reaching another form field (click, autofill).
import { afterEach, describe, expect, it } from 'vitest';
import { holdFocus } from '../../../src/client/shell/focus/holdFocus';

const frames = () => new Promise((resolve) => setTimeout(resolve, 120));

function make(tag: 'button' | 'input', id: string): HTMLElement {
  const el = document.createElement(tag);
  el.id = id;
  document.body.append(el);
  return el;
}

afterEach(() => document.body.replaceChildren());

describe('holdFocus', () => {
  it('takes focus back from a move that is not the user’s (a button focused by script)', async () => {
    const target = make('button', 'target');
    const other = make('button', 'other');
    const stop = holdFocus(() => target, () => true, 1_000);
    await frames();
    expect(document.activeElement).toBe(target);
    other.focus();
    await frames();
    expect(document.activeElement).toBe(target);
    stop();
  });

  it('yields when focus reaches another form field (a click or an autofill)', async () => {
    const target = make('input', 'target');
    const field = make('input', 'field');
    holdFocus(() => target, () => true, 1_000);
    await frames();
    field.focus();
    await frames();
    expect(document.activeElement).toBe(field);
  });

  it('yields at the first key press', async () => {
    const target = make('button', 'target');
    const other = make('button', 'other');
    holdFocus(() => target, () => true, 1_000);
    await frames();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    other.focus();
    await frames();
    expect(document.activeElement).toBe(other);
  });

  it('leaves focus alone where the caller says it is fine', async () => {
    const target = make('button', 'target');
    const other = make('button', 'other');
    other.focus();
    holdFocus(() => target, (active) => active === document.body, 1_000);
    await frames();
    expect(document.activeElement).toBe(other);
  });
});
