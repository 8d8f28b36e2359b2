// Focus back to the control that opened a dialog or panel when it closes (WCAG 2.4.3). A document-wide
// listener remembers the last control focused outside any dialog; on close, if focus was left on
// <body> (the dialog's content is gone), it goes back there, or to the page heading when the opener
// itself is gone too.
import { useLayoutEffect } from 'react';
import { holdFocus } from './holdFocus';
import { focusPageHeadingWhenShown } from './pageHeading';

const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], .fui-Toast';
let lastOutside: HTMLElement | null = null;

/** Focus nowhere useful: on <body> or on a removed element. */
function isLost(active: Element | null): boolean {
  return !active || active === active.ownerDocument.body || !active.isConnected;
}
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
 * After a close: waits while focus is still inside the closing overlay (Fluent animates it out), then,
 * unless the user has acted meanwhile, puts focus back on `opener` when it is still shown (whatever
 * Fluent's own focus history picked, or <body>), else on the page heading.
 */
export function restoreFocus(opener: HTMLElement | null, doc: Document = document, timeoutMs = 2_000): void {
  const until = Date.now() + timeoutMs;
  let acted = false;
  const onAct = () => {
    acted = true;
  };
  doc.addEventListener('keydown', onAct, true);
  doc.addEventListener('pointerdown', onAct, true);
  const done = () => {
    doc.removeEventListener('keydown', onAct, true);
    doc.removeEventListener('pointerdown', onAct, true);
  };
  const tick = () => {
    const active = doc.activeElement;
    if (acted) return done();
    if (!isLost(active) && active?.closest(OVERLAY)) {
      // Still in the closing overlay (wait), or after the wait in another one, which keeps focus.
      if (Date.now() < until) requestAnimationFrame(tick);
      else done();
      return;
    }
    done();
    if (opener?.isConnected && opener.getClientRects().length > 0) holdFocus(() => opener, () => true, 500, doc);
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
