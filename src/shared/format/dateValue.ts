// What a date cell may hold, read into an instant: a Date, epoch milliseconds (or 10-digit epoch
// seconds, as the server's older fields send), an ISO 8601 text with a zone, or a wall-clock text
// without one ('2026-11-21 17:05:00', '2026/11/21'), which is read in the given zone (China time
// by default, like every timestamp on the wire). Anything else is null, never 'Invalid Date'.
import { TIMEZONE } from '../constants';
import { instantOf } from './zonedTime';

const WALL_TEXT = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;
const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const INTEGER_TEXT = /^-?\d+$/;

function fromEpoch(n: number): Date | null {
  if (!Number.isFinite(n)) return null;
  // Ten integer digits is epoch seconds (2001-09-09 … 2286-11-20); everything else milliseconds.
  const ms = Number.isInteger(n) && Math.abs(n) >= 1e9 && Math.abs(n) < 1e10 ? n * 1000 : n;
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Reads a value as an instant; null when it is not a date. */
export function toDate(value: unknown, timeZone: string = TIMEZONE): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (INTEGER_TEXT.test(text)) return fromEpoch(Number(text));
  const wall = WALL_TEXT.exec(text);
  if (wall) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = wall;
    return instantOf(
      { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi), second: Number(s) },
      timeZone,
      Number(ms.padEnd(3, '0')),
    );
  }
  if (ZONED_ISO.test(text)) {
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}
