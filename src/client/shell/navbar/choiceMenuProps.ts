// What a navbar choice menu (language, size) is given, and its button's name: shared by the button
// painted first (ChoiceMenu) and the menu loaded on first use (ChoiceMenuLoaded).
import type { ReactElement } from 'react';

export interface ChoiceMenuProps<T extends string> {
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

/** The trigger's accessible name: it starts with the visible text (WCAG 2.5.3 label in name), then says what it chooses. */
export function choiceButtonName(t: (key: string, options?: Record<string, string>) => string, labelKey: string, ariaKey: string, current: string): string {
  return t('navbar.choiceName', { value: t(`${labelKey}.${current}`), name: t(ariaKey) });
}

