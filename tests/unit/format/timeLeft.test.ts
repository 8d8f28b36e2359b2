// The cut-off format: the deadline in the user's time zone and the time left, or closed.
import { describe, expect, it } from 'vitest';
import { formatValue } from '../../../src/shared/format/formatValue';

const now = Date.parse('2026-11-23T04:00:00Z'); // 12:00 China time

describe('timeLeft', () => {
  it('shows the deadline in the time zone and the whole hours or days left', () => {
    expect(formatValue('timeLeft', '2026-11-24T16:00:00Z', { language: 'en', now })).toBe('11-25 00:00 · 36 hours left');
    expect(formatValue('timeLeft', '2026-11-24T16:00:00Z', { language: 'en', now, timeZone: 'Europe/Berlin' })).toBe('11-24 17:00 · 36 hours left');
    expect(formatValue('timeLeft', '2026-11-23T04:45:00Z', { language: 'en', now })).toBe('11-23 12:45 · 45 minutes left');
    expect(formatValue('timeLeft', '2026-11-27T04:00:00Z', { language: 'zh', now })).toMatch(/^11-27 12:00 · 剩余 4/);
  });

  it('says closed once the deadline has passed, and nothing for a non-date', () => {
    expect(formatValue('timeLeft', '2026-11-23T03:00:00Z', { language: 'en', now })).toBe('11-23 11:00 · closed');
    expect(formatValue('timeLeft', '2026-11-23T03:00:00Z', { language: 'zh', now })).toBe('11-23 11:00 · 已截止');
    expect(formatValue('timeLeft', 'soon', { language: 'en', now })).toBe('');
  });
});
