// Numeric input 2 of SPEC §5: precision 2 by default; a maximum that applies only when
// openMaxRange is on and replaces larger values with the maximum; positive-only mode keeps digits
// and the point, otherwise a leading minus too; on blur the text is zero-filled to the precision
// (default) or stripped of trailing decimal zeros (option); empty gives null, or 0 (option); a
// masked (cost) value shows only mask characters. While typing, digits beyond the precision are
// refused rather than rounded, so the number a user types is never changed under the cursor.
import { decimalsOf, fillZeros, numberOfText, precisionOf, sanitizeNumericText, stripTrailingZeros, textOfValue } from '../numericText';
import type { NumericEdit } from '../numericInput1/rules';

export interface Numeric2Options {
  precision?: number;
  max?: number;
  /** The maximum applies only when this is on. */
  openMaxRange?: boolean;
  /** Only digits and the decimal point; no minus sign. */
  positiveOnly?: boolean;
  /** Empty gives 0 instead of null. */
  emptyAsZero?: boolean;
  /** Zero-fill to the precision on blur (default true). */
  fillZeros?: boolean;
  /** Strip trailing decimal zeros on blur (wins over fillZeros). */
  stripZeros?: boolean;
}

export const DEFAULT_MASK_CHAR = '*';
/** Masked values always show this many characters, so the mask does not leak the value's size. */
export const MASK_LENGTH = 6;

export function emptyValue2(options: Numeric2Options): number | null {
  return options.emptyAsZero ? 0 : null;
}

function activeMax(options: Numeric2Options): number | null {
  return options.openMaxRange && typeof options.max === 'number' && Number.isFinite(options.max) ? options.max : null;
}

/** The field after the user typed or pasted `raw`. */
export function applyNumeric2Change(raw: string, options: Numeric2Options = {}): NumericEdit {
  const precision = precisionOf(options.precision);
  let text = sanitizeNumericText(raw, !options.positiveOnly);
  const extra = decimalsOf(text) - precision;
  if (extra > 0) text = text.slice(0, text.length - extra);
  if (precision === 0 && text.endsWith('.')) text = text.slice(0, -1);
  const value = numberOfText(text);
  const max = activeMax(options);
  if (value !== null && max !== null && value > max) return { text: textOfValue(max, precision), value: max };
  return { text, value: value ?? emptyValue2(options) };
}

/** What the field shows for a value: rounded to the precision, then zero-filled or stripped. */
export function displayText2(value: unknown, options: Numeric2Options = {}): string {
  const precision = precisionOf(options.precision);
  const text = textOfValue(value, precision);
  if (text === '') return '';
  if (options.stripZeros) return stripTrailingZeros(text);
  if (options.fillZeros !== false) return fillZeros(text, precision);
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** The field on blur: the typed text settled into its display form; empty stays empty (or 0 when emptyAsZero). */
export function settleNumeric2(text: string, options: Numeric2Options = {}): NumericEdit {
  const value = numberOfText(text);
  if (value === null) {
    const empty = emptyValue2(options);
    return { text: empty === null ? '' : displayText2(empty, options), value: empty };
  }
  const typed = text.endsWith('.') ? text.slice(0, -1) : text;
  // Settle from the typed text, not the float, so long decimals are kept exactly as written.
  return { text: displayText2(typed, options), value };
}

/** The masked form of a value: the mask character (default '*') MASK_LENGTH times. */
export function maskedText(maskChar: string | undefined): string {
  const char = maskChar && maskChar.length > 0 ? Array.from(maskChar)[0] : DEFAULT_MASK_CHAR;
  return char.repeat(MASK_LENGTH);
}
