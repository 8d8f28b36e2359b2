// Draggable dialogs (SPEC §2): drag by the title; the surface moves by a CSS translate and is back in
// place whenever the dialog opens again.
import { type CSSProperties, type PointerEvent, useEffect, useRef, useState } from 'react';

export interface Draggable {
  style: CSSProperties;
  handleProps: { onPointerDown: (event: PointerEvent<HTMLElement>) => void; style: CSSProperties };
}

export function useDraggable(open: boolean): Draggable {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  useEffect(() => {
    if (open) setOffset({ x: 0, y: 0 });
  }, [open]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, ox: offset.x, oy: offset.y };
    const move = (e: globalThis.PointerEvent) => {
      if (!start.current) return;
      setOffset({ x: start.current.ox + e.clientX - start.current.x, y: start.current.oy + e.clientY - start.current.y });
    };
    const up = () => {
      start.current = null;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  return {
    style: { transform: `translate(${offset.x}px, ${offset.y}px)` },
    handleProps: { onPointerDown, style: { cursor: 'move', userSelect: 'none' } },
  };
}
