// Business constants and limits of SPEC §9, in one place for both sides.
export const REQUEST_TIMEOUT_MS = 20_000;
export const TOAST_MS = 5_000;
export const PASSWORD_MIN_LENGTH = 5;
export const CAPTCHA_LENGTH = 4;
export const MOBILE_BREAKPOINT_PX = 992;
export const PASSWORD_SUCCESS_MS = 2_000;
export const VERSION_UPDATE_MESSAGE_MS = 1_500;
export const DEFAULT_THEME_COLOR = '#409EFF';
export const TIMEZONE = 'Asia/Shanghai';
export const DEFAULT_CULTURE = 'zh-CN';
export const DEFAULT_SIZE = 'mini';
export const LANGUAGE_COOKIE_DAYS = 60;
export const SCROLL_SAVE_DEBOUNCE_MS = 500;
export const CONTEXT_MENU_WIDTH_PX = 150;
export const CONTEXT_MENU_ITEM_PX = 30;
// Grid paging (size 10 from page 1) is DEFAULT_PAGE_SIZE / DEFAULT_PAGE of wire/resourceContract.ts;
// float digits 2 is DEFAULT_DIGITS of format/numbers.ts.
export const GRID_ROW_HEIGHTS = { default: 48, medium: 44, small: 40, mini: 36 } as const;
export const GRID_MIN_HEIGHT = 144;
export const GRID_TREE_INDENT = 20;
export const GRID_MAX_FROZEN_COLUMNS = 4;
/** Checkbox range drag: the grid scrolls one row per tick while the pointer is at its edge. */
export const GRID_DRAG_AUTOSCROLL_MS = 50;
/** The column ("custom") panel closes this long after the pointer leaves it. */
export const GRID_PANEL_CLOSE_DELAY_MS = 350;
export const DEFAULT_SITE_TITLE = 'F9';

export type Language = 'en' | 'zh' | 'tr' | 'es';
export const LANGUAGES: Language[] = ['en', 'zh', 'tr', 'es'];
/** What a missing text in a language falls back to, in order (tr is traditional Chinese, closest to zh). */
export const LANGUAGE_FALLBACKS: Record<Language, Language[]> = { en: [], zh: ['en'], tr: ['zh', 'en'], es: ['en'] };
/** Whether a record's Chinese text (a `…_zh` / local-name column) serves this language before English. */
export const readsChinese = (language: Language): boolean => language === 'zh' || LANGUAGE_FALLBACKS[language][0] === 'zh';
/** The language menu offers these two. */
export const MENU_LANGUAGES: Language[] = ['zh', 'en'];

/** Culture cookie mapping: en to en-US, zh to zh-CN, tr (traditional Chinese) to zh-TW, else zh-CN. */
export function cultureOf(language: string): string {
  if (language === 'en') return 'en-US';
  if (language === 'tr') return 'zh-TW';
  return 'zh-CN';
}

/** The reverse, for the server reading `culture`. */
export function languageOfCulture(culture: string | undefined): Language {
  if (culture === 'en-US') return 'en';
  if (culture === 'zh-TW') return 'tr';
  if (culture === 'es-ES') return 'es';
  return 'zh';
}
