// ISO 3779 vehicle identification numbers: 17 characters of digits and capital letters without I, O
// and Q (they read as 1 and 0), and the check digit in position 9 that North American VINs (world
// manufacturer identifier starting 1–5: USA, Canada, Mexico) must carry (49 CFR 565). Used by the
// vehicle resource's write check and by the forms' users through its messages.

export type VinProblem =
  | { kind: 'length'; length: number }
  | { kind: 'characters'; characters: string }
  | { kind: 'forbiddenLetter'; letters: string }
  | { kind: 'checkDigit'; expected: string; found: string };

/** The transliteration of letters to values (49 CFR 565.15); I, O, Q have none. */
const LETTER_VALUE: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

const valueOf = (c: string) => (c >= '0' && c <= '9' ? Number(c) : LETTER_VALUE[c]);

/** The position-9 check digit a VIN should carry ('0'–'9' or 'X'), computed over all 17 characters. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += valueOf(vin[i]) * WEIGHTS[i];
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** North American VINs carry the check digit; elsewhere position 9 is the maker's to use. */
export const checkDigitApplies = (vin: string) => /^[1-5]/.test(vin);

/** Why the text is not a valid VIN, or null when it is. */
export function vinProblem(vin: string): VinProblem | null {
  if (vin.length !== 17) return { kind: 'length', length: vin.length };
  const bad = [...new Set(vin.replace(/[A-Z0-9]/g, ''))].join('');
  if (bad) return { kind: 'characters', characters: bad };
  const forbidden = [...new Set(vin.replace(/[^IOQ]/g, ''))].join('');
  if (forbidden) return { kind: 'forbiddenLetter', letters: forbidden };
  if (checkDigitApplies(vin)) {
    const expected = vinCheckDigit(vin);
    if (vin[8] !== expected) return { kind: 'checkDigit', expected, found: vin[8] };
  }
  return null;
}

/** The VINs of a list as people type it: separated by commas, spaces or new lines. */
export const splitVins = (text: string): string[] => text.split(/[\s,;]+/).filter((v) => v !== '');

/**
 * How sure a problem is. A wrong North American check digit is a warning where a list of VINs is typed
 * (a booking's vehicles: a grey import or an old vehicle may carry a non-conforming VIN, so the booking
 * is not stopped), an error where the record is the vehicle itself; everything else is always an error.
 */
export function vinProblemSeverity(problem: VinProblem, strictCheckDigit: boolean): 'error' | 'warning' {
  return problem.kind === 'checkDigit' && !strictCheckDigit ? 'warning' : 'error';
}
