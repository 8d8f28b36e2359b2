// How a bench judges a goal (bench/support/goals.ts): a figure at most its bound, a ratio at most its bound,
// a score at least its bound; a figure that could not be measured, or marked invalid, is never met.
import { describe, expect, it, vi } from 'vitest';
import { GoalReport, goalText, row } from '../../../bench/support/goals';

describe('GoalReport', () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const report = new GoalReport('unit');

  it('judges a figure at most, a ratio at most and a score at least their bounds', () => {
    expect(report.figureAtMost('p99', 12, 'ms', 50).met).toBe(true);
    expect(report.figureAtMost('p99', 51, 'ms', 50).met).toBe(false);
    expect(report.ratioAtMost('engine / bare', 13, 'ms', { label: 'bare', value: 10 }, 1.3).met).toBe(true);
    expect(report.ratioAtMost('engine / bare', 14, 'ms', { label: 'bare', value: 10 }, 1.3).met).toBe(false);
    const score = report.figureAtLeast('/home mobile', 94, 'points', 95, { label: '/home desktop', value: 99 });
    expect(score.met).toBe(false);
    expect(goalText(score)).toBe('/home mobile >= 95 points: 94 points; baseline (/home desktop) 99 points, ratio 0.95x -> NOT MET');
    expect(row(score)).toMatchObject({ judged: '>= 95 points', result: 'NOT MET' });
    expect(report.figureAtLeast('/home desktop', 99, 'points', 95).met).toBe(true);
  });

  it('never meets a figure that could not be measured, or one marked invalid', () => {
    expect(report.figureAtLeast('unscored', NaN, 'points', 90).met).toBe(false);
    expect(report.figureAtMost('failed', 3, 'ms', 50, undefined, 'invalid: 4 errors, 0 timeouts').met).toBe(false);
  });
});
