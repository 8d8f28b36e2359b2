// A filter field's starting value in a page file: `$today` is today's date in China time, and
// `$today+N` / `$today-N` that many days later or earlier (voySchedule's window of port calls).
import { describe, expect, it } from 'vitest';
import { initialFilterValue, resolveToday } from '../../../src/client/renderer/filter/filterModel';

// 2026-03-01 01:30 in Shanghai is still 2026-02-28 in UTC: the China date counts.
const now = new Date('2026-02-28T17:30:00Z');

describe('filter defaults relative to today', () => {
  it('resolves $today, $today+N and $today-N on the China date, across month and year ends', () => {
    expect(resolveToday('$today', now)).toBe('2026-03-01');
    expect(resolveToday('$today-7', now)).toBe('2026-02-22');
    expect(resolveToday('$today+42', now)).toBe('2026-04-12');
    expect(resolveToday('$today+305', now)).toBe('2026-12-31');
    expect(resolveToday('$today+306', now)).toBe('2027-01-01');
  });

  it('leaves any other text as it is', () => {
    for (const text of ['2026-01-05', '$today+', '$today*2', '$tomorrow', 'today', '$today+1.5', '$today+99999']) expect(resolveToday(text, now)).toBe(text);
    expect(resolveToday(undefined, now)).toBe('');
  });

  it('resolves both ends of a range default', () => {
    expect(initialFilterValue({ from: '$today-7', to: '$today+42' }, now)).toEqual({ from: '2026-02-22', to: '2026-04-12' });
    expect(initialFilterValue({ from: '$today' }, now)).toEqual({ from: '2026-03-01', to: '' });
  });
});
