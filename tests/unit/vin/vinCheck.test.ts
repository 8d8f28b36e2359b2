// VIN rules (ISO 3779 and the North American check digit) on known real and made-up examples.
import { describe, expect, it } from 'vitest';
import { fieldFindings } from '../../../src/shared/entities/fieldChecks';
import { checkDigitApplies, splitVins, vinCheckDigit, vinProblem } from '../../../src/shared/vin/vinCheck';

describe('vinProblem', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'X'], // the textbook example: remainder 10 is X
    ['1HGCM82633A004352', '3'],
    ['11111111111111111', '1'],
  ])('accepts the North American VIN %s (check digit %s)', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
    expect(vinProblem(vin)).toBeNull();
  });

  it('accepts a European or Japanese VIN whatever its position 9 holds', () => {
    expect(checkDigitApplies('WVWZZZ1JZXW000001')).toBe(false);
    expect(vinProblem('WVWZZZ1JZXW000001')).toBeNull();
    expect(vinProblem('JTDKB20U093000001')).toBeNull();
  });

  it('refuses a wrong check digit, naming the expected one', () => {
    expect(vinProblem('1M8GDM9A1KP042788')).toEqual({ kind: 'checkDigit', expected: 'X', found: '1' });
    expect(vinProblem('1HGCM82643A004352')).toEqual({ kind: 'checkDigit', expected: '3', found: '4' });
  });

  it('refuses I, O and Q anywhere, even outside North America', () => {
    expect(vinProblem('WVWZZZ1JZXW00000I')).toEqual({ kind: 'forbiddenLetter', letters: 'I' });
    expect(vinProblem('JTOKQ20U093000001')).toEqual({ kind: 'forbiddenLetter', letters: 'OQ' });
  });

  it('refuses a wrong length and other characters', () => {
    expect(vinProblem('1M8GDM9AXKP04278')).toEqual({ kind: 'length', length: 16 });
    expect(vinProblem('1M8GDM9AXKP0427888')).toEqual({ kind: 'length', length: 18 });
    expect(vinProblem('1m8GDM9AXKP042788')).toEqual({ kind: 'characters', characters: 'm' });
    expect(vinProblem('1M8GDM9AX-P042788')).toEqual({ kind: 'characters', characters: '-' });
  });
});

describe('a field holding VINs (fieldChecks.ts: the forms and the engine read the same)', () => {
  const vins = { type: 'string', 'x-fieldCheck': 'vinList' } as const;
  const vin = { type: 'string', 'x-fieldCheck': 'vin' } as const;

  it('splits a list at commas, spaces and new lines', () => {
    expect(splitVins(' WVWZZZ1JZXW000001,1M8GDM9AXKP042788\n JTDKB20U093000001  ')).toEqual(['WVWZZZ1JZXW000001', '1M8GDM9AXKP042788', 'JTDKB20U093000001']);
  });

  it('warns of a wrong North American check digit in a list, and refuses it on a vehicle’s own VIN', () => {
    expect(fieldFindings(vins, 'WVWZZZ1JZXW000001, 1M8GDM9A1KP042788', 'en')).toEqual([
      { severity: 'warning', message: 'The check digit of 1M8GDM9A1KP042788 (position 9) should be X, not 1: check the VIN.' },
    ]);
    expect(fieldFindings(vin, '1M8GDM9A1KP042788', 'zh')).toEqual([{ severity: 'error', message: '1M8GDM9A1KP042788 的校验位（第 9 位）应为 X，而不是 1，请核对车架号。' }]);
  });

  it('refuses I, O and Q naming each letter found, in every language', () => {
    const found = (language: 'en' | 'zh' | 'tr' | 'es') => fieldFindings(vins, 'JTOKQ20U093000001', language);
    expect(found('en')).toEqual([{ severity: 'error', message: 'JTOKQ20U093000001 contains the letters O, Q: a VIN never holds I, O or Q (they read as 1 and 0).' }]);
    expect(found('zh')[0].message).toBe('车架号 JTOKQ20U093000001 含有字母 O、Q：车架号不能包含 I、O、Q（易与 1、0 混淆）。');
    expect(found('tr')[0].message).toContain('含有字母 O、Q');
    expect(found('es')[0].message).toContain('contiene las letras O, Q');
  });

  it('finds nothing in an empty field or a field without a check', () => {
    expect(fieldFindings(vins, '  ', 'en')).toEqual([]);
    expect(fieldFindings({ type: 'string' }, 'JTOKQ20U093000001', 'en')).toEqual([]);
  });
});
