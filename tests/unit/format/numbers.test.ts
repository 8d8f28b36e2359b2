import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatThousands } from '../../../src/shared/format/numbers';
import { parseDecimal, roundDecimal, decimalToText } from '../../../src/shared/format/decimal';

describe('money: thousands separators and 2 decimals, half away from zero on the decimal text', () => {
  it.each([
    [0, '0.00'],
    [-0, '0.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    // The binary double nearest 0.005 / 1.005 is slightly below; we round the written text, so up.
    [0.005, '0.01'],
    [1.005, '1.01'],
    [0.004, '0.00'],
    [-0.005, '-0.01'],
    [-0.004, '0.00'], // a rounded zero never shows a minus sign
    [-1234.565, '-1,234.57'],
    [999.995, '1,000.00'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [1.5e-7, '0.00'],
    ['1234.565', '1,234.57'],
    [' 42 ', '42.00'],
    ['123456789012345678901234.565', '123,456,789,012,345,678,901,234.57'], // text stays exact beyond doubles
    [12n, '12.00'],
  ])('%s -> %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['abc', 'abc'],
    ['1,234', '1,234'], // not a plain number: shown as written, not re-read
    [Number.POSITIVE_INFINITY, '∞'],
    [Number.NEGATIVE_INFINITY, '-∞'],
    [{}, ''],
    [true, 'true'],
  ])('non-number %s falls back to its text %j', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe('number: fixed decimals, default 2, no separators', () => {
  it.each([
    [1234.5, undefined, '1234.50'],
    [1234.5, 0, '1235'],
    [2.5, 0, '3'],
    [-2.5, 0, '-3'],
    [1.23456, 3, '1.235'],
    [1, 4, '1.0000'],
    [1, -1, '1.00'], // negative digits fall back to the default 2
    [1, 99, '1.00000000000000000000'], // at most 20 digits
    ['7', 2, '7.00'],
  ])('%s with %s digits -> %s', (value, digits, expected) => {
    expect(formatNumber(value, { digits })).toBe(expected);
  });

  it('groups when asked', () => {
    expect(formatNumber(-9876543.21, { digits: 1, grouping: true })).toBe('-9,876,543.2');
  });
});

describe('thousands: separators only, decimals as given', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [-1234567.891, '-1,234,567.891'],
    [1e21, '1,000,000,000,000,000,000,000'],
    ['0012345', '12,345'],
    ['abc', 'abc'],
    [null, ''],
  ])('%s -> %s', (value, expected) => {
    expect(formatThousands(value)).toBe(expected);
  });
});

describe('decimal text', () => {
  it.each([
    ['1e21', '1000000000000000000000'],
    ['2.5E-7', '0.00000025'],
    ['-.5', '-0.5'],
    ['+3.', '3'],
    ['000.100', '0.1'],
  ])('parses %s as %s', (text, expected) => {
    const d = parseDecimal(text);
    expect(d && decimalToText(d)).toBe(expected);
  });

  it.each(['', '.', '-', '1..2', '1e', 'e5', '0x10', '1 2', '1e9999'])('rejects %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it('rounds with carries through every digit', () => {
    expect(decimalToText(roundDecimal(parseDecimal('9999.9999')!, 2))).toBe('10000.00');
  });
});
