// A navbar choice (language, size) that paints as a plain button (NavButton) and loads its menu on first use:
// hovering or focusing the button fetches the menu's chunk, a click mounts it already open.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceButtonName, type ChoiceMenuProps } from './choiceMenuProps';
import { NavButton } from './NavButton';

const loadMenu = () => import('./ChoiceMenuLoaded');
const ChoiceMenuLoaded = lazy(loadMenu);
const prefetch = () => void loadMenu().catch(() => undefined);

export function ChoiceMenu<T extends string>(props: ChoiceMenuProps<T>) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const { name, current, labelKey, ariaKey, icon, compact = false } = props;
  // Looks and is named exactly like the menu's own trigger, which replaces it.
  const button = (
    <NavButton
      appearance="subtle"
      icon={icon}
      aria-label={choiceButtonName(t, labelKey, ariaKey, current)}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid={`${name}-menu`}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setWanted(true)}
    >
      {compact ? null : t(`${labelKey}.${current}`)}
    </NavButton>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      {/* lazy() forgets the type parameter; the menu only hands back one of `choices`. */}
      <ChoiceMenuLoaded {...(props as unknown as ChoiceMenuProps<string>)} defaultOpen />
    </Suspense>
  );
}
