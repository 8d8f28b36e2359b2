import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NumericInput1, type NumericInput1Props } from '../../../src/client/widgets/numericInput1/NumericInput1';
import { renderFluent, setupControlled } from './render';

type Options = Omit<NumericInput1Props, 'value' | 'onChange'> & { initial?: number | null };

const setup = (options: Options = {}) => setupControlled(NumericInput1, 'amount', options);

describe('NumericInput1', () => {
  it('rounds to the default precision 2 as the user types', async () => {
    const { spy, input, user } = setup();
    await user.type(input, '12.345');
    expect(input.value).toBe('12.35');
    expect(spy).toHaveBeenLastCalledWith(12.35);
  });

  it('uses precision 2 when the precision is negative', async () => {
    const { input, user } = setup({ precision: -1 });
    await user.type(input, '1.239');
    expect(input.value).toBe('1.24');
  });

  it('rounds pasted text to precision 0 and refuses a decimal point', async () => {
    const { spy, input, user } = setup({ precision: 0 });
    await user.click(input);
    await user.paste('2.5');
    expect(input.value).toBe('3');
    expect(spy).toHaveBeenLastCalledWith(3);
    await user.clear(input);
    await user.type(input, '4.');
    expect(input.value).toBe('4');
  });

  it('cuts the text to the maximum length', async () => {
    const { spy, input, user } = setup({ maxLength: 5 });
    await user.type(input, '1234567');
    expect(input.value).toBe('12345');
    expect(spy).toHaveBeenLastCalledWith(12345);
  });

  it('drops characters that are not part of a number', async () => {
    const { input, user } = setup();
    await user.type(input, '1a2b-');
    expect(input.value).toBe('12');
  });

  it('returns null for empty by default', async () => {
    const { spy, input, user } = setup({ initial: 5 });
    expect(input.value).toBe('5');
    await user.clear(input);
    expect(input.value).toBe('');
    expect(spy).toHaveBeenLastCalledWith(null);
  });

  it('returns 0 for empty when null is not allowed', async () => {
    const { spy, input, user } = setup({ initial: 5, allowNull: false });
    await user.clear(input);
    expect(spy).toHaveBeenLastCalledWith(0);
  });

  it('shows a value set from outside, rounded to the precision', () => {
    const spy = vi.fn();
    const { rerender } = renderFluent(<NumericInput1 aria-label="amount" value={1.239} onChange={spy} />);
    const input = screen.getByLabelText('amount') as HTMLInputElement;
    expect(input.value).toBe('1.24');
    rerender(<NumericInput1 aria-label="amount" value={7} onChange={spy} />);
    // rerender replaces the provider-wrapped tree; the input is found again
    expect((screen.getByLabelText('amount') as HTMLInputElement).value).toBe('7');
    expect(spy).not.toHaveBeenCalled();
  });

  it('blocks ArrowUp and ArrowDown, and no other key', () => {
    const { input } = setup({ initial: 5 });
    expect(fireEvent.keyDown(input, { key: 'ArrowUp' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'ArrowLeft' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: '1' })).toBe(true);
    expect(input.value).toBe('5');
  });

  it('blocks the mouse wheel while focused', () => {
    const { input } = setup({ initial: 5 });
    input.focus();
    expect(fireEvent.wheel(input, { deltaY: 100 })).toBe(false);
    expect(input.value).toBe('5');
  });
});
