// glide learns its size from a ResizeObserver, whose first report re-renders it a task later: the
// frame the grid appears in would show no canvas, and the rows one frame or more after. A stand-in of
// glide's own box (full width, the grid's height) is measured as it is attached, before the browser
// paints, and glide mounts at once with that size (its `initialSize`), in the same commit.
// MeasuredGlide holds that state itself, so the measure re-renders glide's mount alone, not the grid's
// toolbar, panel and pager around it (a grid page opened by its URL pays it in the task that draws it).
import { type ReactElement, useCallback, useState } from 'react';

export type GlideSize = readonly [width: number, height: number];

export interface GlideMount {
  /** False until the stand-in has been measured: draw `standIn` instead of glide. */
  measured: boolean;
  /** glide's `initialSize`; undefined in a hidden tab (no size yet: glide's own observer reports it when shown). */
  initialSize: GlideSize | undefined;
  standIn: ReactElement;
}

export function useGlideSize(height: number | string): GlideMount {
  const [measured, setMeasured] = useState<{ size: GlideSize | undefined } | null>(null);
  // A ref callback runs in the commit's layout phase: its update is drawn before the browser paints.
  const measure = useCallback((el: HTMLDivElement | null) => {
    if (!el) return;
    const box = el.getBoundingClientRect();
    setMeasured({ size: box.width > 0 && box.height > 0 ? [box.width, box.height] : undefined });
  }, []);
  return { measured: measured !== null, initialSize: measured?.size, standIn: <div ref={measure} style={{ width: '100%', height }} data-grid-stand-in="" /> };
}

/** The stand-in until measured, then `glide(initialSize)`. */
export function MeasuredGlide({ height, glide }: { height: number | string; glide(initialSize: GlideSize | undefined): ReactElement }): ReactElement {
  const mount = useGlideSize(height);
  return mount.measured ? glide(mount.initialSize) : mount.standIn;
}
