// Which elements of a dialog are fields: the first one takes focus when the dialog opens, and Enter in a
// single-line one submits (not in a text area, a choice list or a button).

const FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'textarea:not([disabled]):not([readonly])',
  'select:not([disabled])',
  '[role="combobox"]:not([disabled]):not([aria-disabled="true"])',
].join(', ');

const NOT_SINGLE_LINE = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image', 'range', 'color', 'hidden']);

export function firstField(root: HTMLElement): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>(FIELD)) {
    if (!element.closest('[hidden]')) return element;
  }
  return null;
}

export function isSingleLineField(target: EventTarget | Element | null): target is HTMLInputElement {
  if (!(target instanceof HTMLInputElement)) return false;
  if (target.getAttribute('role') === 'combobox' || target.readOnly || target.disabled) return false;
  return !NOT_SINGLE_LINE.has(target.type);
}
