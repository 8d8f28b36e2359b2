// Scroll position of each grid, kept per tab (SPEC §9: saved with a 500 ms debounce) so returning to
// a tab puts the table where the user left it.
import { SCROLL_SAVE_DEBOUNCE_MS } from '../../../shared/constants';

export interface ScrollPosition {
  x: number;
  y: number;
}

const positions = new Map<string, ScrollPosition>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export function savedScroll(key: string): ScrollPosition | undefined {
  return positions.get(key);
}

/** Records the position once scrolling has rested for the debounce interval. */
export function saveScrollDebounced(key: string, position: ScrollPosition, delay = SCROLL_SAVE_DEBOUNCE_MS): void {
  const timer = timers.get(key);
  if (timer) clearTimeout(timer);
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      positions.set(key, position);
    }, delay),
  );
}

export function forgetScroll(key: string): void {
  positions.delete(key);
  const timer = timers.get(key);
  if (timer) clearTimeout(timer);
  timers.delete(key);
}
