// Shows that the grid scrolls sideways: a shaded edge with an arrow where columns lie beyond view, on
// the right (and on the left of the scrolled part once scrolled), so nothing looks cut off. Read from
// glide-data-grid's scroller in pixels: its visible-range callback counts partly hidden columns as shown.
import { makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { type RefObject, useEffect, useState } from 'react';

const useStyles = makeStyles({
  edge: {
    position: 'absolute',
    top: 0,
    width: '32px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    pointerEvents: 'none',
    color: tokens.colorBrandForeground1,
    fontSize: '20px',
  },
  right: { right: 0, backgroundImage: `linear-gradient(to right, transparent, ${tokens.colorNeutralBackground5})` },
  left: { backgroundImage: `linear-gradient(to left, transparent, ${tokens.colorNeutralBackground5})` },
});

/** glide-data-grid's scrolling element. */
const SCROLLER = '.dvn-scroller';

export interface ScrollHintProps {
  /** The element holding the grid. */
  area: RefObject<HTMLElement | null>;
  /** Changes whenever the columns or their widths do. */
  layoutKey: string;
  /** Where the scrolling part begins (after the frozen columns), in px. */
  leftOffset: number;
  /** Height to shade (the rows, not the scrollbar). */
  height: number | string;
}

export function ScrollHint({ area, layoutKey, leftOffset, height }: ScrollHintProps) {
  const styles = useStyles();
  const [more, setMore] = useState({ left: false, right: false });

  useEffect(() => {
    const root = area.current;
    if (!root) return;
    let current: HTMLElement | null = null;
    let detach: (() => void) | null = null;
    // glide mounts its scroller once it has measured itself, after this effect may have run.
    const attach = () => {
      const scroller = root.querySelector<HTMLElement>(SCROLLER);
      if (scroller === current) return;
      detach?.();
      detach = null;
      current = scroller;
      if (!scroller) return;
      const update = () => {
        const hidden = scroller.scrollWidth - scroller.clientWidth;
        const next = { left: scroller.scrollLeft > 1, right: scroller.scrollLeft < hidden - 1 };
        setMore((m) => (m.left === next.left && m.right === next.right ? m : next));
      };
      update();
      const frame = requestAnimationFrame(update);
      scroller.addEventListener('scroll', update, { passive: true });
      // The scroller's own box, and its content (whose width glide sets from the columns).
      const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
      resize?.observe(scroller);
      for (const child of scroller.children) resize?.observe(child);
      detach = () => {
        cancelAnimationFrame(frame);
        scroller.removeEventListener('scroll', update);
        resize?.disconnect();
      };
    };
    attach();
    const mutations = new MutationObserver(attach);
    mutations.observe(root, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      detach?.();
    };
  }, [area, layoutKey]);

  return (
    <>
      {more.right && (
        <div className={`${styles.edge} ${styles.right}`} style={{ height }} data-scroll-more="right" aria-hidden="true">
          <ChevronRightRegular />
        </div>
      )}
      {more.left && (
        <div className={`${styles.edge} ${styles.left}`} style={{ height, left: leftOffset }} data-scroll-more="left" aria-hidden="true">
          <ChevronLeftRegular />
        </div>
      )}
    </>
  );
}
