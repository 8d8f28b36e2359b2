// The component-size menu (SPEC §3 app preference `size`, default mini, cookie `size`): default,
// medium, small, mini; the grid reads the size for its row heights.
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { TextFontSizeRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { notify } from '../../api/notify';
import { APP_SIZES, appState, isAppSize, setSize } from '../../state/appStore';

const SIZE_TOAST_MS = 3_000;

/** Applies a size chosen by hand and confirms it like the language switch does. */
export function chooseSize(size: string, successText: string): void {
  if (!isAppSize(size) || size === appState.size) return;
  setSize(size);
  notify('success', successText, SIZE_TOAST_MS);
}

/** `compact`: the icon only (mobile navbar). */
export function SizeMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { size } = useSnapshot(appState);
  return (
    <Menu
      checkedValues={{ size: [size] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0];
        if (next) chooseSize(next, t('navbar.switchSizeSuccess'));
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<TextFontSizeRegular />} aria-label={t('navbar.size')} data-testid="size-menu">
          {compact ? null : t(`navbar.sizes.${isAppSize(size) ? size : 'mini'}`)}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {APP_SIZES.map((option) => (
            <MenuItemRadio key={option} name="size" value={option} data-testid={`size-${option}`}>
              {t(`navbar.sizes.${option}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
