// The paired rounds of a list bench are judged on the median round's p99 ratio (issue 49: the req/s ratio of
// the same rounds read 1.3x where the p99 ratio was 1.44x and 1.60x), and a goal whose figure timed out or
// failed is "not met", never left out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoalReport, goalText, validity } from '../../../bench/support/goals';
import type { LoadFigures } from '../../../bench/support/loadGenerator';
import { median, pairedRounds, summarisePairs } from '../../../bench/support/pairedRounds';

const side = (p99: number, rps: number, cpuPerRequest?: number): LoadFigures & { cpuPerRequest?: number } => ({
  p50: p99 / 3, p90: p99 / 2, p99, max: p99 * 2, rps, total: rps * 3, errors: 0, timeouts: 0, slow: 0, cpuPerRequest,
});

afterEach(() => vi.restoreAllMocks());

describe('paired rounds', () => {
  it('judges on the median round p99 ratio, with req/s and CPU ratios beside it', () => {
    // Throughput alike (1.05x the time per request) while the engine's tail is half as long again.
    const rounds = [
      { engine: side(15, 1000, 1.2), baseline: side(10, 1050, 1) },
      { engine: side(16, 980, 1.3), baseline: side(10, 1030, 1) },
      { engine: side(14, 1010, 1.1), baseline: side(10, 1060, 1) },
    ];
    const s = summarisePairs(rounds);
    expect(s.p99Ratio).toBeCloseTo(1.5);
    expect(s.rpsRatio).toBeCloseTo(1.05, 2);
    expect(s.cpuRatio).toBeCloseTo(1.2);
    expect(s.engineP99).toBe(15);
    expect(s.baselineP99).toBe(10);
  });

  it('takes the upper median of an even number of rounds, never the flattering one', () => {
    expect(median([1.1, 1.4, 1.2, 1.3])).toBe(1.3);
  });

  it('makes a round with a timed-out p99 an infinite ratio, not a number that passes', () => {
    const s = summarisePairs([
      { engine: { ...side(Infinity, 100), timeouts: 3 }, baseline: side(10, 1000) },
      { engine: { ...side(Infinity, 100), timeouts: 2 }, baseline: side(10, 1000) },
      { engine: side(12, 900), baseline: side(10, 1000) },
    ]);
    expect(s.p99Ratio).toBe(Infinity);
    expect(s.engine.timeouts).toBe(5);
  });

  it('takes the sides in turn, the baseline first in even rounds', async () => {
    const order: string[] = [];
    await pairedRounds(3, async (which, round) => {
      order.push(`${round}:${which}`);
      return side(10, 100);
    });
    expect(order).toEqual(['0:baseline', '0:engine', '1:engine', '1:baseline', '2:baseline', '2:engine']);
  });
});

describe('goals', () => {
  it('says met or not met on the judged figure, with the baseline and the ratio beside it', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const report = new GoalReport('unit');
    const ratio = report.ratioAtMost('booking-list engine / bare p99', 15, 'ms', { label: 'bare handler', value: 10 }, 1.3, 1.5);
    expect(ratio.met).toBe(false);
    expect(goalText(ratio)).toBe('booking-list engine / bare p99 <= 1.3x the baseline: 15.0 ms; baseline (bare handler) 10.0 ms, ratio 1.50x -> NOT MET');
    const figure = report.figureAtMost('booking-list p99', 15, 'ms', 50, { label: 'bare handler', value: 10 });
    expect(figure.met).toBe(true);
    expect(figure.ratio).toBe(1.5);
  });

  it('marks a figure with timeouts or failed requests not met, saying why', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const report = new GoalReport('unit');
    const note = validity({ errors: 0, timeouts: 2, total: 100 });
    expect(note).toBe('invalid: 0 errors, 2 timeouts');
    expect(report.figureAtMost('p99', 12, 'ms', 50, undefined, note).met).toBe(false);
    expect(report.figureAtMost('p99', Infinity, 'ms', 50).met).toBe(false);
    expect(validity({ errors: 0, timeouts: 0, total: 0 })).toMatch(/nothing answered/);
  });
});
