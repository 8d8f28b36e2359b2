// Relative time of SPEC §9: under 30 s 'just now', under 1 h minutes ago, under 24 h hours ago,
// under 48 h '1 day ago', otherwise the date itself: in the given template, or month/day
// hour:minute in the language's own order. Counts are whole units rounded down, at least 1
// (30 s -> 1 minute ago, 59 min 59 s -> 59 minutes ago). A time more than 30 s in the future
// (an ETA, not clock skew) is shown as its date, never as "just now".
import { TIMEZONE } from '../constants';
import { toDate } from './dateValue';
import { formatDate } from './formatDate';
import { timeTextsFor } from './timeTexts';

export interface RelativeTimeOptions {
  language: string;
  /** Reference instant; default the current time. */
  now?: Date | number;
  timeZone?: string;
  /** Date template for times older than 48 h, e.g. '{y}-{m}-{d} {h}:{i}'. */
  template?: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '' when the value is not a date. */
export function formatRelativeTime(value: unknown, options: RelativeTimeOptions): string {
  const timeZone = options.timeZone ?? TIMEZONE;
  const date = toDate(value, timeZone);
  if (!date) return '';
  const now = options.now === undefined ? Date.now() : new Date(options.now).getTime();
  const texts = timeTextsFor(options.language);
  const diff = now - date.getTime();
  if (Number.isFinite(diff) && diff > -30_000) {
    if (diff < 30_000) return texts.justNow;
    if (diff < HOUR) return texts.ago(Math.max(1, Math.floor(diff / MINUTE)), 'minute');
    if (diff < DAY) return texts.ago(Math.floor(diff / HOUR), 'hour');
    if (diff < 2 * DAY) return texts.ago(1, 'day');
  }
  return formatDate(date, options.template ?? texts.olderTemplate, timeZone);
}
