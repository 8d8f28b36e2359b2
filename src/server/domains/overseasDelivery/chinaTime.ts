// A moment as people in the product read it: China wall time to the minute (what cut-off refusals name).
import { wallTimeOf } from '../../../shared/format/zonedTime';

const pad = (n: number) => String(n).padStart(2, '0');

export function chinaMinute(at: Date | string): string {
  const w = wallTimeOf(new Date(at));
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}
