// Numeric input 1 (SPEC §5) on Fluent UI's Input: rounds to the precision and cuts to the maximum
// length on every change (rules.ts), reports null for empty, blocks the stepping keys and the wheel.
import { Input, type InputProps } from '@fluentui/react-components';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { textOfValue, precisionOf } from '../numericText';
import { blockSteppingKeys, useBlockedWheel } from '../valueGestures';
import { applyNumeric1Change, emptyValue1, type Numeric1Options, typedText } from './rules';

export interface NumericInput1Props
  extends Numeric1Options,
    Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength'> {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
}

const sameNumber = (a: number | null, b: number | null) => a === b || (a !== null && b !== null && Number.isNaN(a) && Number.isNaN(b));

export function NumericInput1(props: NumericInput1Props) {
  const { value, onChange, precision, maxLength, allowNull, allowNegative, onKeyDown, ...inputProps } = props;
  const options: Numeric1Options = { precision, maxLength, allowNull, allowNegative };
  const incoming = value ?? emptyValue1(options);
  const fromOutside = () => {
    const text = textOfValue(value, precisionOf(precision));
    return { text, typed: text, value: incoming };
  };
  const [state, setState] = useState(fromOutside);
  // A new value from outside (form reset, loaded record) replaces the text; our own echo does not.
  if (!sameNumber(incoming, state.value)) setState(fromOutside());

  const ref = useRef<HTMLInputElement>(null);
  useBlockedWheel(ref);

  const handleKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      blockSteppingKeys(event);
      onKeyDown?.(event);
    },
    [onKeyDown],
  );

  return (
    <Input
      {...inputProps}
      ref={ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={state.text}
      onKeyDown={handleKeyDown}
      onChange={(_event, data) => {
        const typed = typedText(state.text, state.typed, data.value);
        const next = applyNumeric1Change(typed, options);
        setState({ ...next, typed });
        if (!sameNumber(next.value, state.value)) onChange(next.value);
      }}
    />
  );
}
