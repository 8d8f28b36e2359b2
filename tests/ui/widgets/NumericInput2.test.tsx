import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NumericInput2, type NumericInput2Props } from '../../../src/client/widgets/numericInput2/NumericInput2';
import { setupControlled } from './render';

type Options = Omit<NumericInput2Props, 'value' | 'onChange'> & { initial?: number | null };

const setup = (options: Options = {}) => setupControlled(NumericInput2, 'cost', options);

describe('NumericInput2', () => {
  it('keeps 2 decimals by default and zero-fills on blur', async () => {
    const { spy, input, user } = setup();
    await user.type(input, '1.239');
    expect(input.value).toBe('1.23');
    await user.tab();
    expect(input.value).toBe('1.23');
    await user.clear(input);
    await user.type(input, '4.5');
    await user.tab();
    expect(input.value).toBe('4.50');
    expect(spy).toHaveBeenLastCalledWith(4.5);
  });

  it('shows an outside value zero-filled to the precision', () => {
    setup({ initial: 12, precision: 3 });
    expect((screen.getByLabelText('cost') as HTMLInputElement).value).toBe('12.000');
  });

  it('strips trailing decimal zeros when asked', async () => {
    const { input, user } = setup({ initial: 2.5, stripZeros: true });
    expect(input.value).toBe('2.5');
    await user.clear(input);
    await user.type(input, '3.10');
    await user.tab();
    expect(input.value).toBe('3.1');
  });

  it('leaves the text as typed when zero-fill is off', async () => {
    const { input, user } = setup({ fillZeros: false });
    await user.type(input, '1.5');
    await user.tab();
    expect(input.value).toBe('1.5');
  });

  it('replaces larger values with the maximum only when openMaxRange is on', async () => {
    const on = setup({ max: 100, openMaxRange: true });
    await on.user.type(on.input, '150');
    expect(on.input.value).toBe('100');
    expect(on.spy).toHaveBeenLastCalledWith(100);
    on.view.unmount();

    const off = setup({ max: 100 });
    await off.user.type(off.input, '150');
    expect(off.input.value).toBe('150');
    expect(off.spy).toHaveBeenLastCalledWith(150);
  });

  it('can be disabled', async () => {
    const { spy, input, user } = setup({ initial: 3, disabled: true });
    expect(input.disabled).toBe(true);
    await user.type(input, '9');
    expect(input.value).toBe('3.00');
    expect(spy).not.toHaveBeenCalled();
  });

  it('masks a cost value with asterisks by default and never puts the value in the page', async () => {
    const { spy, input, user, view } = setup({ initial: 1234.56, masked: true });
    expect(input.value).toBe('******');
    expect(input.readOnly).toBe(true);
    expect(view.container.innerHTML).not.toContain('1234');
    await user.type(input, '9');
    expect(input.value).toBe('******');
    expect(spy).not.toHaveBeenCalled();
  });

  it('masks with the character it is given', () => {
    setup({ initial: 5, masked: true, maskChar: '#' });
    expect((screen.getByLabelText('cost') as HTMLInputElement).value).toBe('######');
  });

  it('gives null for empty by default', async () => {
    const { spy, input, user } = setup({ initial: 5 });
    await user.clear(input);
    await user.tab();
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('');
  });

  it('gives 0 for empty when emptyAsZero is on', async () => {
    const { spy, input, user } = setup({ initial: 5, emptyAsZero: true });
    await user.clear(input);
    expect(spy).toHaveBeenLastCalledWith(0);
    await user.tab();
    expect(input.value).toBe('0.00');
  });

  it('allows a minus sign unless positive-only', async () => {
    const signed = setup();
    await signed.user.type(signed.input, '-5');
    expect(signed.spy).toHaveBeenLastCalledWith(-5);
    signed.view.unmount();

    const positive = setup({ positiveOnly: true });
    await positive.user.type(positive.input, '-5.5x');
    expect(positive.input.value).toBe('5.5');
    expect(positive.spy).toHaveBeenLastCalledWith(5.5);
  });

  it('blocks arrow stepping keys, the wheel and dragging', () => {
    const { input } = setup({ initial: 5 });
    input.focus();
    expect(fireEvent.keyDown(input, { key: 'ArrowUp' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'Tab' })).toBe(true);
    expect(fireEvent.wheel(input, { deltaY: -100 })).toBe(false);
    expect(fireEvent.dragStart(input)).toBe(false);
    expect(fireEvent.drop(input)).toBe(false);
    expect(input.value).toBe('5.00');
  });
});
