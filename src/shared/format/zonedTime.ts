// Wall-clock parts of an instant in a named IANA time zone, and the reverse (wall time in a zone to
// an instant), through Intl, so daylight-saving zones are right too. Formatters are cached per zone.
import { TIMEZONE } from '../constants';

export interface WallTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday, as Date.getDay. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** Throws a RangeError naming the zone when it is not a known IANA zone (a configuration mistake). */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        weekday: 'short',
        era: 'short',
      });
    } catch {
      throw new RangeError(`Unknown time zone "${timeZone}"`);
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * Makes the zone's formatter ahead of need. The first Intl.DateTimeFormat with a time zone costs 20–30 ms
 * in a fresh Chromium page (ICU loads its zone data); done in idle time, that is off the first screen's render.
 */
export function prepareZone(timeZone: string = TIMEZONE): void {
  formatterFor(timeZone).formatToParts(0);
}

/** The wall-clock parts of `date` in `timeZone` (default Asia/Shanghai). */
export function wallTimeOf(date: Date, timeZone: string = TIMEZONE): WallTime {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(date)) parts[p.type] = p.value;
  // Years before 1 AD come back as era BC with a positive year.
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - Number(parts.year) : Number(parts.year);
  return {
    year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday] ?? 0,
  };
}

/** Today in China time as YYYY-MM-DD: the day prices and quotes are valid on, and filters' `$today`. */
export function todayInChina(now = new Date()): string {
  const w = wallTimeOf(now);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** A calendar day (YYYY-MM-DD) `days` later (earlier when negative): a quote's validity, a seed's dates. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function wallAsUtc(w: Omit<WallTime, 'weekday'>, ms = 0): number {
  const d = new Date(Date.UTC(2000, 0, 1));
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour, w.minute, w.second, ms);
  return d.getTime();
}

/**
 * The instant at which the wall clock in `timeZone` shows the given time; null when that wall time
 * does not exist as written (month 13, 30 February, 25:00).
 */
export function instantOf(w: Omit<WallTime, 'weekday'>, timeZone: string = TIMEZONE, ms = 0): Date | null {
  const asUtc = wallAsUtc(w, ms);
  if (!Number.isFinite(asUtc)) return null;
  const check = new Date(asUtc);
  if (
    check.getUTCFullYear() !== w.year ||
    check.getUTCMonth() !== w.month - 1 ||
    check.getUTCDate() !== w.day ||
    check.getUTCHours() !== w.hour ||
    check.getUTCMinutes() !== w.minute ||
    check.getUTCSeconds() !== w.second
  ) {
    return null;
  }
  // Offset of the zone at that moment, refined once for instants near a daylight-saving change.
  const offsetAt = (t: number) => wallAsUtc(wallTimeOf(new Date(t), timeZone)) - Math.floor(t / 1000) * 1000;
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  const out = new Date(instant);
  return Number.isNaN(out.getTime()) ? null : out;
}
