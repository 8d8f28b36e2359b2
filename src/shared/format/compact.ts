// Compact numbers of SPEC §9: suffixes k, M, G, T, P, E at powers of 1000 (999 -> '999',
// 1000 -> '1k', 1234567 -> '1.23M'). Mantissas round half away from zero on the decimal text and
// trailing zeros are dropped; a mantissa that rounds up to 1000 moves to the next suffix
// (999999 -> '1M', not '1000k'), which keeps the output monotonic in the input.
import { type Decimal, decimalToText, normalise, roundDecimal, shiftDecimal, toDecimal } from './decimal';
import { clampDigits } from './numbers';
import { textOf } from './textOf';

export const COMPACT_SUFFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

function roundedMantissa(d: Decimal, unit: number, digits: number): Decimal {
  return normalise(roundDecimal(shiftDecimal(d, unit * 3), digits));
}

/** Compact form with at most `digits` decimals (default 2). Non-numbers fall back to their text. */
export function formatCompact(value: unknown, digits?: number): string {
  const d = toDecimal(value);
  if (!d) return textOf(value);
  const places = clampDigits(digits);
  const intDigits = d.int === '0' ? 0 : d.int.length;
  const top = COMPACT_SUFFIXES.length - 1;
  let unit = Math.min(top, Math.max(0, Math.floor((intDigits - 1) / 3)));
  let mantissa = roundedMantissa(d, unit, places);
  if (unit < top && mantissa.int.length > 3) {
    unit += 1;
    mantissa = roundedMantissa(d, unit, places);
  }
  return decimalToText(mantissa) + COMPACT_SUFFIXES[unit];
}
