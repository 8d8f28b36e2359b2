// A time as the timeline shows it: China time like every screen (shared/format/timeOfDay.ts), and for the
// hover text the wall time in the event's own zone with the zone's offset ("2026-11-23 11:00 GMT+1") and
// the time relative to now (SPEC §9).
import { TIMEZONE } from '../../../shared/constants';
import { formatDate } from '../../../shared/format/formatDate';
import { formatRelativeTime } from '../../../shared/format/relativeTime';

const offsets = new Map<string, Intl.DateTimeFormat>();

function offsetOf(date: Date, zone: string): string {
  let f = offsets.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' });
    offsets.set(zone, f);
  }
  return f.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

/** An unknown zone (bad data) falls back to China time rather than failing the whole timeline. */
function usableZone(zone: string | undefined): string {
  if (!zone) return TIMEZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return TIMEZONE;
  }
}

/** The time in China time, as every screen shows times. */
export function chinaTime(iso: string): string {
  return formatDate(new Date(iso), '{y}-{m}-{d} {h}:{i}', TIMEZONE);
}

/** Whether the event's own zone differs from China time (then its local time is worth a mention). */
export const elsewhere = (zone: string | undefined) => usableZone(zone) !== TIMEZONE;

export function localTime(iso: string, zone: string | undefined): string {
  const z = usableZone(zone);
  const date = new Date(iso);
  return `${formatDate(date, '{y}-{m}-{d} {h}:{i}', z)} ${offsetOf(date, z)}`;
}

export function relativeTime(iso: string, zone: string | undefined, language: string, now?: number): string {
  return formatRelativeTime(iso, { language, timeZone: usableZone(zone), now, template: '{y}-{m}-{d} {h}:{i}' });
}
