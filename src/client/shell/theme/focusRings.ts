// Clear focus rings (WCAG 2.4.7) on the controls where Fluent shows only a thin underline or nothing:
// text inputs, dropdowns, search boxes, links and the grid's canvas; and none on what only takes focus
// to be read from (a screen's heading). One static stylesheet under the
// FluentProvider, so every screen inherits it; the colour is Fluent's focus stroke token.
import { makeStaticStyles, tokens } from '@fluentui/react-components';

const RING = `2px solid ${tokens.colorStrokeFocus2}`;

export const useFocusRings = makeStaticStyles({
  [['.fui-Input', '.fui-Textarea', '.fui-Dropdown', '.fui-Combobox', '.fui-Select', '.fui-SpinButton', '.fui-SearchBox', '.fui-DatePicker'].map((c) => `${c}:focus-within`).join(', ')]: {
    outline: RING,
    outlineOffset: '1px',
  },
  // Fluent marks a focused link with a double underline only, and sets no outline: the class is doubled
  // so the ring wins over its own (equally specific) focus styles.
  '.fui-Link.fui-Link:focus-visible, .fui-Link.fui-Link[data-fui-focus-visible], a:focus-visible': {
    outline: RING,
    outlineOffset: '2px',
    borderRadius: '2px',
  },
  // The grid draws on canvases whose header canvas covers a ring on the focused canvas itself, and
  // glide's own boxes clip: the ring goes around the grid's frame (the grid block's child holding it).
  '[data-block="grid"] > div:has([data-testid="data-grid-canvas"]:focus-visible, .dvn-scroller:focus-visible)': {
    outline: RING,
    outlineOffset: '1px',
  },
  // A screen's heading takes focus when the screen appears (shell/focus/pageHeading.ts), so keyboard
  // and screen-reader users start there; it is not a control, and a ring round a title reads as one.
  // The same for the main regions the skip link focuses.
  '[data-page-heading]:focus, main[tabindex="-1"]:focus': {
    outline: 'none',
  },
});
