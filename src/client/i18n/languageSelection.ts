// Which language the app starts in (SPEC §4): the site default if it is zh, en or tr and the user has
// not switched by hand; otherwise the smartLanguage cookie; else the browser language matched against
// en, zh and tr; else en.
import { LANGUAGES, type Language } from '../../shared/constants';

const SITE_DEFAULTS: Language[] = ['zh', 'en', 'tr'];

export interface LanguageInputs {
  siteDefault?: string | null;
  switchedByHand: boolean;
  cookieLanguage?: string | null;
  browserLanguages: readonly string[];
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as string[]).includes(value);
}

/** zh-TW, zh-HK and zh-Hant are traditional Chinese (tr); other zh is zh; en-* is en. */
export function matchBrowserLanguage(languages: readonly string[]): Language | null {
  for (const raw of languages) {
    const tag = raw.toLowerCase();
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return 'tr';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh';
  }
  return null;
}

export function chooseLanguage(inputs: LanguageInputs): Language {
  const site = inputs.siteDefault ?? '';
  if (!inputs.switchedByHand && (SITE_DEFAULTS as string[]).includes(site)) return site as Language;
  if (isLanguage(inputs.cookieLanguage)) return inputs.cookieLanguage;
  return matchBrowserLanguage(inputs.browserLanguages) ?? 'en';
}
