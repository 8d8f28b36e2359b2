// VIN rules (ISO 3779 and the North American check digit) on known real and made-up examples.
import { describe, expect, it } from 'vitest';
import { checkDigitApplies, vinCheckDigit, vinProblem } from '../../../src/shared/vin/vinCheck';

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
