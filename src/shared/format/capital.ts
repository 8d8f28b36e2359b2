// Amounts in Chinese financial capital numerals (大写金额), the spec's Chinese-numeral helper:
// 1234.56 -> 壹仟贰佰叁拾肆元伍角陆分, 100 -> 壹佰元整. Input that is not digits with an optional
// decimal part gives 'Number is wrong!' (SPEC §5, §8). Decisions:
// - a leading minus sign is read as a negative amount and written with 负 in front, as Chinese
//   accounting writes credit amounts (-5 -> 负伍元整); any other sign, comma or letter is wrong;
// - amounts are rounded to 分 (2 decimals) half away from zero on the decimal text;
// - groups beyond 亿 are named recursively (10^16 is 壹亿亿元整), so no amount is too large;
// - empty input (null, undefined, '') gives '' (nothing to write).
import { decimalToText, isZero, parseDecimal, roundDecimal } from './decimal';

export const NUMBER_IS_WRONG = 'Number is wrong!';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const PLACES = ['', '拾', '佰', '仟'];
const AMOUNT_TEXT = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Up to four digits without leading zeros; inner runs of zeros read as one 零. */
function group4(digits: string): string {
  let out = '';
  let pendingZero = false;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    if (digit === 0) {
      pendingZero = out !== '';
      continue;
    }
    if (pendingZero) out += DIGITS[0];
    pendingZero = false;
    out += DIGITS[digit] + PLACES[digits.length - 1 - i];
  }
  return out;
}

/** Integer digits (no leading zeros, not zero) in words, split at 万 and 亿. */
function integerWords(digits: string): string {
  if (digits.length <= 4) return group4(digits);
  const split = digits.length <= 8 ? 4 : 8;
  const unit = split === 4 ? '万' : '亿';
  const high = digits.slice(0, digits.length - split);
  const low = digits.slice(digits.length - split);
  let out = integerWords(high) + unit;
  const lowDigits = low.replace(/^0+/, '');
  if (lowDigits) {
    if (low[0] === '0') out += DIGITS[0];
    out += integerWords(lowDigits);
  }
  return out;
}

/** Text of a value as the helper reads it: numbers through exact decimal text (1e21 has 22 digits). */
function amountText(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const d = parseDecimal(String(value));
    return d ? decimalToText(d) : null;
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value.trim();
  return null;
}

export function toChineseCapital(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = amountText(value);
  if (text === null || !AMOUNT_TEXT.test(text)) return NUMBER_IS_WRONG;
  const d = parseDecimal(text);
  if (!d) return NUMBER_IS_WRONG;
  const rounded = roundDecimal(d, 2);
  if (isZero(rounded)) return '零元整';
  const jiao = Number(rounded.frac[0]);
  const fen = Number(rounded.frac[1]);
  const hasYuan = rounded.int !== '0';
  let out = rounded.negative ? '负' : '';
  if (hasYuan) out += integerWords(rounded.int) + '元';
  if (jiao === 0 && fen === 0) return out + '整';
  if (jiao !== 0) out += DIGITS[jiao] + '角';
  else if (hasYuan) out += DIGITS[0];
  if (fen !== 0) out += DIGITS[fen] + '分';
  return out;
}
