// A home message in the reader's language: its translation when there is one, else the nearest
// (traditional Chinese falls back to simplified, as the client's messages do), else the default text.
import type { Language } from '../../shared/constants';
import type { MessageTranslations } from '../db/schema';

const NEAREST: Record<Language, Language[]> = { en: [], zh: [], tr: ['zh'], es: [] };

export function messageText(row: { title: string; content: string; translations: MessageTranslations | null }, language: Language): { title: string; content: string } {
  for (const lang of [language, ...NEAREST[language]]) {
    const text = row.translations?.[lang];
    if (text?.title) return { title: text.title, content: text.content ?? '' };
  }
  return { title: row.title, content: row.content };
}
