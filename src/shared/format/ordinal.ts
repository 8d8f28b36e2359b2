// Ordinals 1 to 10 of SPEC §9 in four styles: circled digits (①), Chinese numerals (一), English
// ordinals (1st) and Chinese financial numerals (壹). Other values fall back to their plain text.
import { textOf } from './textOf';

export const ORDINAL_STYLES = ['circled', 'zh', 'en', 'financial'] as const;
export type OrdinalStyle = (typeof ORDINAL_STYLES)[number];

const ORDINALS: Record<OrdinalStyle, readonly string[]> = {
  circled: ['①', '②', '③', '④', '⑤', '⑥', '⑦', '⑧', '⑨', '⑩'],
  zh: ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'],
  en: ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'],
  financial: ['壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖', '拾'],
};

export function isOrdinalStyle(text: string): text is OrdinalStyle {
  return (ORDINAL_STYLES as readonly string[]).includes(text);
}

/** The ordinal of an integer 1..10 (a number or integer text); anything else as its plain text. */
export function formatOrdinal(value: unknown, style: OrdinalStyle): string {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 10) return ORDINALS[style][n - 1];
  return textOf(value);
}
