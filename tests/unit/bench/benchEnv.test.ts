// A bench setting that is not a whole number stops the bench with the variable named, where Number()
// gave NaN and a loop to NaN ran no round at all.
import { describe, expect, it } from 'vitest';
import { benchNumber } from '../../../bench/support/benchEnv';

describe('benchNumber', () => {
  it('takes the default when unset or blank, and a whole number when given', () => {
    expect(benchNumber('BENCH_RUNS', 7, 1, {})).toBe(7);
    expect(benchNumber('BENCH_RUNS', 7, 1, { BENCH_RUNS: ' ' })).toBe(7);
    expect(benchNumber('BENCH_RUNS', 7, 1, { BENCH_RUNS: '12' })).toBe(12);
    expect(benchNumber('BENCH_WARMUP', 3, 0, { BENCH_WARMUP: '0' })).toBe(0);
  });

  it.each(['ten', '1.5', '-1', '0x10', '+4', '1e3', '99999999999999999999'])('refuses %s, naming the variable', (value) => {
    expect(() => benchNumber('BENCH_RUNS', 7, 1, { BENCH_RUNS: value })).toThrow(`BENCH_RUNS must be a whole number of at least 1, not "${value}"`);
  });

  it('refuses a value under the minimum', () => {
    expect(() => benchNumber('BENCH_SECONDS', 10, 1, { BENCH_SECONDS: '0' })).toThrow(/at least 1/);
  });
});
