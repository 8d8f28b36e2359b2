import { describe, expect, it } from 'vitest';
import { NUMBER_IS_WRONG, toChineseCapital } from '../../../src/shared/format/capital';

describe('amounts in Chinese financial capital numerals', () => {
  it.each([
    [0, '零元整'],
    ['0.00', '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [100, '壹佰元整'],
    [1010, '壹仟零壹拾元整'],
    [1001, '壹仟零壹元整'],
    [10_001, '壹万零壹元整'],
    [100_000, '壹拾万元整'],
    [1_010_000, '壹佰零壹万元整'],
    [100_010_000, '壹亿零壹万元整'],
    [123_456_789, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元整'],
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [1.05, '壹元零伍分'],
    [10.5, '壹拾元伍角'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    ['1.995', '贰元整'], // rounded to 分, half away from zero
    ['0.004', '零元整'],
    ['.5', '伍角'],
    ['12.', '壹拾贰元整'],
    [' 8 ', '捌元整'],
    ['1000000000000', '壹万亿元整'],
    [1e16, '壹亿亿元整'],
    [1e21, '壹拾万亿亿元整'], // 22 digits, never '1e+21'
    // Negative amounts: 负 in front, as Chinese accounting writes credits.
    [-5, '负伍元整'],
    ['-1234.5', '负壹仟贰佰叁拾肆元伍角'],
    ['-0.001', '零元整'],
  ])('%j -> %s', (value, expected) => {
    expect(toChineseCapital(value)).toBe(expected);
  });

  it.each(['abc', '1,000', '1e3', '+5', '--5', '1.2.3', '.', '-', '¥5', Number.NaN, Number.POSITIVE_INFINITY, {}, true])(
    '%j is not digits with an optional decimal part',
    (value) => {
      expect(toChineseCapital(value)).toBe(NUMBER_IS_WRONG);
    },
  );

  it('writes nothing for an empty value', () => {
    expect(toChineseCapital('')).toBe('');
    expect(toChineseCapital(null)).toBe('');
    expect(toChineseCapital(undefined)).toBe('');
  });

  it('uses the spec’s message', () => {
    expect(NUMBER_IS_WRONG).toBe('Number is wrong!');
  });
});
