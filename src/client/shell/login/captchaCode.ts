// The 4-digit image captcha of SPEC §2/§5: generated and checked on the client (it deters casual
// scripts only; the server rate-limits log-ins).
import { CAPTCHA_LENGTH } from '../../../shared/constants';

export function newCaptchaCode(random: (n: number) => Uint32Array = (n) => crypto.getRandomValues(new Uint32Array(n))): string {
  return Array.from(random(CAPTCHA_LENGTH), (v) => String(v % 10)).join('');
}

/** Case and surrounding spaces do not matter; digits must match exactly. */
export function captchaMatches(input: string, code: string): boolean {
  return input.trim() === code;
}
