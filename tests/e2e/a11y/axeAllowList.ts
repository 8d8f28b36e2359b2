// Reviewed allow-list of axe-core findings that are false positives. Each entry names the rule, the
// element it applies to (text its opening tag must contain) and why it is not a real barrier.
// Anything not listed here fails the accessibility tests.
export interface AllowedFinding {
  rule: string;
  /** Matches when the element's HTML, as axe reports it, contains this text. */
  element: string;
  why: string;
}

export const AXE_ALLOW_LIST: readonly AllowedFinding[] = [
  {
    rule: 'aria-hidden-focus',
    element: 'data-tabster-dummy',
    why:
      "Fluent UI's focus manager (tabster) puts 1px <i tabindex=0 aria-hidden data-tabster-dummy> bumpers around " +
      'focus groups (dialogs, menus, tab lists, the sidebar tree): on focus they at once move focus to the real ' +
      'control before or after, so they are never a stop, and they are hidden from screen readers on purpose so ' +
      'nothing is announced. Tabster cannot work without them (microsoft/tabster#288, fluentui#25133: by design; ' +
      'Accessibility Insights suppresses the same finding). The keyboard walk in keyboardOnly.test.ts shows Tab ' +
      'never stops on one.',
  },
];
