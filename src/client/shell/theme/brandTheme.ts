// A Fluent theme from the settings' theme colour: the 16 brand shades are the colour mixed towards
// black (10-70) and towards white (90-160), with the colour itself at 80, Fluent's primary shade.
import { type BrandVariants, createLightTheme, type Theme } from '@fluentui/react-components';
import { DEFAULT_THEME_COLOR } from '../../../shared/constants';

const STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

function parseHex(hex: string): [number, number, number] {
  const valid = /^#[0-9a-fA-F]{6}$/.test(hex) ? hex : DEFAULT_THEME_COLOR;
  return [1, 3, 5].map((i) => Number.parseInt(valid.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

export function brandVariantsFrom(hex: string): BrandVariants {
  const base = parseHex(hex);
  const out: Record<number, string> = {};
  for (const step of STEPS) {
    if (step <= 80) {
      const k = 0.25 + (0.75 * (step - 10)) / 70;
      out[step] = toHex(base.map((c) => c * k));
    } else {
      const k = ((step - 80) / 80) * 0.85;
      out[step] = toHex(base.map((c) => c + (255 - c) * k));
    }
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
