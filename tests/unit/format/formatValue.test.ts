import { describe, expect, it } from 'vitest';
import { formatValue } from '../../../src/shared/format/formatValue';

const NOW = new Date('2026-11-21T12:00:00Z');
const zh = { language: 'zh', now: NOW } as const;
const en = { language: 'en', now: NOW } as const;

describe('formatValue: one entry point for grid, detail and dashboard', () => {
  it.each([
    ['money', 1234.5, zh, '1,234.50'],
    ['number', 4.56789, zh, '4.57'],
    ['number:4', 1.23456, zh, '1.2346'],
    ['thousands', 1234567, zh, '1,234,567'],
    ['compact', 1_500_000, zh, '1.5M'],
    ['compact:0', 1_500_000, zh, '2M'],
    ['relativeTime', NOW.getTime() - 5 * 60_000, zh, '5分钟前'],
    ['relativeTime', NOW.getTime() - 5 * 60_000, en, '5 minutes ago'],
    ['relativeTime:{y}-{m}-{d}', '2026-01-01 08:00:00', en, '2026-01-01'],
    ['duration', 7200, en, '2 hours'],
    ['elapsed', '2026-11-21 19:00:00', en, '1 hour'],
    ['date', '2026-11-21T12:00:00Z', en, '2026-11-21 20:00:00'],
    ['date:{y}-{m}-{d} {h}:{i}', '2026-11-21T12:00:00Z', en, '2026-11-21 20:00'],
    ['date', 'garbage', en, ''],
    ['ordinal:circled', 3, en, '③'],
    ['ordinal:financial', 10, en, '拾'],
    ['capital', 1234.56, en, '壹仟贰佰叁拾肆元伍角陆分'],
    ['list', ['a', 'b'], en, 'a,b'],
    ['list:、', ['甲', '乙'], zh, '甲、乙'],
    ['htmlText', '<b>bold</b> &amp; more', en, 'bold & more'],
    ['text', '<b>as is</b>', en, '<b>as is</b>'],
    ['text', 42, en, '42'],
    ['text', ['x', 'y'], en, 'x,y'],
    ['text', new Date('2026-11-21T12:00:00Z'), en, '2026-11-21 20:00:00'],
  ] as const)('%s of %j', (format, value, options, expected) => {
    expect(formatValue(format, value, options)).toBe(expected);
  });

  it('says "Number is wrong!" in the user’s language for a bad capital amount', () => {
    expect(formatValue('capital', 'abc', { language: 'en' })).toBe('Number is wrong!');
    expect(formatValue('capital', 'abc', { language: 'zh' })).toBe('数字格式错误！');
    expect(formatValue('capital', 'abc', { language: 'tr' })).toBe('數字格式錯誤！');
    expect(formatValue('capital', 'abc', { language: 'es' })).toBe('¡El número es incorrecto!');
  });

  it('shows the plain text for a format text that names no format', () => {
    expect(formatValue('currency', 12.5, en)).toBe('12.5');
    expect(formatValue('number:99', 'x', en)).toBe('x');
  });

  it('formats dates in the zone it is given', () => {
    expect(formatValue('date:{h}:{i}', '2026-11-21T12:00:00Z', { language: 'en', timeZone: 'UTC' })).toBe('12:00');
  });
});
