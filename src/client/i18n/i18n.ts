// i18next with lazy packs per language and edition: every area file locales/<lang>/*.json of the chosen
// language is loaded and deep-merged, then, for the F6 edition, editions/f6/<lang>/*.json on top.
// Other parts of the app add their own area files; nothing here lists them. A language loads in two
// parts (messageParts.ts): the first paint of /home waits only for the shell's.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_FALLBACKS, type Language } from '../../shared/constants';
import { deepMerge, type Messages } from './deepMerge';
import { addFormatters } from './formatters';
import { ALL_PARTS, type MessagePart, partOfFile } from './messageParts';

type Pack = { default: Messages };
const areaFiles = import.meta.glob<Pack>('./locales/*/*.json');
const editionFiles = import.meta.glob<Pack>('./editions/*/*/*.json');

export type Edition = 'F9' | 'F6';
export const EDITION: Edition = String(import.meta.env.VITE_F9_EDITION ?? 'F9').toUpperCase() === 'F6' ? 'F6' : 'F9';

/** Missing keys fall back along these languages (tr is traditional Chinese, closest to zh). */
export const FALLBACKS: Record<Language, Language[]> = LANGUAGE_FALLBACKS;

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'zh',
  fallbackLng: { tr: ['zh', 'en'], es: ['en'], zh: ['en'], default: ['en'] },
  resources: {},
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});
addFormatters(i18n);

/** One load per language and part, shared by concurrent callers (start-up preloads while settings arrive). */
const loading = new Map<string, Promise<void>>();

async function loadFiles(files: Record<string, () => Promise<Pack>>, prefix: string, parts: readonly MessagePart[]): Promise<Messages> {
  const matching = Object.keys(files)
    .filter((path) => path.startsWith(prefix) && parts.includes(partOfFile(path)))
    .sort();
  const packs = await Promise.all(matching.map((path) => files[path]()));
  return packs.reduce<Messages>((all, pack) => deepMerge(all, pack.default), {});
}

/** Messages of one language for an edition, merged (exported for tests); all parts unless told. */
export async function buildMessages(language: Language, edition: Edition = EDITION, parts: readonly MessagePart[] = ALL_PARTS): Promise<Messages> {
  let messages = await loadFiles(areaFiles, `./locales/${language}/`, parts);
  if (edition === 'F6') messages = deepMerge(messages, await loadFiles(editionFiles, `./editions/f6/${language}/`, parts));
  return messages;
}

function loadOne(lang: Language, part: MessagePart): Promise<void> {
  const key = `${lang}/${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = buildMessages(lang, EDITION, [part]).then((messages) => {
      i18n.addResourceBundle(lang, 'translation', messages, true, true);
    });
    // A failed load may be retried later.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Languages whose shell part holds every key of en's (keys.test.ts): /home paints in them without a fallback. */
const COMPLETE_SHELLS: readonly Language[] = ['en', 'zh'];

/** The languages a part is loaded in: the language and its fallbacks (FALLBACKS), but a complete shell needs none. */
function languagesOf(language: Language, part: MessagePart): Language[] {
  return part === 'shell' && COMPLETE_SHELLS.includes(language) ? [language] : [language, ...FALLBACKS[language]];
}

/** Loads a language (and the fallbacks its parts need) once: the given parts, all unless told. */
export async function loadLanguage(language: Language, parts: readonly MessagePart[] = ALL_PARTS): Promise<void> {
  await Promise.all(parts.flatMap((part) => languagesOf(language, part).map((lang) => loadOne(lang, part))));
}

export default i18n;

/**
 * The screens' part of every language whose shell part was asked for (the page's language; at start-up
 * perhaps also the cookie's guess that the site settings overruled), with its fallbacks. A screen
 * other than /home loads with it (withAllMessages), so it never draws a key where a word belongs.
 */
export async function loadAllMessages(): Promise<void> {
  const languages = [...loading.keys()].filter((key) => key.endsWith('/shell')).map((key) => key.split('/')[0] as Language);
  await Promise.all(languages.flatMap((lang) => languagesOf(lang, 'screens')).map((lang) => loadOne(lang, 'screens')));
}

/** A lazily loaded module that is ready only with every message of the language (a screen's chunk). */
export function withAllMessages<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadAllMessages()]).then(([module]) => module);
}
