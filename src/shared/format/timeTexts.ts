// Texts of the relative-time and duration formats in every product language (en, zh, tr =
// traditional Chinese, es). Shared code has no i18n runtime, so they live here as plain data.
import type { Language } from '../constants';

export type TimeUnit = 'minute' | 'hour' | 'day';

export interface TimeTexts {
  justNow: string;
  /** "n units ago". */
  ago: (n: number, unit: TimeUnit) => string;
  /** A length of time: "n units". */
  span: (n: number, unit: TimeUnit) => string;
  /** Template for dates older than two days when no template is given: month/day hour:minute. */
  olderTemplate: string;
}

const EN_UNITS: Record<TimeUnit, string> = { minute: 'minute', hour: 'hour', day: 'day' };
const ES_UNITS: Record<TimeUnit, [string, string]> = {
  minute: ['minuto', 'minutos'],
  hour: ['hora', 'horas'],
  day: ['día', 'días'],
};
const ZH_UNITS: Record<TimeUnit, string> = { minute: '分钟', hour: '小时', day: '天' };
const TR_UNITS: Record<TimeUnit, string> = { minute: '分鐘', hour: '小時', day: '天' };

/** English plural: a plain s for every count but exactly one (0 minutes, 1 minute, 2 minutes). */
const enSpan = (n: number, unit: TimeUnit) => `${n} ${EN_UNITS[unit]}${Math.abs(n) === 1 ? '' : 's'}`;
const esSpan = (n: number, unit: TimeUnit) => `${n} ${ES_UNITS[unit][Math.abs(n) === 1 ? 0 : 1]}`;

export const TIME_TEXTS: Record<Language, TimeTexts> = {
  en: {
    justNow: 'just now',
    ago: (n, unit) => `${enSpan(n, unit)} ago`,
    span: enSpan,
    olderTemplate: '{m}/{d} {h}:{i}',
  },
  zh: {
    justNow: '刚刚',
    ago: (n, unit) => `${n}${ZH_UNITS[unit]}前`,
    span: (n, unit) => `${n}${ZH_UNITS[unit]}`,
    olderTemplate: '{m}月{d}日 {h}:{i}',
  },
  tr: {
    justNow: '剛剛',
    ago: (n, unit) => `${n}${TR_UNITS[unit]}前`,
    span: (n, unit) => `${n}${TR_UNITS[unit]}`,
    olderTemplate: '{m}月{d}日 {h}:{i}',
  },
  es: {
    justNow: 'justo ahora',
    ago: (n, unit) => `hace ${esSpan(n, unit)}`,
    span: esSpan,
    olderTemplate: '{d}/{m} {h}:{i}',
  },
};

/** The texts of a language; an unknown language code falls back to English. */
export function timeTextsFor(language: string): TimeTexts {
  return (TIME_TEXTS as Record<string, TimeTexts>)[language] ?? TIME_TEXTS.en;
}
