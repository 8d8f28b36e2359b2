// What is wrong with a VIN (vinCheck.ts), in each language: one wording for the server's refusals and the
// forms' own messages, which name the VIN and, for I, O and Q, the letter found.
import type { Language } from '../constants';
import type { VinProblem } from './vinCheck';

type Texts = { [K in VinProblem['kind']]: (vin: string, p: Extract<VinProblem, { kind: K }>) => string };

const TEXTS: Record<Language, Texts> = {
  en: {
    length: (vin, p) => `${vin} has ${p.length} characters: a VIN has 17.`,
    characters: (vin, p) => `${vin} holds ${p.characters}: a VIN holds only digits and capital letters.`,
    forbiddenLetter: (vin, p) => `${vin} contains the letter${p.letters.length > 1 ? 's' : ''} ${letters(p.letters, ', ')}: a VIN never holds I, O or Q (they read as 1 and 0).`,
    checkDigit: (vin, p) => `The check digit of ${vin} (position 9) should be ${p.expected}, not ${p.found}: check the VIN.`,
  },
  zh: {
    length: (vin, p) => `车架号 ${vin} 为 ${p.length} 位，应为 17 位。`,
    characters: (vin, p) => `车架号 ${vin} 含有 ${p.characters}：车架号只能包含数字和大写字母。`,
    forbiddenLetter: (vin, p) => `车架号 ${vin} 含有字母 ${letters(p.letters, '、')}：车架号不能包含 I、O、Q（易与 1、0 混淆）。`,
    checkDigit: (vin, p) => `${vin} 的校验位（第 9 位）应为 ${p.expected}，而不是 ${p.found}，请核对车架号。`,
  },
  tr: {
    length: (vin, p) => `車架號 ${vin} 為 ${p.length} 位，應為 17 位。`,
    characters: (vin, p) => `車架號 ${vin} 含有 ${p.characters}：車架號只能包含數字和大寫字母。`,
    forbiddenLetter: (vin, p) => `車架號 ${vin} 含有字母 ${letters(p.letters, '、')}：車架號不能包含 I、O、Q（易與 1、0 混淆）。`,
    checkDigit: (vin, p) => `${vin} 的校驗位（第 9 位）應為 ${p.expected}，而不是 ${p.found}，請核對車架號。`,
  },
  es: {
    length: (vin, p) => `${vin} tiene ${p.length} caracteres: un VIN tiene 17.`,
    characters: (vin, p) => `${vin} lleva ${p.characters}: un VIN solo lleva dígitos y letras mayúsculas.`,
    forbiddenLetter: (vin, p) => `${vin} contiene ${p.letters.length > 1 ? 'las letras' : 'la letra'} ${letters(p.letters, ', ')}: un VIN nunca lleva I, O ni Q (se leen como 1 y 0).`,
    checkDigit: (vin, p) => `El dígito de control de ${vin} (posición 9) debería ser ${p.expected}, no ${p.found}: revise el VIN.`,
  },
};

const letters = (found: string, separator: string) => [...found].join(separator);

/** The problem of `vin` in `language`. */
export function vinMessage(language: Language, vin: string, problem: VinProblem): string {
  const say = TEXTS[language][problem.kind] as (vin: string, p: VinProblem) => string;
  return say(vin, problem);
}
