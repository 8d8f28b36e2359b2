// A time as the timeline shows it: the wall time in the event's own zone with the zone's offset
// ("2026-11-23 18:00 GMT+8"), and relative to now (SPEC §9) for the hover text.
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

export function localTime(iso: string, zone: string | undefined): string {
  const z = usableZone(zone);
  const date = new Date(iso);
  return `${formatDate(date, '{y}-{m}-{d} {h}:{i}', z)} ${offsetOf(date, z)}`;
}

export function relativeTime(iso: string, zone: string | undefined, language: string, now?: number): string {
  return formatRelativeTime(iso, { language, timeZone: usableZone(zone), now, template: '{y}-{m}-{d} {h}:{i}' });
}
