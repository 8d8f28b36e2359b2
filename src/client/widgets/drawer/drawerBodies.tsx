// Fluent's DrawerBody and NavDrawerBody, built from Fluent's own hooks (its composition pattern) without
// one cost: Fluent's body reads its scroll height in a layout effect on mount and again on every render
// with new children (every render of the sidebar), which makes the browser lay the whole page out in the
// middle of React's commit: 6–26 ms of each log-in in Chromium's trace, from the sidebar and the settings
// panel (2026-11-27). The scroll state (the header's separator while the body is scrolled) is read here in
// the next animation frame instead, where the browser lays out for the paint anyway, and on scroll and
// resize as Fluent does.
import {
  type DrawerBodyProps,
  type DrawerBodyState,
  getIntrinsicElementProps,
  mergeCallbacks,
  renderDrawerBody_unstable,
  slot,
  useAnimationFrame,
  useArrowNavigationGroup,
  useDrawerBodyStyles_unstable,
  useDrawerContext_unstable,
  useMergedRefs,
  useNavContext_unstable,
  useNavDrawerBodyStyles_unstable,
} from '@fluentui/react-components';
import { type ForwardedRef, forwardRef, useCallback, useEffect, useRef } from 'react';

type ScrollState = 'none' | 'top' | 'middle' | 'bottom';

/** Where a body is scrolled to, as Fluent's DrawerBody names it. */
export function scrollStateOf({ scrollTop, scrollHeight, clientHeight }: Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight'>): ScrollState {
  if (scrollHeight <= clientHeight) return 'none';
  if (scrollTop === 0) return 'top';
  if (scrollTop + clientHeight >= scrollHeight) return 'bottom';
  return 'middle';
}

/** A drawer body's state (Fluent's useDrawerBody_unstable) whose scroll state is read in animation frames. */
function useFrameDrawerBody(props: DrawerBodyProps, ref: ForwardedRef<HTMLDivElement>): DrawerBodyState {
  const { setScrollState } = useDrawerContext_unstable();
  const body = useRef<HTMLDivElement>(null);
  const refs = useMergedRefs(ref, body);
  const [inNextFrame, cancelFrame] = useAnimationFrame();
  const update = useCallback(() => {
    if (body.current) setScrollState(scrollStateOf(body.current));
  }, [setScrollState]);
  const later = useCallback(() => {
    cancelFrame();
    inNextFrame(update);
  }, [cancelFrame, inNextFrame, update]);

  // New children (a group opened, a search typed) may change the height: looked at in the next frame.
  useEffect(later, [props.children, later]);
  useEffect(() => {
    const element = body.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(later);
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelFrame();
    };
  }, [later, cancelFrame]);

  const rootProps = { ...props, ref: refs, onScroll: mergeCallbacks(props.onScroll, later) };
  return { components: { root: 'div' }, root: slot.always(getIntrinsicElementProps('div', rootProps), { elementType: 'div' }) };
}

/** Fluent's DrawerBody: same look, scroll state read without a forced layout. */
export const DrawerBody = forwardRef<HTMLDivElement, DrawerBodyProps>(function DrawerBody(props, ref) {
  const state = useFrameDrawerBody(props, ref);
  useDrawerBodyStyles_unstable(state);
  return renderDrawerBody_unstable(state);
});

/** Fluent's NavDrawerBody (arrow keys move between items): same look, scroll state read without a forced layout. */
export const NavDrawerBody = forwardRef<HTMLDivElement, DrawerBodyProps>(function NavDrawerBody(props, ref) {
  const { tabbable } = useNavContext_unstable();
  const arrowKeys = useArrowNavigationGroup({ axis: 'vertical', circular: true, tabbable });
  const state = useFrameDrawerBody({ ...arrowKeys, ...props }, ref);
  useNavDrawerBodyStyles_unstable(state);
  return renderDrawerBody_unstable(state);
});
