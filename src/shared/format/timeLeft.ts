// A deadline (a cut-off) as its date and time in the user's time zone with the time left until it —
// "11-25 18:00 · 36 hours left" — or that it has passed. Whole units rounded down: minutes under
// an hour, hours under three days, then days.
import { TIMEZONE } from '../constants';
import { toDate } from './dateValue';
import { formatDuration } from './duration';
import { formatDate } from './formatDate';
import { timeTextsFor } from './timeTexts';

export interface TimeLeftOptions {
  language: string;
  now?: Date | number;
  timeZone?: string;
}

const LEFT: Record<string, (time: string) => string> = {
  en: (time) => `${time} left`,
  zh: (time) => `剩余 ${time}`,
  tr: (time) => `剩餘 ${time}`,
  es: (time) => `quedan ${time}`,
};
const PASSED: Record<string, string> = { en: 'closed', zh: '已截止', tr: '已截止', es: 'cerrado' };

/** '' when the value is not a date. */
export function formatTimeLeft(value: unknown, options: TimeLeftOptions): string {
  const timeZone = options.timeZone ?? TIMEZONE;
  const date = toDate(value, timeZone);
  if (!date) return '';
  const now = options.now === undefined ? Date.now() : new Date(options.now).getTime();
  const seconds = (date.getTime() - now) / 1000;
  const when = formatDate(date, '{m}-{d} {h}:{i}', timeZone);
  const language = options.language in LEFT ? options.language : 'en';
  if (seconds <= 0) return `${when} · ${PASSED[language]}`;
  // Hours up to three days: what a shipper counts against a cut-off; beyond, whole days.
  const left = seconds >= 3600 && seconds < 72 * 3600 ? timeTextsFor(language).span(Math.floor(seconds / 3600), 'hour') : formatDuration(seconds, language);
  return `${when} · ${LEFT[language](left)}`;
}
