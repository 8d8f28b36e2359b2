// ISO 6346 container numbers: 3-letter owner code, category (U freight container, J detachable
// equipment, Z trailer/chassis), 6-digit serial and a check digit. Shared so the browser can tell the
// user at once what the server will refuse anyway.

export const CONTAINER_NUMBER = /^[A-Z]{3}[UJZ][0-9]{7}$/;

/** Letter values skip 11, 22 and 33 (multiples of the modulus), per the standard. */
function charValue(c: string): number {
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  let value = 10 + (c.charCodeAt(0) - 65);
  for (const skipped of [11, 22, 33]) if (value >= skipped) value += 1;
  return value;
}

/** The check digit of the first ten characters (owner, category, serial). */
export function iso6346CheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += charValue(firstTen[i]!) * 2 ** i;
  return (sum % 11) % 10;
}

export type ContainerNumberProblem = 'format' | 'checkDigit';

/** Why `text` is not a valid container number, or null when it is. Spaces and case are forgiven. */
export function containerNumberProblem(text: string): ContainerNumberProblem | null {
  const value = normalizeContainerNumber(text);
  if (!CONTAINER_NUMBER.test(value)) return 'format';
  return iso6346CheckDigit(value.slice(0, 10)) === Number(value[10]) ? null : 'checkDigit';
}

/** "msku 123456-5" → "MSKU1234565": how people write them on paper. */
export function normalizeContainerNumber(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}
