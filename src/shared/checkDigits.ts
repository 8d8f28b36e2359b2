// Check-digit schemes a field may declare (`@checkDigit <scheme>` on an entity field, `x-checkDigit` in
// its schema): the engine refuses a value whose digit is wrong, in the user's language; the browser
// may use the same functions. ISO 6346 container numbers; other schemes (ISO 3779 VINs) add here.
import { iso6346CheckDigit, normalizeContainerNumber } from './tracking/iso6346';

export interface CheckDigitScheme {
  /** The check digit the value should carry (the value has the field's pattern already). */
  expected(value: string): string;
  /** The value with its check digit put right (what a sample or a test needs). */
  complete(value: string): string;
}

export const CHECK_DIGIT_SCHEMES = {
  iso6346: {
    expected: (value: string) => String(iso6346CheckDigit(normalizeContainerNumber(value).slice(0, 10))),
    complete: (value: string) => `${value.slice(0, 10)}${iso6346CheckDigit(value.slice(0, 10))}`,
  },
} satisfies Record<string, CheckDigitScheme>;

export type CheckDigitSchemeName = keyof typeof CHECK_DIGIT_SCHEMES;

export const CHECK_DIGIT_KEYWORD = 'x-checkDigit';

/** The right digit when `value`'s last one is wrong, else null. */
export function wrongCheckDigit(scheme: string, value: string): string | null {
  const s = (CHECK_DIGIT_SCHEMES as Record<string, CheckDigitScheme>)[scheme];
  if (!s) throw new Error(`unknown check-digit scheme ${scheme}`);
  const expected = s.expected(value);
  return value.endsWith(expected) ? null : expected;
}
