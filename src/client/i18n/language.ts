// Applying a language: load its pack, switch i18next, remember it in the cookies of SPEC §9.
import { cultureOf, LANGUAGE_COOKIE_DAYS, type Language } from '../../shared/constants';
import { notify } from '../api/notify';
import { announceCultureChange } from '../api/resourceChanges';
import { appState } from '../state/appStore';
import { Cookies, getCookie, setCookie } from '../state/cookies';
import i18n, { loadLanguage } from './i18n';
import { chooseLanguage } from './languageSelection';
import { ALL_PARTS, type MessagePart } from './messageParts';

export function writeLanguageCookies(language: Language, byHand: boolean): void {
  setCookie(Cookies.smartLanguage, language, LANGUAGE_COOKIE_DAYS);
  setCookie(Cookies.culture, cultureOf(language), LANGUAGE_COOKIE_DAYS);
  if (byHand) setCookie(Cookies.switchLanguage, 'true', LANGUAGE_COOKIE_DAYS);
}

/** Applies a language, loading its messages: all parts, unless the first screen needs only the shell's (main.tsx). */
export async function applyLanguage(language: Language, byHand = false, parts: readonly MessagePart[] = ALL_PARTS): Promise<void> {
  await loadLanguage(language, parts);
  await i18n.changeLanguage(language);
  const culture = getCookie(Cookies.culture);
  appState.language = language;
  if (byHand) appState.switchLanguage = true;
  writeLanguageCookies(language, byHand);
  // The server's words in every answer follow the culture: what was answered in the last one is asked again.
  if (culture && culture !== cultureOf(language)) announceCultureChange();
  document.documentElement.lang = cultureOf(language);
  if (byHand) notify('success', i18n.t('navbar.switchLanguageSuccess'), 3_000);
}

/** The start-up choice, from the site settings' default language and the cookies. */
export function initialLanguage(siteDefault: string | undefined): Language {
  return chooseLanguage({
    siteDefault,
    switchedByHand: getCookie(Cookies.switchLanguage) === 'true',
    cookieLanguage: getCookie(Cookies.smartLanguage),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}
