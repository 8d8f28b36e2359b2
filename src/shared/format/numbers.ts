// Number formats of SPEC §9: thousands separators with commas, money with 2 decimals, a default of
// 2 decimals. Rounding is half away from zero on the decimal text (see decimal.ts). Values that are
// not numbers (NaN, null, 'abc') never throw: they fall back to their plain text (textOf).
import { decimalToText, roundDecimal, toDecimal } from './decimal';
import { textOf } from './textOf';

export const DEFAULT_DIGITS = 2;
/** Upper bound on requested fraction digits, so a typo like number:2000 can't blow up a cell. */
export const MAX_DIGITS = 20;

export interface NumberOptions {
  /** Fraction digits, 0..20; default 2. */
  digits?: number;
  /** Commas between thousands; default false. */
  grouping?: boolean;
}

export function clampDigits(digits: number | undefined, fallback = DEFAULT_DIGITS): number {
  if (digits === undefined || !Number.isFinite(digits) || digits < 0) return fallback;
  return Math.min(MAX_DIGITS, Math.floor(digits));
}

/** Fixed decimals: 1234.5 -> '1234.50'; with grouping '1,234.50'. */
export function formatNumber(value: unknown, options: NumberOptions = {}): string {
  const d = toDecimal(value);
  if (!d) return textOf(value);
  return decimalToText(roundDecimal(d, clampDigits(options.digits)), options.grouping ?? false);
}

/** Money: thousands separators and exactly 2 decimals ('1,234,567.80'). */
export function formatMoney(value: unknown): string {
  return formatNumber(value, { digits: 2, grouping: true });
}

/** Thousands separators only; the value's own decimals are kept ('1234567.891' -> '1,234,567.891'). */
export function formatThousands(value: unknown): string {
  const d = toDecimal(value);
  if (!d) return textOf(value);
  return decimalToText(d, true);
}
