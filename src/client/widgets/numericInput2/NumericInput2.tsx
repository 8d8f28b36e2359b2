// Numeric input 2 (SPEC §5) on Fluent UI's Input: precision, optional maximum (openMaxRange),
// positive-only mode, zero-fill or strip on blur, null or 0 for empty (rules.ts); a masked cost
// value shows only mask characters and is read-only, and its real value never reaches the page.
// Blocks the stepping keys, the wheel and dragging text in or out.
import { Input, type InputProps } from '@fluentui/react-components';
import { type DragEvent, type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';
import { blockSteppingKeys, useBlockedWheel } from '../valueGestures';
import { applyNumeric2Change, displayText2, emptyValue2, maskedText, type Numeric2Options, settleNumeric2 } from './rules';

export interface NumericInput2Props
  extends Numeric2Options,
    Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'max'> {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Show the value as mask characters (cost values the user may not see). */
  masked?: boolean;
  /** Mask character; default '*'. */
  maskChar?: string;
}

const sameNumber = (a: number | null, b: number | null) => a === b || (a !== null && b !== null && Number.isNaN(a) && Number.isNaN(b));
const preventDefault = (event: DragEvent<HTMLInputElement>) => event.preventDefault();

export function NumericInput2(props: NumericInput2Props) {
  const {
    value,
    onChange,
    precision,
    max,
    openMaxRange,
    positiveOnly,
    emptyAsZero,
    fillZeros,
    stripZeros,
    masked,
    maskChar,
    onKeyDown,
    onBlur,
    onDragStart,
    onDrop,
    readOnly,
    ...inputProps
  } = props;
  const options: Numeric2Options = { precision, max, openMaxRange, positiveOnly, emptyAsZero, fillZeros, stripZeros };
  const incoming = value ?? emptyValue2(options);
  const [state, setState] = useState(() => ({ text: displayText2(value, options), value: incoming }));
  if (!sameNumber(incoming, state.value)) setState({ text: displayText2(value, options), value: incoming });

  const ref = useRef<HTMLInputElement>(null);
  useBlockedWheel(ref);

  const emit = (next: { text: string; value: number | null }) => {
    setState(next);
    if (!sameNumber(next.value, state.value)) onChange(next.value);
  };

  return (
    <Input
      {...inputProps}
      ref={ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      readOnly={readOnly || masked}
      value={masked ? maskedText(maskChar) : state.text}
      data-masked={masked ? 'true' : undefined}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        blockSteppingKeys(event);
        onKeyDown?.(event);
      }}
      onDragStart={(event: DragEvent<HTMLInputElement>) => {
        preventDefault(event);
        onDragStart?.(event);
      }}
      onDrop={(event: DragEvent<HTMLInputElement>) => {
        preventDefault(event);
        onDrop?.(event);
      }}
      onChange={(_event, data) => {
        if (masked || readOnly) return;
        emit(applyNumeric2Change(data.value, options));
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (!masked && !readOnly) {
          emit(settleNumeric2(state.text, options));
        }
        onBlur?.(event);
      }}
    />
  );
}
