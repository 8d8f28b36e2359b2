// A chart's date window: its starting dates from the page file's day offsets (China time), and the
// check that the user's window is a window (from on or before to).
import type { ChartBlock } from '../../../shared/page/pageSchema';
import { todayInChina } from '../../../shared/format/zonedTime';

export interface DateWindow {
  from: string;
  to: string;
}

const DAY = 86_400_000;

/** Today in China plus `days`, as YYYY-MM-DD. */
export function chinaDayFromToday(days: number, now = new Date()): string {
  const today = todayInChina(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export function initialWindow(spec: ChartBlock['window'], now = new Date()): DateWindow | null {
  if (!spec) return null;
  return { from: chinaDayFromToday(spec.fromDays ?? -180, now), to: chinaDayFromToday(spec.toDays ?? 0, now) };
}

export const windowValid = (w: DateWindow | null) => !w || !w.from || !w.to || w.from <= w.to;
