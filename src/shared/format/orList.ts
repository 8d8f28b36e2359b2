// "CN or DE", "CN或DE": the examples a validation message names, joined as the language says "or".
// Our language codes are not locales (`tr` is traditional Chinese, not Turkish), so map them first.
import type { Language } from '../constants';

const LOCALE: Record<Language, string> = { en: 'en', zh: 'zh-CN', tr: 'zh-TW', es: 'es' };

export function orList(language: Language, items: readonly string[]): string {
  return new Intl.ListFormat(LOCALE[language] ?? 'en', { type: 'disjunction' }).format(items);
}
