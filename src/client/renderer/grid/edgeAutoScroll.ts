// Checkbox range drag auto-scroll (SPEC §9, 50 ms): glide-data-grid scrolls by itself while cells are
// dragged, but not while the row checkboxes are. While such a drag holds the pointer past the grid's
// top or bottom edge, a timer scrolls one row per tick and the range grows to the row reached.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { GRID_DRAG_AUTOSCROLL_MS } from '../../../shared/constants';

export type EdgeDirection = -1 | 0 | 1;

export interface EdgeAutoScroll {
  /** The pointer's edge now: -1 above, 1 below, 0 inside (stops the timer). */
  update(direction: EdgeDirection): void;
  stop(): void;
}

export function useEdgeAutoScroll(onTick: (direction: -1 | 1) => void, intervalMs = GRID_DRAG_AUTOSCROLL_MS): EdgeAutoScroll {
  const tick = useRef(onTick);
  tick.current = onTick;
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const current = useRef<EdgeDirection>(0);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
    current.current = 0;
  }, []);

  const update = useCallback(
    (direction: EdgeDirection) => {
      if (direction === current.current) return;
      stop();
      if (direction === 0) return;
      current.current = direction;
      timer.current = setInterval(() => tick.current(direction), intervalMs);
    },
    [intervalMs, stop],
  );

  useEffect(() => stop, [stop]);
  return useMemo(() => ({ update, stop }), [update, stop]);
}

/**
 * The next row to bring into view: one past the row the drag last reached, or at the first tick one
 * past the last (first) row in view. Null at the list's end. The range selected runs from the drag's
 * first row to this one, so a partly visible row is never skipped.
 */
export function nextEdgeRow(reached: number | null, visible: { y: number; height: number }, direction: -1 | 1, rows: number): number | null {
  const from = reached ?? (direction > 0 ? visible.y + visible.height - 1 : visible.y);
  const next = from + direction;
  return next < 0 || next >= rows ? null : next;
}

/** Row indexes from the drag's first row to the row reached, both included. */
export function rowRange(anchor: number, to: number): number[] {
  const [lo, hi] = anchor <= to ? [anchor, to] : [to, anchor];
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/** What the drag needs of a pointer event (glide-data-grid's GridMouseEventArgs has all of it). */
export interface DragPointer {
  kind: string;
  /** Column -1 is the checkbox column; row within the page. */
  location: readonly [number, number];
  buttons: number;
  /** -1 above the rows, 1 below the grid, else 0 (per axis). */
  scrollEdge: readonly [number, number];
}

export interface CheckboxDragScrollOptions {
  rowCount: number;
  /** Brings a row into view at the grid's bottom (direction 1) or top (-1) edge. */
  scrollToRow(row: number, direction: -1 | 1): void;
  /** Adds these page rows (indexes) to the selection. */
  selectRows(indexes: number[]): void;
}

export interface CheckboxDragScroll {
  /** The grid's pointer moves (glide reports them window-wide while a button is held). */
  onPointer(pointer: DragPointer): void;
  /** The rows in view (glide's visible region). */
  onVisibleRows(rows: { y: number; height: number }): void;
}

/** The checkbox drag: the row it started on, the row the auto-scroll reached, the rows in view. */
export function useCheckboxDragScroll(options: CheckboxDragScrollOptions): CheckboxDragScroll {
  const latest = useRef(options);
  latest.current = options;
  const anchor = useRef<number | null>(null);
  const reached = useRef<number | null>(null);
  const visible = useRef({ y: 0, height: 0 });

  const scroll = useEdgeAutoScroll((direction) => {
    const { rowCount, scrollToRow, selectRows } = latest.current;
    const target = nextEdgeRow(reached.current, visible.current, direction, rowCount);
    if (anchor.current === null || target === null) return;
    reached.current = target;
    scrollToRow(target, direction);
    selectRows(rowRange(anchor.current, target));
  });

  const onPointer = useCallback(
    (pointer: DragPointer) => {
      if (pointer.buttons !== 1) {
        anchor.current = null;
        reached.current = null;
        scroll.stop();
        return;
      }
      if (anchor.current === null && pointer.kind === 'cell' && pointer.location[0] === -1) anchor.current = pointer.location[1];
      if (anchor.current === null) return;
      const edge = Math.sign(pointer.scrollEdge[1]) as EdgeDirection;
      // Back inside the grid, glide follows the pointer again; the next edge starts from the view.
      if (edge === 0) reached.current = null;
      scroll.update(edge);
    },
    [scroll],
  );
  const onVisibleRows = useCallback((rows: { y: number; height: number }) => {
    visible.current = rows;
  }, []);
  return useMemo(() => ({ onPointer, onVisibleRows }), [onPointer, onVisibleRows]);
}
