// After a refused save (the form's own checks or the server's field errors), focus goes to the first
// invalid field in the order the form shows its fields, not in the order the validator lists errors.
// RJSF renders each field's error list as `<field id>__error`, so document order is form order.
const ERROR_SUFFIX = '__error';

export function firstInvalidField(container: ParentNode): HTMLElement | null {
  for (const list of container.querySelectorAll<HTMLElement>(`[id$="${ERROR_SUFFIX}"]`)) {
    if (!list.textContent?.trim()) continue;
    const field = document.getElementById(list.id.slice(0, -ERROR_SUFFIX.length));
    if (!field) continue;
    if (field.matches('input, select, textarea, button, [tabindex]')) return field;
    const inner = field.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]');
    if (inner) return inner;
  }
  return null;
}

/** Once the error messages are drawn (next frame), focuses the first invalid field inside `container`. */
export function focusFirstInvalid(container: ParentNode | null): void {
  requestAnimationFrame(() => {
    if (container) firstInvalidField(container)?.focus();
  });
}
