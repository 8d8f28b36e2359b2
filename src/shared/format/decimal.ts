// Exact decimal text: numbers and numeric strings are formatted from their decimal digits, never
// through binary float arithmetic, so 1.005 rounds to 1.01 (half away from zero on the written
// digits) and 1e21 prints as 1000000000000000000000 instead of 1e+21.

/** A finite decimal number as text: sign, integer digits (no leading zeros, '0' for none), fraction digits. */
export interface Decimal {
  negative: boolean;
  int: string;
  frac: string;
}

const NUMERIC_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** Longest exponent we expand; beyond it the digit string would be absurdly long for display. */
const MAX_EXPONENT = 400;

/** Reads a number, bigint or numeric string; null for anything else (NaN, Infinity, '', 'abc', objects). */
export function toDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? parseDecimal(String(value)) : null;
  if (typeof value === 'bigint') return parseDecimal(value.toString());
  if (typeof value === 'string') return parseDecimal(value.trim());
  return null;
}

/** Parses decimal text with optional sign and exponent ('-1.5', '.5', '1e21', '2.5E-7'). */
export function parseDecimal(text: string): Decimal | null {
  const m = NUMERIC_TEXT.exec(text);
  if (!m) return null;
  const [, sign, intPart = '', fracPart = '', expPart] = m;
  if (intPart === '' && fracPart === '') return null;
  const exponent = expPart === undefined ? 0 : Number(expPart);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT) return null;
  // Shift the decimal point by the exponent over the full digit string.
  const digits = intPart + fracPart;
  const point = intPart.length + exponent;
  let int: string;
  let frac: string;
  if (point <= 0) {
    int = '';
    frac = '0'.repeat(-point) + digits;
  } else if (point >= digits.length) {
    int = digits + '0'.repeat(point - digits.length);
    frac = '';
  } else {
    int = digits.slice(0, point);
    frac = digits.slice(point);
  }
  return normalise({ negative: sign === '-', int, frac });
}

/** Drops leading integer zeros, trailing fraction zeros and the sign of zero. */
export function normalise(d: Decimal): Decimal {
  const int = d.int.replace(/^0+/, '') || '0';
  const frac = d.frac.replace(/0+$/, '');
  return { negative: d.negative && !(int === '0' && frac === ''), int, frac };
}

export function isZero(d: Decimal): boolean {
  return /^0*$/.test(d.int) && /^0*$/.test(d.frac);
}

/** Adds one to a string of decimal digits ('999' -> '1000'). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return '1' + out.join('');
}

/**
 * Rounds to `digits` fraction digits, half away from zero on the decimal text (0.005 -> 0.01,
 * -0.005 -> -0.01, 1.005 -> 1.01). The result keeps exactly `digits` fraction digits (zero-filled).
 */
export function roundDecimal(d: Decimal, digits: number): Decimal {
  const places = Math.max(0, Math.floor(digits));
  const int = d.int || '0';
  if (d.frac.length <= places) {
    const out = { negative: d.negative, int, frac: d.frac.padEnd(places, '0') };
    return { ...out, negative: out.negative && !isZero(out) };
  }
  const kept = int + d.frac.slice(0, places);
  const roundUp = d.frac.charCodeAt(places) >= 53; // '5'
  const rounded = roundUp ? incrementDigits(kept) : kept;
  const intLength = rounded.length - places;
  const out = { negative: d.negative, int: rounded.slice(0, intLength).replace(/^0+(?=\d)/, ''), frac: rounded.slice(intLength) };
  return { ...out, negative: out.negative && !isZero(out) };
}

/** Inserts a comma every three integer digits ('1234567' -> '1,234,567'). */
export function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Writes a decimal as text, optionally with thousands separators. */
export function decimalToText(d: Decimal, grouping = false): string {
  const int = grouping ? groupThousands(d.int || '0') : d.int || '0';
  return (d.negative ? '-' : '') + int + (d.frac ? '.' + d.frac : '');
}

/** Multiplies by 10^-shift (shift > 0 divides): moves the decimal point on the text, exactly. */
export function shiftDecimal(d: Decimal, shift: number): Decimal {
  const digits = (d.int === '0' ? '' : d.int) + d.frac;
  const point = (d.int === '0' ? 0 : d.int.length) - shift;
  if (point <= 0) return normalise({ negative: d.negative, int: '', frac: '0'.repeat(-point) + digits });
  if (point >= digits.length) return normalise({ negative: d.negative, int: digits + '0'.repeat(point - digits.length), frac: '' });
  return normalise({ negative: d.negative, int: digits.slice(0, point), frac: digits.slice(point) });
}
