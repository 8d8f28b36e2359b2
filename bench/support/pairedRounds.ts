// The engine against its bare baseline in short rounds taken in turn (the order swapped each round), each
// round's ratios from its own pair: a change in the machine's other load then moves both sides of a pair
// alike, where one long run of each can catch it on one side only. The judged ratio is the median round's
// p99 ratio (issue 49: the req/s ratio of the same rounds hid a p99 ratio of 1.44x and 1.60x behind 1.3x);
// req/s and CPU per request ratios are printed beside it.
import { answersText, type LoadFigures } from './loadGenerator';

export interface SideFigures extends LoadFigures {
  /** CPU ms of the serving process(es) per request, when measured. */
  cpuPerRequest?: number;
}

export interface Pair {
  engine: SideFigures;
  baseline: SideFigures;
}

export interface PairedSummary {
  rounds: Pair[];
  /** The judged ratio: the median of the rounds' engine p99 / baseline p99. */
  p99Ratio: number;
  /** Median of the rounds' baseline req/s / engine req/s: the time per request, as judged before issue 49. */
  rpsRatio: number;
  /** Median of the rounds' engine / baseline CPU per request, when both were measured. */
  cpuRatio?: number;
  /** Each side's median round p99, ms. */
  engineP99: number;
  baselineP99: number;
  /** Each side's median CPU per request, ms. */
  engineCpu?: number;
  baselineCpu?: number;
  /** Everything both sides' rounds answered, failed and timed out: a round with errors or timeouts spoils the figure. */
  engine: Pick<LoadFigures, 'total' | 'errors' | 'timeouts' | 'slow'>;
  baseline: Pick<LoadFigures, 'total' | 'errors' | 'timeouts' | 'slow'>;
}

/** The median, the upper one of an even count's two: the figure leans to the slower side, never the flattering one. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A ratio of two latencies; a side with timeouts (Infinity) makes it Infinity, never NaN. */
const ratioOf = (a: number, b: number) => (a === Infinity ? Infinity : a / b);

const sum = (pairs: Pair[], side: 'engine' | 'baseline') =>
  pairs.reduce((s, p) => ({ total: s.total + p[side].total, errors: s.errors + p[side].errors, timeouts: s.timeouts + p[side].timeouts, slow: s.slow + p[side].slow }), { total: 0, errors: 0, timeouts: 0, slow: 0 });

export function summarisePairs(rounds: Pair[]): PairedSummary {
  const cpuMeasured = rounds.every((r) => r.engine.cpuPerRequest !== undefined && r.baseline.cpuPerRequest !== undefined);
  return {
    rounds,
    p99Ratio: median(rounds.map((r) => ratioOf(r.engine.p99, r.baseline.p99))),
    rpsRatio: median(rounds.map((r) => r.baseline.rps / r.engine.rps)),
    cpuRatio: cpuMeasured ? median(rounds.map((r) => r.engine.cpuPerRequest! / r.baseline.cpuPerRequest!)) : undefined,
    engineP99: median(rounds.map((r) => r.engine.p99)),
    baselineP99: median(rounds.map((r) => r.baseline.p99)),
    engineCpu: cpuMeasured ? median(rounds.map((r) => r.engine.cpuPerRequest!)) : undefined,
    baselineCpu: cpuMeasured ? median(rounds.map((r) => r.baseline.cpuPerRequest!)) : undefined,
    engine: sum(rounds, 'engine'),
    baseline: sum(rounds, 'baseline'),
  };
}

/** `count` rounds, the baseline first in even rounds and the engine first in odd ones. */
export async function pairedRounds(count: number, run: (side: 'engine' | 'baseline', round: number) => Promise<SideFigures>): Promise<PairedSummary> {
  const rounds: Pair[] = [];
  for (let round = 0; round < count; round++) {
    const order: Array<'engine' | 'baseline'> = round % 2 === 0 ? ['baseline', 'engine'] : ['engine', 'baseline'];
    const got: Partial<Pair> = {};
    for (const side of order) got[side] = await run(side, round);
    rounds.push(got as Pair);
  }
  return summarisePairs(rounds);
}

/** A latency as measured: two decimals under 10 ms, whole ms above; ∞ for timed-out. */
export const shownMs = (ms: number) => (!Number.isFinite(ms) ? '∞' : ms < 10 ? ms.toFixed(2) : ms.toFixed(0));

/** The rounds round by round, then the medians. */
export function printPairs(label: string, s: PairedSummary, engineName = 'engine', baselineName = 'bare'): void {
  const list = (values: number[], shown: (v: number) => string) => values.map(shown).join(' ');
  const x = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '∞');
  console.log(`  ${label}: ${s.rounds.length} paired rounds, taken in turn`);
  console.log(`    p99 ms, ${engineName}: ${list(s.rounds.map((r) => r.engine.p99), shownMs)} (median ${shownMs(s.engineP99)}); ${baselineName}: ${list(s.rounds.map((r) => r.baseline.p99), shownMs)} (median ${shownMs(s.baselineP99)})`);
  console.log(`    p99 ratio by round: ${list(s.rounds.map((r) => ratioOf(r.engine.p99, r.baseline.p99)), x)}; median ${x(s.p99Ratio)}x (judged)`);
  console.log(`    req/s, ${engineName}: ${list(s.rounds.map((r) => r.engine.rps), (v) => v.toFixed(0))}; ${baselineName}: ${list(s.rounds.map((r) => r.baseline.rps), (v) => v.toFixed(0))}; time per request ratio median ${x(s.rpsRatio)}x`);
  if (s.cpuRatio !== undefined) console.log(`    CPU per request: ${engineName} ${s.engineCpu!.toFixed(3)} ms, ${baselineName} ${s.baselineCpu!.toFixed(3)} ms; ratio median ${x(s.cpuRatio)}x`);
  console.log(`    ${engineName}: ${answersText(s.engine)}; ${baselineName}: ${answersText(s.baseline)}`);
}
