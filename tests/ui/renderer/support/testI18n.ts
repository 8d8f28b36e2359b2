// An i18next instance holding every client area file of each language, as the app's loader merges
// them, so component tests see the real messages.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addFormatters } from '../../../../src/client/i18n/formatters';

type Messages = Record<string, unknown>;
const files = import.meta.glob<{ default: Messages }>('../../../../src/client/i18n/locales/*/*.json', { eager: true });

function merge(a: Messages, b: Messages): Messages {
  const out: Messages = { ...a };
  for (const [k, v] of Object.entries(b)) {
    out[k] = v && typeof v === 'object' && !Array.isArray(v) && out[k] && typeof out[k] === 'object' ? merge(out[k] as Messages, v as Messages) : v;
  }
  return out;
}

export function makeTestI18n(language: string): I18n {
  const resources: Record<string, { translation: Messages }> = {};
  for (const [path, mod] of Object.entries(files)) {
    const lang = path.split('/').slice(-2)[0];
    resources[lang] = { translation: merge(resources[lang]?.translation ?? {}, mod.default) };
  }
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  addFormatters(i18n);
  return i18n;
}
