// The colours a `badge` format may give a choice (page file `badges`, or the entity's `@badges`), each a
// background and text pair of Fluent's tint badges whose contrast is at least WCAG AA (4.5:1), so a
// status reads as well as the text around it; tests/unit/page/badgeColor.test.ts measures every pair.
export const BADGE_COLORS = ['neutral', 'brand', 'informative', 'success', 'warning', 'danger', 'severe', 'important'] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];

export interface BadgePaint {
  background: string;
  text: string;
}

export const BADGE_PAINT: Record<BadgeColor, BadgePaint> = {
  neutral: { background: '#ebebeb', text: '#242424' },
  brand: { background: '#ebf3fc', text: '#0f548c' },
  informative: { background: '#e6f2fa', text: '#0e4775' },
  success: { background: '#f1faf1', text: '#0e700e' },
  warning: { background: '#fff4ce', text: '#6b3c00' },
  danger: { background: '#fdf3f4', text: '#b10e1c' },
  severe: { background: '#fdf6f3', text: '#8a3707' },
  important: { background: '#242424', text: '#ffffff' },
};

export function isBadgeColor(value: unknown): value is BadgeColor {
  return typeof value === 'string' && (BADGE_COLORS as readonly string[]).includes(value);
}
