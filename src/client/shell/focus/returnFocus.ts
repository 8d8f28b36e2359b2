// Focus back to the control that opened a dialog or panel when it closes (WCAG 2.4.3). A document-wide
// listener remembers the last control focused outside any dialog; on close, if focus was left on
// <body> (the dialog's content is gone), it goes back there, or to the page heading when the opener
// itself is gone too.
import { useLayoutEffect } from 'react';
import { focusPageHeadingWhenShown } from './pageHeading';

const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], .fui-Toast';
let lastOutside: HTMLElement | null = null;
let listening = false;

function track(doc: Document): void {
  if (listening) return;
  listening = true;
  doc.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest(OVERLAY) && !target.hasAttribute('data-tabster-dummy')) lastOutside = target;
    },
    true,
  );
}

/** Installs the tracker early (the app's start), so the opener of the first dialog is known. */
export function trackFocusOutsideDialogs(doc: Document = document): void {
  track(doc);
}

/** Where focus should go back to, for a dialog opening now. */
export function currentOpener(doc: Document = document): HTMLElement | null {
  const active = doc.activeElement;
  if (active instanceof HTMLElement && active !== doc.body && !active.closest(OVERLAY)) return active;
  return lastOutside;
}

/**
 * After a close: waits while focus is still inside a closing overlay (Fluent animates it out), then, if
 * focus was lost, goes back to `opener` when it is still shown, else to the page heading.
 */
export function restoreFocus(opener: HTMLElement | null, doc: Document = document, timeoutMs = 2_000): void {
  const until = Date.now() + timeoutMs;
  const tick = () => {
    const active = doc.activeElement;
    const lost = !active || active === doc.body || !active.isConnected;
    if (!lost) {
      // Still in an overlay: the closing one (wait), or after the wait another one that keeps focus.
      if (active.closest(OVERLAY) && Date.now() < until) requestAnimationFrame(tick);
      return;
    }
    if (opener?.isConnected && opener.getClientRects().length > 0) opener.focus();
    else focusPageHeadingWhenShown(doc);
  };
  requestAnimationFrame(tick);
}

/** For a dialog or panel open while `open` is true (or while mounted, with the default). */
export function useReturnFocus(open = true): void {
  useLayoutEffect(() => {
    if (!open) return;
    track(document);
    const opener = currentOpener();
    return () => restoreFocus(opener);
  }, [open]);
}
