// A fixed-seed sequence of list queries (issue 49): the list benches vary filter values, sort and page
// across requests, as users do, so the count, the plan and the statement caches are exercised; the same
// seed gives the same sequence to the engine and to its bare baseline.

/** mulberry32: a small, fast PRNG; the same seed gives the same numbers on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Pick {
  /** One of the values. */
  one<T>(values: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A whole number from `from` to `to`, both included. */
  between(from: number, to: number): number;
}

export function picker(random: () => number): Pick {
  return {
    one: (values) => values[Math.floor(random() * values.length)],
    chance: (p) => random() < p,
    between: (from, to) => from + Math.floor(random() * (to - from + 1)),
  };
}

/** A list call's query parameters (current, size, sort, order, filter as JSON text). */
export type ListQuery = Record<string, string>;

/** `count` queries made by `make` from one seeded picker. */
export function querySequence(seed: number, count: number, make: (pick: Pick, i: number) => ListQuery): ListQuery[] {
  const pick = picker(seededRandom(seed));
  return Array.from({ length: count }, (_, i) => make(pick, i));
}
