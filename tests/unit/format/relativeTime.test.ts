import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '../../../src/shared/format/relativeTime';

const NOW = new Date('2026-11-21T12:00:00Z'); // 20:00 in Shanghai
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const ago = (ms: number) => NOW.getTime() - ms;

describe('relative time in every product language', () => {
  // [elapsed, en, zh, tr, es]
  it.each([
    [0, 'just now', '刚刚', '剛剛', 'justo ahora'],
    [29.9 * S, 'just now', '刚刚', '剛剛', 'justo ahora'],
    [30 * S, '1 minute ago', '1分钟前', '1分鐘前', 'hace 1 minuto'],
    [2 * MIN, '2 minutes ago', '2分钟前', '2分鐘前', 'hace 2 minutos'],
    [59 * MIN, '59 minutes ago', '59分钟前', '59分鐘前', 'hace 59 minutos'],
    [59 * MIN + 59 * S, '59 minutes ago', '59分钟前', '59分鐘前', 'hace 59 minutos'],
    [H, '1 hour ago', '1小时前', '1小時前', 'hace 1 hora'],
    [23 * H + 59 * MIN, '23 hours ago', '23小时前', '23小時前', 'hace 23 horas'],
    [24 * H, '1 day ago', '1天前', '1天前', 'hace 1 día'],
    [47 * H + 59 * MIN, '1 day ago', '1天前', '1天前', 'hace 1 día'],
    // 48 h and older: month/day hour:minute in the language's order (China time).
    [48 * H, '11/19 20:00', '11月19日 20:00', '11月19日 20:00', '19/11 20:00'],
  ])('%d ms ago', (elapsed, en, zh, tr, es) => {
    const at = ago(elapsed);
    expect(formatRelativeTime(at, { language: 'en', now: NOW })).toBe(en);
    expect(formatRelativeTime(at, { language: 'zh', now: NOW })).toBe(zh);
    expect(formatRelativeTime(at, { language: 'tr', now: NOW })).toBe(tr);
    expect(formatRelativeTime(at, { language: 'es', now: NOW })).toBe(es);
  });

  it('uses the given template for older times', () => {
    expect(formatRelativeTime('2026-01-05 09:30:00', { language: 'zh', now: NOW, template: '{y}-{m}-{d} {h}:{i}' })).toBe('2026-01-05 09:30');
  });

  it('reads China-time text and follows the given zone for the older date', () => {
    expect(formatRelativeTime('2026-11-21 19:55:00', { language: 'en', now: NOW })).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(72 * H), { language: 'en', now: NOW, timeZone: 'UTC' })).toBe('11/18 12:00');
  });

  it('calls slight clock skew just now, but shows a real future time as its date', () => {
    expect(formatRelativeTime(NOW.getTime() + 10 * S, { language: 'en', now: NOW })).toBe('just now');
    expect(formatRelativeTime(NOW.getTime() + 2 * H, { language: 'en', now: NOW })).toBe('11/21 22:00');
  });

  it('falls back to English for an unknown language and to "" for a non-date', () => {
    expect(formatRelativeTime(ago(5 * MIN), { language: 'fr', now: NOW })).toBe('5 minutes ago');
    expect(formatRelativeTime('soon', { language: 'en', now: NOW })).toBe('');
    expect(formatRelativeTime(null, { language: 'zh', now: NOW })).toBe('');
  });
});
