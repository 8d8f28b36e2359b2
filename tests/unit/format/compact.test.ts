import { describe, expect, it } from 'vitest';
import { formatCompact } from '../../../src/shared/format/compact';

describe('compact: k M G T P E at powers of 1000', () => {
  it.each([
    [0, undefined, '0'],
    [999, undefined, '999'],
    [1000, undefined, '1k'],
    [1500, undefined, '1.5k'],
    [1234, undefined, '1.23k'],
    [1235, undefined, '1.24k'],
    [1234, 1, '1.2k'],
    [999_999, undefined, '1M'], // rounds up into the next suffix, never '1000k'
    [999_994, undefined, '999.99k'],
    [999.995, undefined, '1k'],
    [12.345, undefined, '12.35'],
    [1_234_567, undefined, '1.23M'],
    [1e9, undefined, '1G'],
    [1e12, undefined, '1T'],
    [1e15, undefined, '1P'],
    [1e18, undefined, '1E'],
    [1e21, undefined, '1000E'], // no suffix beyond E
    [-1500, undefined, '-1.5k'],
    [-999, undefined, '-999'],
    [-0.001, undefined, '0'],
    ['2500000', undefined, '2.5M'],
    [1024, 0, '1k'],
  ])('%s (digits %s) -> %s', (value, digits, expected) => {
    expect(formatCompact(value, digits)).toBe(expected);
  });

  it.each([
    [Number.NaN, ''],
    [null, ''],
    ['n/a', 'n/a'],
    [Number.POSITIVE_INFINITY, '∞'],
  ])('non-number %s -> %j', (value, expected) => {
    expect(formatCompact(value)).toBe(expected);
  });
});
