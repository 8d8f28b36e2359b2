// A bench's numeric setting from the environment (BENCH_SECONDS, BENCH_RUNS, ...). A value that is not
// a whole number at least `min` stops the bench with the variable named: `Number("ten")` was NaN, and a
// loop to NaN ran no round and printed medians of nothing.
export function benchNumber(name: string, fallback: number, min = 0, env: NodeJS.ProcessEnv = process.env): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, not "${text}"`);
  return value;
}
