// Component tests run in English with the real message files.
import i18n, { loadLanguage } from '../../../src/client/i18n/i18n';

export async function useEnglish(): Promise<void> {
  await loadLanguage('en');
  await i18n.changeLanguage('en');
}
