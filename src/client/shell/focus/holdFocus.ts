// Puts focus on an element and keeps it there for a moment: Fluent's dialogs and drawers animate in
// and out and its focus manager moves focus on its own schedule, which could otherwise undo ours. The
// first key press or pointer press of the user ends the hold, so it never fights a real choice.
export function holdFocus(target: () => HTMLElement | null, shouldTake: (active: Element | null) => boolean = () => true, ms = 1_000, doc: Document = document): () => void {
  let stopped = false;
  let frame = 0;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    doc.removeEventListener('keydown', stop, true);
    doc.removeEventListener('pointerdown', stop, true);
  };
  doc.addEventListener('keydown', stop, true);
  doc.addEventListener('pointerdown', stop, true);
  const until = Date.now() + ms;
  const tick = () => {
    if (stopped) return;
    const el = target();
    if (el?.isConnected && doc.activeElement !== el && shouldTake(doc.activeElement)) el.focus();
    if (Date.now() < until) frame = requestAnimationFrame(tick);
    else stop();
  };
  frame = requestAnimationFrame(tick);
  return stop;
}
