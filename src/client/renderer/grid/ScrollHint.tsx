// Shows that the grid scrolls sideways: a shaded edge with an arrow where columns lie beyond view,
// on the right (and on the left once scrolled), so nothing looks cut off.
import { makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';

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

export interface ScrollHintProps {
  /** Columns beyond the right edge / hidden at the left of the scrolled part. */
  right: boolean;
  left: boolean;
  /** Where the scrolling part begins (after the frozen columns), in px. */
  leftOffset: number;
  /** Height to shade (the rows, not the scrollbar). */
  height: number | string;
}

export function ScrollHint({ right, left, leftOffset, height }: ScrollHintProps) {
  const styles = useStyles();
  return (
    <>
      {right && (
        <div className={`${styles.edge} ${styles.right}`} style={{ height }} data-scroll-more="right" aria-hidden="true">
          <ChevronRightRegular />
        </div>
      )}
      {left && (
        <div className={`${styles.edge} ${styles.left}`} style={{ height, left: leftOffset }} data-scroll-more="left" aria-hidden="true">
          <ChevronLeftRegular />
        </div>
      )}
    </>
  );
}
