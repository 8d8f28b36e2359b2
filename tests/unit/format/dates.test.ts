import { describe, expect, it } from 'vitest';
import { toDate } from '../../../src/shared/format/dateValue';
import { formatDate, isDateTemplate } from '../../../src/shared/format/formatDate';

// 2026-11-21T12:34:56Z is 20:34:56 on Saturday 21 November in Shanghai.
const AT = new Date('2026-11-21T12:34:56Z');

describe('date templates', () => {
  it.each([
    [undefined, '2026-11-21 20:34:56'],
    ['{y}-{m}-{d}', '2026-11-21'],
    ['{y}/{m}/{d} {h}:{i}', '2026/11/21 20:34'],
    ['{h}:{i}:{s}', '20:34:56'],
    ['星期{a}', '星期六'],
    ['{y}年{m}月{d}日', '2026年11月21日'],
    ['{x} stays', '{x} stays'],
  ])('%s -> %s', (template, expected) => {
    expect(formatDate(AT, template)).toBe(expected);
  });

  it('pads month, day, hour, minute and second to two digits', () => {
    expect(formatDate(new Date('2026-01-02T00:03:04Z'), '{y}-{m}-{d} {h}:{i}:{s}')).toBe('2026-01-02 08:03:04');
  });

  it('writes weekdays as Chinese numerals with Monday first and 日 for Sunday', () => {
    // 2026-11-16 is a Monday (Shanghai).
    const days = Array.from({ length: 7 }, (_, k) => formatDate(`2026-11-${16 + k} 12:00:00`, '{a}'));
    expect(days).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  });

  it('uses Asia/Shanghai unless told otherwise, including the day and weekday', () => {
    const late = new Date('2026-11-21T20:00:00Z'); // Sunday 04:00 in Shanghai, Saturday 15:00 in New York
    expect(formatDate(late, '{d} {h} {a}')).toBe('22 04 日');
    expect(formatDate(late, '{d} {h} {a}', 'America/New_York')).toBe('21 15 六');
    expect(formatDate(late, '{d} {h}', 'UTC')).toBe('21 20');
  });

  it('follows daylight saving in zones that have it', () => {
    expect(formatDate(new Date('2026-07-01T12:00:00Z'), '{h}', 'Europe/Madrid')).toBe('14');
    expect(formatDate(new Date('2026-01-01T12:00:00Z'), '{h}', 'Europe/Madrid')).toBe('13');
  });

  it('throws a clear error for an unknown time zone (a configuration mistake, not data)', () => {
    expect(() => formatDate(AT, '{y}', 'Mars/Olympus')).toThrow(/Unknown time zone "Mars\/Olympus"/);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['not a date'],
    ['2026-02-30'],
    ['2026-13-01 10:00'],
    ['2026-01-01 24:00:00'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [new Date('invalid')],
    [{}],
    [8.65e15],
  ])('invalid date %j gives an empty string', (value) => {
    expect(formatDate(value)).toBe('');
  });

  it('checks template placeholders for the lint', () => {
    expect(isDateTemplate('{y}-{m}-{d} {h}:{i}:{s} {a}')).toBe(true);
    expect(isDateTemplate('{Y}-{M}')).toBe(false);
    expect(isDateTemplate('')).toBe(false);
  });
});

describe('reading date values', () => {
  it.each([
    ['2026-11-21 20:34:56', AT],
    ['2026/11/21 20:34:56', AT],
    ['2026-11-21T20:34:56', AT],
    ['2026-11-21T12:34:56Z', AT],
    ['2026-11-21T20:34:56+08:00', AT],
    [AT.getTime(), AT],
    [String(AT.getTime()), AT],
    [AT.getTime() / 1000, AT], // ten digits: epoch seconds
    ['2026-11-21', new Date('2026-11-20T16:00:00Z')], // midnight China time
  ])('%j', (value, expected) => {
    expect(toDate(value)?.getTime()).toBe(expected.getTime());
  });

  it('reads zone-less text in the zone it is given', () => {
    expect(toDate('2026-11-21 08:00:00', 'UTC')?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
  });

  it('returns a copy of a Date, never the caller’s object', () => {
    const d = new Date(AT);
    expect(toDate(d)).not.toBe(d);
  });
});
