// The second time helper of SPEC §9: a length of time in whole minutes under 1 h, whole hours under
// 1 day, otherwise whole days (rounded down), with a plural s in English ('1 minute', '5 minutes',
// '0 minutes'). A negative length keeps its sign. `formatElapsed` is the same for the time since a date.
import { TIMEZONE } from '../constants';
import { toDate } from './dateValue';
import { toDecimal } from './decimal';
import { textOf } from './textOf';
import { timeTextsFor } from './timeTexts';

/** Seconds (a number or numeric text) as minutes, hours or days; non-numbers fall back to their text. */
export function formatDuration(seconds: unknown, language: string): string {
  if (toDecimal(seconds) === null) return textOf(seconds);
  const value = Number(typeof seconds === 'string' ? seconds.trim() : seconds);
  if (!Number.isFinite(value)) return textOf(seconds);
  const texts = timeTextsFor(language);
  const size = Math.abs(value);
  const sign = value < 0 ? -1 : 1;
  // Round the size down, then put the sign back: -90 s is '-1 minute', not '-2'; -0 becomes 0.
  const count = (n: number) => (sign * Math.floor(size / n)) || 0;
  if (size < 3600) return texts.span(count(60), 'minute');
  if (size < 86_400) return texts.span(count(3600), 'hour');
  return texts.span(count(86_400), 'day');
}

export interface ElapsedOptions {
  language: string;
  now?: Date | number;
  timeZone?: string;
}

/** Time from a date value to now, as formatDuration; '' when the value is not a date. */
export function formatElapsed(value: unknown, options: ElapsedOptions): string {
  const date = toDate(value, options.timeZone ?? TIMEZONE);
  if (!date) return '';
  const now = options.now === undefined ? Date.now() : new Date(options.now).getTime();
  const seconds = (now - date.getTime()) / 1000;
  return Number.isFinite(seconds) ? formatDuration(seconds, options.language) : '';
}
