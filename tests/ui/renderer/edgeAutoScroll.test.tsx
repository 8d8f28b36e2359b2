// Checkbox range drag auto-scroll (SPEC §9): while the pointer is past the grid's edge, one tick every
// 50 ms (fake timers), in the edge's direction, stopping when the pointer comes back or is released.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRID_DRAG_AUTOSCROLL_MS } from '../../../src/shared/constants';
import { type DragPointer, nextEdgeRow, rowRange, useCheckboxDragScroll, useEdgeAutoScroll } from '../../../src/client/renderer/grid/edgeAutoScroll';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('checkbox drag auto-scroll', () => {
  it('ticks every 50 ms while the pointer is past an edge', () => {
    expect(GRID_DRAG_AUTOSCROLL_MS).toBe(50);
    const ticks: number[] = [];
    const { result, unmount } = renderHook(() => useEdgeAutoScroll((d) => ticks.push(d)));
    act(() => result.current.update(1));
    act(() => vi.advanceTimersByTime(49));
    expect(ticks).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(ticks).toEqual([1]);
    // The same edge again does not restart the clock.
    act(() => vi.advanceTimersByTime(30));
    act(() => result.current.update(1));
    act(() => vi.advanceTimersByTime(20));
    expect(ticks).toEqual([1, 1]);
    act(() => vi.advanceTimersByTime(100));
    expect(ticks).toEqual([1, 1, 1, 1]);
    // Over the top edge it scrolls up.
    act(() => result.current.update(-1));
    act(() => vi.advanceTimersByTime(100));
    expect(ticks).toEqual([1, 1, 1, 1, -1, -1]);
    // Back inside: no more ticks.
    act(() => result.current.update(0));
    act(() => vi.advanceTimersByTime(500));
    expect(ticks).toHaveLength(6);
    // Released at an edge, then unmounted: the timer dies with the grid.
    act(() => result.current.update(1));
    act(() => result.current.stop());
    act(() => vi.advanceTimersByTime(500));
    expect(ticks).toHaveLength(6);
    act(() => result.current.update(1));
    unmount();
    act(() => vi.advanceTimersByTime(500));
    expect(ticks).toHaveLength(6);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('brings the next row past the one reached into view, from the edge of the view at first', () => {
    // First tick: one past the last (partly) visible row, or above the first.
    expect(nextEdgeRow(null, { y: 0, height: 8 }, 1, 50)).toBe(8);
    expect(nextEdgeRow(null, { y: 5, height: 8 }, -1, 50)).toBe(4);
    // Then one row per tick from the row reached, whatever the view reports meanwhile.
    expect(nextEdgeRow(8, { y: 0, height: 8 }, 1, 50)).toBe(9);
    expect(nextEdgeRow(4, { y: 4, height: 8 }, -1, 50)).toBe(3);
    // The list's ends.
    expect(nextEdgeRow(null, { y: 0, height: 8 }, -1, 50)).toBeNull();
    expect(nextEdgeRow(49, { y: 42, height: 8 }, 1, 50)).toBeNull();
    expect(rowRange(3, 6)).toEqual([3, 4, 5, 6]);
    expect(rowRange(6, 4)).toEqual([4, 5, 6]);
  });

  it('a drag that starts on a checkbox scrolls a row per 50 ms past the bottom edge and selects up to it', () => {
    const scrolled: Array<[number, number]> = [];
    const selected: number[][] = [];
    const { result } = renderHook(() =>
      useCheckboxDragScroll({ rowCount: 30, scrollToRow: (row, d) => scrolled.push([row, d]), selectRows: (rows) => selected.push(rows) }),
    );
    const at = (col: number, row: number, buttons: number, edge: number): DragPointer => ({ kind: 'cell', location: [col, row], buttons, scrollEdge: [0, edge] });
    act(() => result.current.onVisibleRows({ y: 0, height: 12 }));
    // Pressed on row 3's checkbox, dragged below the grid.
    act(() => result.current.onPointer(at(-1, 3, 1, 0)));
    act(() => result.current.onPointer(at(-1, 11, 1, 1)));
    act(() => vi.advanceTimersByTime(49));
    expect(scrolled).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(scrolled).toEqual([[12, 1]]);
    expect(selected).toEqual([rowRange(3, 12)]);
    act(() => vi.advanceTimersByTime(100));
    expect(scrolled.map(([row]) => row)).toEqual([12, 13, 14]);
    expect(selected.at(-1)).toEqual(rowRange(3, 14));
    // Released: nothing more.
    act(() => result.current.onPointer(at(-1, 11, 0, 1)));
    act(() => vi.advanceTimersByTime(500));
    expect(scrolled).toHaveLength(3);
  });

  it('a drag that starts on a cell is left to glide-data-grid', () => {
    const scrolled: number[] = [];
    const { result } = renderHook(() => useCheckboxDragScroll({ rowCount: 30, scrollToRow: (row) => scrolled.push(row), selectRows: () => undefined }));
    act(() => result.current.onVisibleRows({ y: 0, height: 12 }));
    act(() => result.current.onPointer({ kind: 'cell', location: [2, 3], buttons: 1, scrollEdge: [0, 0] }));
    act(() => result.current.onPointer({ kind: 'out-of-bounds', location: [2, 11], buttons: 1, scrollEdge: [0, 1] }));
    act(() => vi.advanceTimersByTime(500));
    expect(scrolled).toEqual([]);
  });
});
