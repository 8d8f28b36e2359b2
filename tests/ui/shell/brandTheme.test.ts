// The brand ramp from the theme colour: whatever colour is picked in the settings panel, the shades
// Fluent uses for text and under white text reach WCAG AA (4.5:1), and the chosen colour stays in the ramp.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessibleShade, brandVariantsFrom, themeFor } from '../../../src/client/shell/theme/brandTheme';
import { contrastRatio } from '../../../src/client/shell/theme/contrast';

const PICKED = ['#409EFF', '#1890FF', '#304156', '#212121', '#11A983', '#13C2C2', '#6959CD', '#F5222D', '#FFFF00', '#FFFFFF', '#000000', '#FFA500'];
const BRAND_FILLS = ['colorBrandBackground', 'colorBrandBackgroundHover', 'colorBrandBackgroundPressed', 'colorBrandBackgroundSelected', 'colorCompoundBrandBackground'] as const;
const BRAND_TEXTS = ['colorBrandForeground1', 'colorBrandForeground2', 'colorBrandForegroundLink', 'colorBrandForegroundLinkHover', 'colorBrandForegroundLinkPressed', 'colorNeutralForeground2BrandSelected', 'colorCompoundBrandForeground1'] as const;
const NEUTRAL_BACKGROUNDS = ['colorNeutralBackground1', 'colorNeutralBackground2', 'colorNeutralBackground3', 'colorNeutralBackground4', 'colorNeutralBackground5'] as const;

/** Every text-on-background pair below 4.5:1 in the theme of `hex`. */
function failingPairs(hex: string): string[] {
  const theme = themeFor(hex) as unknown as Record<string, string>;
  const failures: string[] = [];
  const check = (fg: string, bg: string) => {
    const ratio = contrastRatio(theme[fg], theme[bg]);
    if (ratio < 4.5) failures.push(`${hex}: ${fg} ${theme[fg]} on ${bg} ${theme[bg]} = ${ratio.toFixed(2)}`);
  };
  for (const fill of BRAND_FILLS) check('colorNeutralForegroundOnBrand', fill);
  for (const text of BRAND_TEXTS) for (const bg of NEUTRAL_BACKGROUNDS) check(text, bg);
  return failures;
}

describe('the brand ramp', () => {
  it('contrast: computes WCAG ratios (white on #409EFF is the 2.78:1 of the issue)', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#409eff')).toBeCloseTo(2.78, 2);
    expect(contrastRatio('#409eff', '#ffffff')).toBe(contrastRatio('#ffffff', '#409eff'));
  });

  it.each(PICKED)('text and filled controls reach 4.5:1 for %s', (hex) => {
    expect(failingPairs(hex)).toEqual([]);
  });

  // A theme is built per colour (Fluent's createLightTheme): 150 runs, with time for a loaded machine.
  it('reaches 4.5:1 for any colour picked', () => {
    const hexColour = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(fc.property(hexColour, (hex) => failingPairs(hex).length === 0), { numRuns: 150 });
  });

  it('keeps #409EFF as the brand: the colour itself is in the ramp, the accessible shade just darker', () => {
    const ramp = brandVariantsFrom('#409EFF');
    expect(ramp[90]).toBe('#409eff');
    expect(ramp[80]).toBe(accessibleShade('#409EFF'));
    expect(contrastRatio(ramp[80], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Darkened only as much as needed: a slightly lighter shade would fail on the greyest background.
    expect(contrastRatio(ramp[80], '#ebebeb')).toBeLessThan(4.7);
  });

  it('leaves a colour that already reaches 4.5:1 as it is', () => {
    expect(accessibleShade('#304156')).toBe('#304156');
    expect(brandVariantsFrom('#304156')[80]).toBe('#304156');
  });

  it('orders the ramp from dark to light', () => {
    for (const hex of PICKED) {
      const ramp = brandVariantsFrom(hex) as unknown as Record<number, string>;
      const steps = Object.keys(ramp).map(Number).sort((a, b) => a - b);
      const ratios = steps.map((s) => contrastRatio(ramp[s], '#000000'));
      expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
    }
  });
});
