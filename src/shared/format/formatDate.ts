// Date templates of SPEC §9: {y} year, {m} month, {d} day, {h} hour (0-23), {i} minute, {s} second,
// all but the year zero-padded to two digits, and {a} the weekday as a Chinese numeral (一 … 六, 日
// for Sunday; Monday is the first day of the week). Asia/Shanghai unless a zone is given. Invalid
// dates give '' (never 'Invalid Date'); other text in the template is kept as written.
import { TIMEZONE } from '../constants';
import { toDate } from './dateValue';
import { wallTimeOf } from './zonedTime';

export const DEFAULT_DATE_TEMPLATE = '{y}-{m}-{d} {h}:{i}:{s}';
export const DATE_PLACEHOLDERS = ['y', 'm', 'd', 'h', 'i', 's', 'a'] as const;
/** Monday first: index 0 is Monday. */
export const CHINESE_WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'] as const;

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** True when every {…} in the template is a known placeholder (a page-schema lint check). */
export function isDateTemplate(template: string): boolean {
  for (const m of template.matchAll(PLACEHOLDER)) {
    if (!(DATE_PLACEHOLDERS as readonly string[]).includes(m[1])) return false;
  }
  return template.length > 0;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Formats a date value (see toDate) with a template; '' when it is not a date. */
export function formatDate(value: unknown, template: string = DEFAULT_DATE_TEMPLATE, timeZone: string = TIMEZONE): string {
  const date = toDate(value, timeZone);
  if (!date) return '';
  const w = wallTimeOf(date, timeZone);
  const parts: Record<string, string> = {
    y: String(w.year),
    m: pad2(w.month),
    d: pad2(w.day),
    h: pad2(w.hour),
    i: pad2(w.minute),
    s: pad2(w.second),
    a: CHINESE_WEEKDAYS[(w.weekday + 6) % 7],
  };
  return template.replace(PLACEHOLDER, (whole, key: string) => parts[key] ?? whole);
}
