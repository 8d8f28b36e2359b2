// A navbar button opening a radio list of choices (language, size): the current one checked, labels
// from `<labelKey>.<value>`, and `onChoose` only for a different value.
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

interface ChoiceMenuProps<T extends string> {
  /** Names the radio group and the test ids (`<name>-menu`, `<name>-<value>`). */
  name: string;
  choices: readonly T[];
  current: T;
  /** i18n prefix of the choice labels. */
  labelKey: string;
  /** i18n key of the button's accessible name. */
  ariaKey: string;
  icon: ReactElement;
  /** The icon only (mobile navbar). */
  compact?: boolean;
  onChoose: (value: T) => void;
}

export function ChoiceMenu<T extends string>({ name, choices, current, labelKey, ariaKey, icon, compact = false, onChoose }: ChoiceMenuProps<T>) {
  const { t } = useTranslation();
  const value = t(`${labelKey}.${current}`);
  return (
    <Menu
      checkedValues={{ [name]: [current] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0] as T | undefined;
        if (next && next !== current && choices.includes(next)) onChoose(next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        {/* The name starts with the visible text (WCAG 2.5.3 label in name), then says what it chooses. */}
        <Button appearance="subtle" icon={icon} aria-label={t('navbar.choiceName', { value, name: t(ariaKey) })} data-testid={`${name}-menu`}>
          {compact ? null : value}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {choices.map((value) => (
            <MenuItemRadio key={value} name={name} value={value} data-testid={`${name}-${value}`}>
              {t(`${labelKey}.${value}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
