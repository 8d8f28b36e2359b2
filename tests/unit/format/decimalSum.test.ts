import { describe, expect, it } from 'vitest';
import { decimalToText } from '../../../src/shared/format/decimal';
import { sumDecimals } from '../../../src/shared/format/decimalSum';

const sum = (...v: unknown[]) => decimalToText(sumDecimals(v));

describe('sumDecimals', () => {
  it('adds exactly, where floats would not', () => {
    expect(sum(0.1, 0.2)).toBe('0.3');
    expect(sum('1.005', '2.995')).toBe('4');
    expect(sum('12345678901234567890.12', '0.88')).toBe('12345678901234567891');
  });
  it('handles negatives, blanks and junk', () => {
    expect(sum('-1.5', '0.25')).toBe('-1.25');
    expect(sum('', undefined, null, 'abc', '2')).toBe('2');
    expect(sum()).toBe('0');
  });
});
