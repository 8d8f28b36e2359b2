// The language dropdown (SPEC §2): offered only when the site settings enable it; lists zh and en.
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useStore } from '../../state/useStore';
import { MENU_LANGUAGES } from '../../../shared/constants';
import { applyLanguage } from '../../i18n/language';
import { appState } from '../../state/appStore';
import { siteState } from '../../state/siteStore';
import { ChoiceMenu } from './ChoiceMenu';

/** `compact`: the icon only (mobile navbar). */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const language = useStore(appState, (s) => s.language);
  const settings = useStore(siteState, (s) => s.settings);
  if (!settings.isLanguage) return null;
  return (
    <ChoiceMenu
      name="language"
      choices={MENU_LANGUAGES}
      current={language as (typeof MENU_LANGUAGES)[number]}
      labelKey="navbar.languages"
      ariaKey="navbar.language"
      icon={<LocalLanguageRegular />}
      compact={compact}
      onChoose={(next) => void applyLanguage(next, true)}
    />
  );
}
