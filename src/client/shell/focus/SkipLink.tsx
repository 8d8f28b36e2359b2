// "Skip to content": the first stop of the Tab order, shown only when focused; it moves focus to the
// screen's heading (or the main region), past the sidebar and the navbar.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shownPageHeading } from './pageHeading';

const useStyles = makeStyles({
  link: {
    position: 'absolute',
    left: '8px',
    top: '-100px',
    zIndex: 1000,
    padding: '8px 12px',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    border: `2px solid ${tokens.colorStrokeFocus2}`,
    borderRadius: tokens.borderRadiusMedium,
    fontWeight: tokens.fontWeightSemibold,
    ':focus': { top: '8px' },
  },
});

export function SkipLink({ target }: { target: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // No hash in the URL (the router owns it): focus the heading, else the region itself.
    event.preventDefault();
    (shownPageHeading() ?? document.getElementById(target))?.focus();
  };
  return (
    <a href={`#${target}`} className={styles.link} onClick={skip} data-testid="skip-link">
      {t('navbar.skipToContent')}
    </a>
  );
}
