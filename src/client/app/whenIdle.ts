// Deferring work the first paint does not need to the browser's idle time (its own module: the app's
// entry uses it, and must not carry the prefetches of prefetch.ts).
/** Runs `task` when the browser is idle (or soon, where it cannot say). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 500);
  return () => window.clearTimeout(id);
}
