// Numeric input 1 of SPEC §5: precision optional (2 when absent or negative), an optional maximum
// text length; every change rounds to the precision and then cuts the text to the maximum length;
// an empty field gives null (or 0 when null is not allowed).
import { decimalsOf, numberOfText, precisionOf, roundNumericText, sanitizeNumericText } from '../numericText';

export interface Numeric1Options {
  precision?: number;
  /** Longest text the field keeps, in characters (sign and point included). */
  maxLength?: number;
  /** Empty gives null (default true); when false, empty gives 0. */
  allowNull?: boolean;
  /** A leading minus sign is kept (default true). */
  allowNegative?: boolean;
}

export interface NumericEdit {
  /** What the field shows. */
  text: string;
  /** What the field's value is. */
  value: number | null;
}

export function emptyValue1(options: Numeric1Options): number | null {
  return options.allowNull === false ? 0 : null;
}

/** The field after the user typed or pasted `raw`. */
export function applyNumeric1Change(raw: string, options: Numeric1Options = {}): NumericEdit {
  const precision = precisionOf(options.precision);
  let text = sanitizeNumericText(raw, options.allowNegative !== false);
  if (decimalsOf(text) > precision) text = roundNumericText(text, precision);
  if (precision === 0 && text.endsWith('.')) text = text.slice(0, -1);
  const maxLength = options.maxLength;
  if (typeof maxLength === 'number' && Number.isFinite(maxLength) && maxLength >= 0) text = text.slice(0, Math.floor(maxLength));
  const value = numberOfText(text);
  return { text, value: value ?? emptyValue1(options) };
}

/**
 * The whole number the user has typed so far. Rounding each keystroke's text would drift
 * (typing 12.3456789 at precision 1 would go 12.3, 12.4, 12.5 … 12.8), so when the field's new
 * text is the shown text with characters added at the end, they extend the typed text, and the
 * rounding is done once on all of it. Any other edit (delete, paste over, caret moved) starts over.
 */
export function typedText(shown: string, typed: string, incoming: string): string {
  return incoming.length > shown.length && incoming.startsWith(shown) ? typed + incoming.slice(shown.length) : incoming;
}
