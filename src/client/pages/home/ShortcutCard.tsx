// A home-page shortcut: a native button drawn as Fluent's clickable Card with its header (icon, title,
// "sign in to use"). Fluent's Card carries its focus-group library (tabster, about 20 KB gzip with the
// card), which /home's first paint does not need; a button is operable from the keyboard by itself.
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: 'min-content 1fr',
    columnGap: '12px',
    alignItems: 'center',
    padding: '12px',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    textAlign: 'start',
    font: 'inherit',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, boxShadow: tokens.shadow8 },
    ':active': { backgroundColor: tokens.colorNeutralBackground1Pressed },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  image: { display: 'flex', gridRow: 'span 2' },
  title: { ...typographyStyles.body1Strong },
  description: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2 },
});

export function ShortcutCard({ icon, title, description, onClick, testId }: { icon: ReactNode; title: string; description?: string; onClick: () => void; testId: string }) {
  const styles = useStyles();
  return (
    <button type="button" className={styles.card} onClick={onClick} data-testid={testId}>
      <span className={styles.image}>{icon}</span>
      <span className={styles.title}>{title}</span>
      {description && <span className={styles.description}>{description}</span>}
    </button>
  );
}
