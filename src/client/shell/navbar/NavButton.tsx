// A navbar button drawn as Fluent's Button (medium, rounded; primary or subtle, with an optional icon) on a
// native <button>: /home's first paint needs these two looks only, not Fluent's Button chunk with every
// appearance, size and shape (5.7 KB gzip). Its rules are Fluent's own, in CSS (NavButton.module.css); the
// keyboard focus ring is Fluent's too. If Fluent's Button changes, this will not follow (nor will
// ShortcutCard's card or HomeLink's link): tests/e2e/homeNavButtons.test.ts compares it with Fluent's.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './NavButton.module.css';

export interface NavButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  appearance: 'primary' | 'subtle';
  icon?: ReactNode;
  'data-testid'?: string;
}

export function NavButton({ appearance, icon, children, className, ...rest }: NavButtonProps) {
  const iconOnly = icon !== undefined && (children === null || children === undefined);
  const classes = [styles.button, styles[appearance], iconOnly && styles.iconOnly, className].filter(Boolean).join(' ');
  return (
    <button type="button" {...rest} className={classes}>
      {icon && <span className={iconOnly ? styles.icon : `${styles.icon} ${styles.iconBefore}`}>{icon}</span>}
      {children}
    </button>
  );
}
