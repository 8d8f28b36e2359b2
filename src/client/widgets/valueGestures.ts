// The numeric inputs block the gestures that step or replace a number field's value by accident:
// ArrowUp/ArrowDown, the mouse wheel while the field has focus, and (input 2) dragging text in or
// out. React attaches wheel listeners as passive, so preventDefault there is ignored: the wheel is
// blocked through a native, non-passive listener on the input element instead.
import { type KeyboardEvent, type RefObject, useEffect } from 'react';

export const BLOCKED_KEYS = ['ArrowUp', 'ArrowDown'] as const;

export function isBlockedKey(key: string): boolean {
  return (BLOCKED_KEYS as readonly string[]).includes(key);
}

/** onKeyDown part: stops the stepping keys, passes every other key on. */
export function blockSteppingKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (isBlockedKey(event.key)) event.preventDefault();
}

/** Blocks the wheel on the element while it has focus (when a number field would step). */
export function useBlockedWheel(ref: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (element.ownerDocument.activeElement === element) event.preventDefault();
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [ref]);
}
