// Field and entity titles (the `field.*` keys every entity schema names) in the user's language, for
// what the server writes for people to read (xlsx headers). One source of truth: the client's field
// catalogue, read here as data, never copied. Missing titles fall back as the client does (tr → zh → en).
import type { Language } from '../../shared/constants';
import en from '../../client/i18n/locales/en/field.json';
import es from '../../client/i18n/locales/es/field.json';
import tr from '../../client/i18n/locales/tr/field.json';
import zh from '../../client/i18n/locales/zh/field.json';

type Tree = { [key: string]: string | Tree };

const catalogues: Record<Language, Tree> = { en, zh, tr, es };
const FALLBACKS: Record<Language, Language[]> = { en: ['en'], zh: ['zh', 'en'], tr: ['tr', 'zh', 'en'], es: ['es', 'en'] };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The title of a `field.…` key in `language`, or `fallback` when no catalogue has it. */
export function fieldTitle(language: Language, key: string | undefined, fallback: string): string {
  if (!key) return fallback;
  for (const lang of FALLBACKS[language]) {
    const text = lookup(catalogues[lang], key);
    if (text) return text;
  }
  return fallback;
}

/** The title in every language (for reading back a file whose headers are titles). */
export function fieldTitlesEverywhere(key: string | undefined): string[] {
  if (!key) return [];
  return (Object.keys(catalogues) as Language[]).map((lang) => lookup(catalogues[lang], key)).filter((t): t is string => !!t);
}
