import { describe, expect, it } from 'vitest';
import { formatOrdinal } from '../../../src/shared/format/ordinal';

describe('ordinals 1 to 10', () => {
  it.each([
    ['circled', '①②③④⑤⑥⑦⑧⑨⑩'.split('')],
    ['zh', '一二三四五六七八九十'.split('')],
    ['en', ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th']],
    ['financial', '壹贰叁肆伍陆柒捌玖拾'.split('')],
  ] as const)('%s', (style, expected) => {
    expect(Array.from({ length: 10 }, (_, k) => formatOrdinal(k + 1, style))).toEqual(expected);
  });

  it.each([
    [0, '0'],
    [11, '11'],
    [2.5, '2.5'],
    ['3', '③'],
    ['x', 'x'],
    [null, ''],
    [Number.NaN, ''],
  ])('%j outside 1..10 keeps its plain text (circled)', (value, expected) => {
    expect(formatOrdinal(value, 'circled')).toBe(expected);
  });
});
