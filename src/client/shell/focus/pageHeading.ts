// Where focus goes when a screen appears (after sign-in, a navigation, sign-out, or when a dialog's
// opener is gone): the shown screen's heading, so keyboard and screen-reader users start at the top
// of the new content and never on <body>. A screen marks its heading with `pageHeadingProps`.
import { useEffect } from 'react';

export const pageHeadingProps = { 'data-page-heading': '', tabIndex: -1 } as const;

/** The heading of the screen on show (cached screens hidden by <Activity> have no layout boxes). */
export function shownPageHeading(doc: Document = document): HTMLElement | null {
  for (const el of doc.querySelectorAll<HTMLElement>('[data-page-heading]')) if (el.getClientRects().length > 0) return el;
  return null;
}

export function modalOpen(doc: Document = document): boolean {
  return doc.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;
}

/**
 * Focuses the page heading as soon as it is shown (screens load lazily), unless focus moves somewhere
 * else first or a modal dialog is open, which then keeps it. Returns a cancel function.
 */
export function focusPageHeadingWhenShown(doc: Document = document, timeoutMs = 5_000): () => void {
  const origin = doc.activeElement;
  const until = Date.now() + timeoutMs;
  let frame = 0;
  const tick = () => {
    const active = doc.activeElement;
    const movedElsewhere = active !== null && active !== origin && active !== doc.body;
    if (movedElsewhere || modalOpen(doc) || Date.now() > until) return;
    const heading = shownPageHeading(doc);
    if (heading) heading.focus();
    else frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

/** Focuses the shown page heading whenever `key` (the path) changes, and on mount. */
export function usePageHeadingFocus(key: string): void {
  useEffect(() => focusPageHeadingWhenShown(), [key]);
}
