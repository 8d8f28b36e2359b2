// Server messages in the request's language (from `culture`, see languageOfCulture). Unknown keys
// fall back to English, then to the key itself, so a message is never empty.
import type { Language } from '../../shared/constants';
import { en } from './en';
import { es } from './es';
import { tr } from './tr';
import { zh } from './zh';

const catalogues: Record<Language, Record<string, string>> = { en, zh, tr, es };

export function translate(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const text = catalogues[language]?.[key] ?? (en as Record<string, string>)[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
