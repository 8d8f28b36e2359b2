// The menu of ChoiceMenu once it is wanted: the navbar button opening a radio list of choices
// (language, size), the current one checked, labels from `<labelKey>.<value>`, and `onChoose` only for
// a different value. Its own chunk: Fluent's menu and positioning code is not needed to paint a page.
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { choiceButtonName, type ChoiceMenuProps } from './choiceMenuProps';

/** `defaultOpen`: open at mount (the first click that loaded this chunk asked for it). */
export default function ChoiceMenuLoaded<T extends string>({
  name,
  choices,
  current,
  labelKey,
  ariaKey,
  icon,
  compact = false,
  onChoose,
  defaultOpen = false,
}: ChoiceMenuProps<T> & { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const value = t(`${labelKey}.${current}`);
  return (
    <Menu
      defaultOpen={defaultOpen}
      checkedValues={{ [name]: [current] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0] as T | undefined;
        if (next && next !== current && choices.includes(next)) onChoose(next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={icon} aria-label={choiceButtonName(t, labelKey, ariaKey, current)} data-testid={`${name}-menu`}>
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
