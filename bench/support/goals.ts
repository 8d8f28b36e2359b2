// How a bench reports its goals (issue 49): for each goal, the judged figure, its baseline measured in the
// same run, their ratio, and "met" or "not met"; at the end a summary table of them all, also written to
// bench/results/goals/<bench>.json for `npm run bench`'s closing table (bench/run.ts). A figure that could
// not be measured (requests timed out or failed, nothing answered) is "not met", with the reason, never
// left out.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface GoalLine {
  goal: string;
  /** What is compared with the limit: the figure itself, or its ratio to the baseline. */
  judged: 'figure' | 'ratio';
  figure: number;
  unit: string;
  baseline?: { label: string; value: number };
  ratio?: number;
  /** The goal's bound: at most, or at least when `atLeast` (a score). */
  limit: number;
  atLeast?: boolean;
  met: boolean;
  /** Why the figure is not valid, or what else it needs said. */
  note?: string;
}

export const GOALS_DIR = resolve(import.meta.dirname, '../results/goals');

const shown = (value: number, unit: string) => {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'n/a' : '∞';
  const digits = unit === 'x' ? 2 : unit === 'points' || Math.abs(value) >= 100 ? 0 : 1;
  return `${value.toFixed(digits)}${unit === 'x' ? 'x' : ` ${unit}`}`;
};

/** The goals of one bench, printed as they are judged and summed up at the end. */
export class GoalReport {
  readonly lines: GoalLine[] = [];

  constructor(readonly bench: string) {}

  /** A goal on the figure itself (p99 <= 50 ms), with the baseline's figure and the ratio beside it. */
  figureAtMost(goal: string, figure: number, unit: string, limit: number, baseline?: { label: string; value: number }, note?: string): GoalLine {
    return this.add({ goal, judged: 'figure', figure, unit, limit, baseline, ratio: baseline ? figure / baseline.value : undefined, note });
  }

  /** A goal on a figure that must reach the bound (a Lighthouse score >= 95). */
  figureAtLeast(goal: string, figure: number, unit: string, limit: number, baseline?: { label: string; value: number }, note?: string): GoalLine {
    return this.add({ goal, judged: 'figure', figure, unit, limit, atLeast: true, baseline, ratio: baseline ? figure / baseline.value : undefined, note });
  }

  /** A goal on the ratio to the baseline (engine <= 1.3x bare): `ratio` when the judged ratio is not figure / baseline (a median of rounds' ratios). */
  ratioAtMost(goal: string, figure: number, unit: string, baseline: { label: string; value: number }, limit: number, ratio = figure / baseline.value, note?: string): GoalLine {
    return this.add({ goal, judged: 'ratio', figure, unit, limit, baseline, ratio, note });
  }

  private add(line: Omit<GoalLine, 'met'>): GoalLine {
    const judged = line.judged === 'ratio' ? line.ratio! : line.figure;
    const within = line.atLeast ? judged >= line.limit : judged <= line.limit;
    const full: GoalLine = { ...line, met: Number.isFinite(judged) && within && !line.note?.startsWith('invalid') };
    this.lines.push(full);
    console.log(`  GOAL ${goalText(full)}`);
    return full;
  }

  /** The closing table, and the goals written for run.ts. */
  summary(): void {
    console.log(`\n${this.bench}: goals`);
    console.table(this.lines.map(row));
    mkdirSync(GOALS_DIR, { recursive: true });
    writeFileSync(resolve(GOALS_DIR, `${this.bench}.json`), JSON.stringify({ bench: this.bench, lines: this.lines }, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v), 2));
  }
}

/** One goal as a line of text: "booking-list p99 <= 50 ms: 12.3 ms (bare handler 9.1 ms, 1.35x): met". */
export function goalText(line: GoalLine): string {
  const bound = line.judged === 'ratio' ? `<= ${line.limit}x the baseline` : `${line.atLeast ? '>=' : '<='} ${shown(line.limit, line.unit)}`;
  const baseline = line.baseline ? `; baseline (${line.baseline.label}) ${shown(line.baseline.value, line.unit)}, ratio ${shown(line.ratio ?? NaN, 'x')}` : '';
  const note = line.note ? ` (${line.note})` : '';
  return `${line.goal} ${bound}: ${shown(line.figure, line.unit)}${baseline} -> ${line.met ? 'met' : 'NOT MET'}${note}`;
}

/** A goal as a row of the summary table. */
export function row(line: GoalLine): Record<string, string> {
  return {
    goal: line.goal,
    judged: line.judged === 'ratio' ? `ratio <= ${line.limit}x` : `${line.atLeast ? '>=' : '<='} ${shown(line.limit, line.unit)}`,
    figure: shown(line.figure, line.unit),
    baseline: line.baseline ? `${shown(line.baseline.value, line.unit)} (${line.baseline.label})` : '-',
    ratio: line.ratio === undefined ? '-' : shown(line.ratio, 'x'),
    result: line.met ? 'met' : 'NOT MET',
    ...(line.note ? { note: line.note } : {}),
  };
}

/** A note marking a figure invalid when requests failed or timed out (the figure is then "not met"). */
export function validity(f: { errors: number; timeouts: number; total: number }): string | undefined {
  if (f.total === 0) return 'invalid: nothing answered';
  if (f.errors > 0 || f.timeouts > 0) return `invalid: ${f.errors} errors, ${f.timeouts} timeouts`;
  return undefined;
}
