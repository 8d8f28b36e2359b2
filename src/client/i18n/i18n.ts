// i18next with lazy packs per language and edition: every area file locales/<lang>/*.json of the chosen
// language is loaded and deep-merged, then, for the F6 edition, editions/f6/<lang>/*.json on top.
// Other parts of the app add their own area files; nothing here lists them.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_FALLBACKS, type Language } from '../../shared/constants';
import { deepMerge, type Messages } from './deepMerge';
import { addFormatters } from './formatters';

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

/** One load per language, shared by concurrent callers (start-up preloads while settings arrive). */
const loading = new Map<string, Promise<void>>();

async function loadFiles(files: Record<string, () => Promise<Pack>>, prefix: string): Promise<Messages> {
  const matching = Object.keys(files)
    .filter((path) => path.startsWith(prefix))
    .sort();
  const packs = await Promise.all(matching.map((path) => files[path]()));
  return packs.reduce<Messages>((all, pack) => deepMerge(all, pack.default), {});
}

/** Messages of one language for an edition, merged (exported for tests). */
export async function buildMessages(language: Language, edition: Edition = EDITION): Promise<Messages> {
  let messages = await loadFiles(areaFiles, `./locales/${language}/`);
  if (edition === 'F6') messages = deepMerge(messages, await loadFiles(editionFiles, `./editions/f6/${language}/`));
  return messages;
}

function loadOne(lang: Language): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = buildMessages(lang).then((messages) => {
      i18n.addResourceBundle(lang, 'translation', messages, true, true);
    });
    // A failed load may be retried later.
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** Loads a language and its fallbacks once. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([language, ...FALLBACKS[language]].map(loadOne));
}

export default i18n;
