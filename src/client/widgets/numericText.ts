// Pure text rules both numeric inputs share: which characters a numeric field keeps, how its text
// reads as a number, and rounding on the decimal text (half away from zero, see shared/format).
import { decimalToText, parseDecimal, roundDecimal, toDecimal } from '../../shared/format/decimal';

/** Default and highest precision (decimal places) of the numeric inputs. */
export const DEFAULT_PRECISION = 2;
export const MAX_PRECISION = 15;

/** Precision as the spec reads it: absent, negative or not a number gives the default 2. */
export function precisionOf(precision: unknown): number {
  if (typeof precision !== 'number' || !Number.isFinite(precision) || precision < 0) return DEFAULT_PRECISION;
  return Math.min(MAX_PRECISION, Math.floor(precision));
}

/**
 * Keeps digits, the first decimal point and (when negatives are allowed) one leading minus sign;
 * everything else typed or pasted is dropped ('1,234.5x' -> '1234.5', '--1-2' -> '-12').
 */
export function sanitizeNumericText(raw: string, allowNegative: boolean): string {
  const negative = allowNegative && raw.trimStart().startsWith('-');
  let out = '';
  let seenPoint = false;
  for (const c of raw) {
    if (c >= '0' && c <= '9') out += c;
    else if (c === '.' && !seenPoint) {
      seenPoint = true;
      out += c;
    }
  }
  return (negative ? '-' : '') + out;
}

/** The number a field's text stands for; null while it holds no digits ('', '-', '.', '-.'). */
export function numberOfText(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const n = Number(text.endsWith('.') ? text.slice(0, -1) : text);
  return Number.isFinite(n) ? n : null;
}

/** Decimal places written in a field's text ('1.250' -> 3, '12' -> 0). */
export function decimalsOf(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/** Rounds numeric text to `precision` places, half away from zero ('1.235' -> '1.24'); text kept as is when it is not a number. */
export function roundNumericText(text: string, precision: number): string {
  const d = parseDecimal(text.endsWith('.') ? text.slice(0, -1) : text);
  return d ? decimalToText(roundDecimal(d, precision)) : text;
}

/** Text of a value coming from outside (a number, numeric text, null), rounded to `precision`; '' for no number. */
export function textOfValue(value: unknown, precision: number): string {
  const d = toDecimal(value);
  if (!d) return '';
  return decimalToText(d.frac.length > precision ? roundDecimal(d, precision) : d);
}

/** Trailing decimal zeros and a bare trailing point removed ('1.50' -> '1.5', '2.00' -> '2'). */
export function stripTrailingZeros(text: string): string {
  if (!text.includes('.')) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}

/** Zero-filled to exactly `precision` places ('1.5' -> '1.50' at 2, '3' -> '3.00'). */
export function fillZeros(text: string, precision: number): string {
  if (precision === 0) return text.endsWith('.') ? text.slice(0, -1) : text;
  const [int, frac = ''] = text.split('.');
  return `${int}.${frac.padEnd(precision, '0')}`;
}
