// The language dropdown (SPEC §2): offered only when the site settings enable it; lists zh and en.
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { MENU_LANGUAGES } from '../../../shared/constants';
import { applyLanguage } from '../../i18n/language';
import { appState } from '../../state/appStore';
import { siteState } from '../../state/siteStore';

/** `compact`: the icon only (mobile navbar). */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { language } = useSnapshot(appState);
  const { settings } = useSnapshot(siteState);
  if (!settings.isLanguage) return null;
  return (
    <Menu
      checkedValues={{ language: [language] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0];
        if (next && next !== language) void applyLanguage(next as (typeof MENU_LANGUAGES)[number], true);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<LocalLanguageRegular />} aria-label={t('navbar.language')} data-testid="language-menu">
          {compact ? null : t(`navbar.languages.${language}`)}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {MENU_LANGUAGES.map((lang) => (
            <MenuItemRadio key={lang} name="language" value={lang} data-testid={`language-${lang}`}>
              {t(`navbar.languages.${lang}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
