// The exact sum of decimal values (line-item totals): digits added as integers at a common scale,
// never through binary floats, so 0.1 + 0.2 is 0.3. Blank and non-numeric entries count as nothing.
import { type Decimal, normalise, toDecimal } from './decimal';

const scaled = (d: Decimal, scale: number): bigint => {
  const digits = BigInt((d.int || '0') + d.frac.padEnd(scale, '0'));
  return d.negative ? -digits : digits;
};

export function sumDecimals(values: readonly unknown[]): Decimal {
  const parsed = values.map((v) => (v === '' || v === null || v === undefined ? null : toDecimal(v))).filter((d): d is Decimal => d !== null);
  const scale = Math.max(0, ...parsed.map((d) => d.frac.length));
  const total = parsed.reduce((acc, d) => acc + scaled(d, scale), 0n);
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  return normalise({ negative, int: digits.slice(0, digits.length - scale), frac: digits.slice(digits.length - scale) });
}
