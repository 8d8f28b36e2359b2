// Exact decimal arithmetic for quotes: a value is a BigInt count of millionths, so rates, weights
// and volumes add and multiply without binary floats; money is rounded to cents, half away from zero.
import { parseDecimal } from '../format/decimal';

const SCALE = 6;
const ONE = 10n ** BigInt(SCALE);

/** A decimal with six fraction digits (more are rounded half away from zero when read). */
export class Exact {
  private constructor(readonly micros: bigint) {}

  static readonly ZERO = new Exact(0n);

  /** From a number, bigint or decimal text ('1.5', 120, '1e3'); null when it is not a finite decimal. */
  static of(value: unknown): Exact | null {
    const d = typeof value === 'bigint' || typeof value === 'number' || typeof value === 'string' ? parseDecimal(String(value).trim()) : null;
    if (!d) return null;
    const frac = d.frac.padEnd(SCALE + 1, '0');
    let micros = BigInt((d.int || '0') + frac.slice(0, SCALE));
    if (Number(frac[SCALE]) >= 5) micros += 1n;
    return new Exact(d.negative ? -micros : micros);
  }

  static int(n: number | bigint): Exact {
    return new Exact(BigInt(n) * ONE);
  }

  plus(o: Exact): Exact {
    return new Exact(this.micros + o.micros);
  }

  times(o: Exact): Exact {
    return new Exact(divRound(this.micros * o.micros, ONE));
  }

  /** Divided by a whole number (the volume divisors 6000 and 1,000,000), rounded to six digits. */
  dividedBy(n: number): Exact {
    return new Exact(divRound(this.micros, BigInt(n)));
  }

  cmp(o: Exact): number {
    return this.micros < o.micros ? -1 : this.micros > o.micros ? 1 : 0;
  }

  isPositive(): boolean {
    return this.micros > 0n;
  }

  /** Rounded to `digits` fraction digits, half away from zero (money: 2). */
  round(digits: number): Exact {
    const step = 10n ** BigInt(SCALE - digits);
    return new Exact(divRound(this.micros, step) * step);
  }

  /** Text with exactly `digits` fraction digits when given (rounded), else without trailing zeros. */
  toFixed(digits?: number): string {
    const value = digits === undefined ? this : this.round(digits);
    const abs = value.micros < 0n ? -value.micros : value.micros;
    const int = (abs / ONE).toString();
    let frac = (abs % ONE).toString().padStart(SCALE, '0');
    frac = digits === undefined ? frac.replace(/0+$/, '') : frac.slice(0, digits);
    return `${value.micros < 0n ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
  }

  static max(...values: Exact[]): Exact {
    return values.reduce((a, b) => (b.cmp(a) > 0 ? b : a));
  }
}

/** a / b rounded half away from zero (b > 0). */
function divRound(a: bigint, b: bigint): bigint {
  const q = a / b;
  const r = a % b;
  if (r === 0n) return q;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= b) return a < 0n ? q - 1n : q + 1n;
  return q;
}
