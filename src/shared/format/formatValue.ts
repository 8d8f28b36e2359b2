// The one entry point the renderer's grid and detail blocks and the dashboard format values
// through: formatValue("money", 1234.5, { language: 'zh' }) -> '1,234.50'. The output is always
// plain text, to be shown as text (the HTML-producing line-break helper is deliberately not a
// format). It never throws on a value; a format text that names no format shows the value's text
// (the page-schema lint reports such a format long before a user sees it).
import type { Language } from '../constants';
import { NUMBER_IS_WRONG, toChineseCapital } from './capital';
import { formatCompact } from './compact';
import { formatElapsed, formatDuration } from './duration';
import { formatDate } from './formatDate';
import { type FormatSpec, parseFormatSpec } from './formatSpec';
import { htmlToText } from './htmlToText';
import { joinList } from './joinList';
import { formatMoney, formatNumber, formatThousands } from './numbers';
import { formatOrdinal } from './ordinal';
import { formatRelativeTime } from './relativeTime';
import { formatTimeLeft } from './timeLeft';
import { textOf } from './textOf';

export interface FormatOptions {
  language: Language | string;
  /** IANA zone for dates; default Asia/Shanghai. An unknown zone is a configuration error (RangeError). */
  timeZone?: string;
  /** Reference instant for relativeTime and elapsed; default now. */
  now?: Date | number;
}

/** 'Number is wrong!' in the user's language (the English text is the spec's own). */
export const NUMBER_IS_WRONG_TEXT: Record<Language, string> = {
  en: NUMBER_IS_WRONG,
  zh: '数字格式错误！',
  tr: '數字格式錯誤！',
  es: '¡El número es incorrecto!',
};

/** Plain text of a value under any format: Dates as full dates, arrays as lists. */
function plainText(value: unknown, options: FormatOptions): string {
  if (value instanceof Date) return formatDate(value, undefined, options.timeZone);
  if (Array.isArray(value)) return joinList(value);
  return textOf(value);
}

export function formatValue(format: FormatSpec | string, value: unknown, options: FormatOptions): string {
  const spec = parseFormatSpec(format);
  if (!spec) return plainText(value, options);
  switch (spec.name) {
    case 'money':
      return formatMoney(value);
    case 'number':
      return formatNumber(value, { digits: spec.digits });
    case 'thousands':
      return formatThousands(value);
    case 'compact':
      return formatCompact(value, spec.digits);
    case 'relativeTime':
      return formatRelativeTime(value, { language: options.language, now: options.now, timeZone: options.timeZone, template: spec.template });
    case 'duration':
      return formatDuration(value, options.language);
    case 'elapsed':
      return formatElapsed(value, { language: options.language, now: options.now, timeZone: options.timeZone });
    case 'timeLeft':
      return formatTimeLeft(value, { language: options.language, now: options.now, timeZone: options.timeZone });
    case 'date':
      return formatDate(value, spec.template, options.timeZone);
    case 'ordinal':
      return formatOrdinal(value, spec.style);
    case 'capital': {
      const words = toChineseCapital(value);
      return words === NUMBER_IS_WRONG ? ((NUMBER_IS_WRONG_TEXT as Record<string, string>)[options.language] ?? NUMBER_IS_WRONG) : words;
    }
    case 'list':
      return joinList(value, spec.separator);
    case 'htmlText':
      return htmlToText(value);
    case 'text':
    case 'badge':
      // A badge's text is the value's (the renderer draws the pill and puts the choice's label in it).
      return plainText(value, options);
  }
}
