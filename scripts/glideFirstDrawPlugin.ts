// glide-data-grid measures its scroll area, and so the width its canvas is drawn at, only in a timer
// after it learns its size, even when it is given that size as it mounts (`initialSize`): the grid
// would appear with a blank canvas for a frame or more (measured: about 40 ms from the menu, issue 11),
// its rows drawn a task later. Its scroller's layout effect skips its first run (`didFirstScroll`);
// this build step lets that run measure, so a grid mounted with its size (renderer/grid/useGlideSize.tsx)
// is measured and drawn before the browser paints. Without a size the scroller is not there yet and
// the measure returns at once, as before.
import type { Plugin } from 'vite';

const SCROLLER = /[\\/]node_modules[\\/]@glideapps[\\/]glide-data-grid[\\/]dist[\\/]esm[\\/]internal[\\/]scrolling-data-grid[\\/]infinite-scroller\.js$/;
const SKIPPED_FIRST_MEASURE = 'if (didFirstScroll.current) onScroll();else didFirstScroll.current = true;';

/** The scroller's code with its first layout-effect measure kept (exported for its test); throws if glide changed. */
export function measureOnMount(code: string): string {
  if (!code.includes(SKIPPED_FIRST_MEASURE)) throw new Error('glide-data-grid: the scroller no longer skips its first measure as glideFirstDrawPlugin expects; check the step against the new version');
  return code.replace(SKIPPED_FIRST_MEASURE, 'onScroll();');
}

export function glideFirstDraw(): Plugin {
  return {
    name: 'f9-glide-first-draw',
    apply: 'build',
    transform(code, id) {
      return SCROLLER.test(id) ? { code: measureOnMount(code), map: null } : null;
    },
  };
}
