// The component-size menu (SPEC §3 app preference `size`, default mini, cookie `size`): default,
// medium, small, mini; the grid reads the size for its row heights.
import { TextFontSizeRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../state/useStore';
import { notify } from '../../api/notify';
import { APP_SIZES, appState, isAppSize, setSize } from '../../state/appStore';
import { ChoiceMenu } from './ChoiceMenu';

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
  const size = useStore(appState, (s) => s.size);
  return (
    <ChoiceMenu
      name="size"
      choices={APP_SIZES}
      current={isAppSize(size) ? size : 'mini'}
      labelKey="navbar.sizes"
      ariaKey="navbar.size"
      icon={<TextFontSizeRegular />}
      compact={compact}
      onChoose={(next) => chooseSize(next, t('navbar.switchSizeSuccess'))}
    />
  );
}
