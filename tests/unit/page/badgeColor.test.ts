// Every badge colour keeps its label readable: WCAG contrast of text on background at least 4.5:1.
import { describe, expect, it } from 'vitest';
import { BADGE_COLORS, BADGE_PAINT, isBadgeColor } from '../../../src/shared/page/badgeColor';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('badge colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it.each(BADGE_COLORS)('%s reads at AA contrast or better', (color) => {
    const paint = BADGE_PAINT[color];
    expect(contrast(paint.text, paint.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('knows its colour names and nothing else', () => {
    expect(isBadgeColor('success')).toBe(true);
    expect(isBadgeColor('green')).toBe(false);
    expect(isBadgeColor(null)).toBe(false);
  });
});
