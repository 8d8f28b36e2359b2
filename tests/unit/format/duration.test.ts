import { describe, expect, it } from 'vitest';
import { formatDuration, formatElapsed } from '../../../src/shared/format/duration';

describe('duration: minutes under 1 h, hours under 1 day, else days', () => {
  // [seconds, en, zh, tr, es]
  it.each([
    [0, '0 minutes', '0分钟', '0分鐘', '0 minutos'],
    [59, '0 minutes', '0分钟', '0分鐘', '0 minutos'],
    [60, '1 minute', '1分钟', '1分鐘', '1 minuto'],
    [59 * 60 + 59, '59 minutes', '59分钟', '59分鐘', '59 minutos'],
    [3600, '1 hour', '1小时', '1小時', '1 hora'],
    [2 * 3600, '2 hours', '2小时', '2小時', '2 horas'],
    [23 * 3600 + 59 * 60, '23 hours', '23小时', '23小時', '23 horas'],
    [86_400, '1 day', '1天', '1天', '1 día'],
    [3 * 86_400 + 5, '3 days', '3天', '3天', '3 días'],
    [-90, '-1 minute', '-1分钟', '-1分鐘', '-1 minuto'],
    ['7200', '2 hours', '2小时', '2小時', '2 horas'],
  ])('%s s', (seconds, en, zh, tr, es) => {
    expect(formatDuration(seconds, 'en')).toBe(en);
    expect(formatDuration(seconds, 'zh')).toBe(zh);
    expect(formatDuration(seconds, 'tr')).toBe(tr);
    expect(formatDuration(seconds, 'es')).toBe(es);
  });

  it.each([
    [Number.NaN, ''],
    [null, ''],
    ['later', 'later'],
    [Number.POSITIVE_INFINITY, '∞'],
    ['1e999', '1e999'],
  ])('non-number %s -> %j', (value, expected) => {
    expect(formatDuration(value, 'en')).toBe(expected);
  });

  it('measures the time since a date', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(formatElapsed('2026-11-21 17:00:00', { language: 'en', now })).toBe('3 hours');
    expect(formatElapsed('2026-11-18T12:00:00Z', { language: 'zh', now })).toBe('3天');
    expect(formatElapsed('nope', { language: 'en', now })).toBe('');
  });
});
