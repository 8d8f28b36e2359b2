// Draggable dialogs (SPEC §2): drag by the title; the surface moves by a CSS translate, never leaves
// the visible window (also when the window shrinks), and is back in place whenever it opens again.
import { type CSSProperties, type PointerEvent, type RefCallback, useCallback, useEffect, useRef, useState } from 'react';

export interface Offset {
  x: number;
  y: number;
}

export interface Draggable {
  /** Put on the moving element (the dialog surface): it is measured to keep it on screen. */
  ref: RefCallback<HTMLElement>;
  style: CSSProperties;
  handleProps: { onPointerDown: (event: PointerEvent<HTMLElement>) => void; style: CSSProperties };
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The offset nearest to `wanted` that keeps the box (measured at `current` offset) inside the window.
 * A box larger than the window keeps its top-left corner, where the title is, visible.
 */
export function clampOffset(box: Box, current: Offset, wanted: Offset, view: { width: number; height: number }): Offset {
  const homeLeft = box.left - current.x;
  const homeTop = box.top - current.y;
  const left = Math.max(0, Math.min(homeLeft + wanted.x, view.width - box.width));
  const top = Math.max(0, Math.min(homeTop + wanted.y, view.height - box.height));
  return { x: Math.round(left - homeLeft), y: Math.round(top - homeTop) };
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

export function useDraggable(open: boolean): Draggable {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const offsetRef = useRef(offset);
  offsetRef.current = offset;
  const element = useRef<HTMLElement | null>(null);
  const ref = useCallback<RefCallback<HTMLElement>>((node) => {
    element.current = node;
  }, []);

  useEffect(() => {
    if (open) setOffset({ x: 0, y: 0 });
  }, [open]);

  // A smaller window must not strand a moved dialog outside it.
  useEffect(() => {
    if (!open) return;
    const onResize = () => {
      const node = element.current;
      if (!node) return;
      const now = offsetRef.current;
      const next = clampOffset(node.getBoundingClientRect(), now, now, viewport());
      if (next.x !== now.x || next.y !== now.y) setOffset(next);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // The title's own buttons (close) stay buttons.
    if (event.button !== 0 || (event.target as HTMLElement).closest('button, a, input')) return;
    event.preventDefault();
    const start = { x: event.clientX, y: event.clientY, offset: offsetRef.current };
    const box = element.current?.getBoundingClientRect() ?? null;
    const move = (e: globalThis.PointerEvent) => {
      const wanted = { x: start.offset.x + e.clientX - start.x, y: start.offset.y + e.clientY - start.y };
      setOffset(box ? clampOffset(box, start.offset, wanted, viewport()) : wanted);
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  return {
    ref,
    style: { transform: `translate(${offset.x}px, ${offset.y}px)` },
    handleProps: { onPointerDown, style: { cursor: 'move', userSelect: 'none', touchAction: 'none' } },
  };
}
