// A Fluent theme from the settings' theme colour. Fluent puts brand[80] under white text (filled
// buttons, the selected tab) and uses brand[80]/[70] as text colour (links, titles), so brand[80] is
// the theme colour darkened just enough to reach WCAG AA (4.5:1) on the greyest neutral background
// text sits on; 10-70 darken further, and the chosen colour itself (kept as the brand) comes next,
// with 100-160 mixed from it towards white.
import { type BrandVariants, createLightTheme, type Theme } from '@fluentui/react-components';
import { DEFAULT_THEME_COLOR } from '../../../shared/constants';
import { contrastRatio, parseHex, type Rgb, toHex } from './contrast';

const DARK_STEPS = [10, 20, 30, 40, 50, 60, 70, 80] as const;
const LIGHT_STEPS = [90, 100, 110, 120, 130, 140, 150, 160] as const;

/** WCAG AA for normal text. */
export const TEXT_CONTRAST = 4.5;
/** The greyest neutral background Fluent's light theme puts text on (colorNeutralBackground5, selected rows). */
export const GREYEST_TEXT_BACKGROUND = '#ebebeb';

const scale = (rgb: Rgb, k: number): Rgb => rgb.map((c) => c * k) as Rgb;
const towardsWhite = (rgb: Rgb, k: number): Rgb => rgb.map((c) => c + (255 - c) * k) as Rgb;

/** The colour darkened (scaled towards black) as little as possible to reach 4.5:1 on the greyest background. */
export function accessibleShade(hex: string): string {
  const base = parseHex(hex) ?? parseHex(DEFAULT_THEME_COLOR)!;
  const passes = (k: number) => contrastRatio(toHex(scale(base, k)), GREYEST_TEXT_BACKGROUND) >= TEXT_CONTRAST;
  if (passes(1)) return toHex(base);
  let low = 0;
  let high = 1;
  for (let i = 0; i < 20; i++) {
    const mid = (low + high) / 2;
    if (passes(mid)) low = mid;
    else high = mid;
  }
  return toHex(scale(base, low));
}

export function brandVariantsFrom(hex: string): BrandVariants {
  const chosen = parseHex(hex) ?? parseHex(DEFAULT_THEME_COLOR)!;
  const shade = parseHex(accessibleShade(hex))!;
  const darkened = toHex(shade) !== toHex(chosen);
  const out: Record<number, string> = {};
  for (const step of DARK_STEPS) out[step] = toHex(scale(shade, 0.25 + (0.75 * (step - 10)) / 70));
  for (const step of LIGHT_STEPS) {
    // A darkened brand keeps the chosen colour itself at 90; otherwise 90 is the first tint.
    const k = darkened ? ((step - 90) / 70) * 0.85 : ((step - 80) / 80) * 0.85;
    out[step] = toHex(towardsWhite(chosen, k));
  }
  return out as unknown as BrandVariants;
}

const cache = new Map<string, Theme>();

export function themeFor(hex: string): Theme {
  let theme = cache.get(hex);
  if (!theme) {
    theme = createLightTheme(brandVariantsFrom(hex));
    cache.set(hex, theme);
  }
  return theme;
}
