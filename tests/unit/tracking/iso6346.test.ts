import { describe, expect, it } from 'vitest';
import { containerNumberProblem, iso6346CheckDigit, normalizeContainerNumber } from '../../../src/shared/tracking/iso6346';

describe('ISO 6346 container numbers', () => {
  it('computes the check digit of the standard example and of real-world numbers', () => {
    expect(iso6346CheckDigit('CSQU305438')).toBe(3);
    expect(iso6346CheckDigit('MSKU123456')).toBe(5);
    expect(iso6346CheckDigit('HLXU876543')).toBe(0); // remainder 10 is written 0
  });

  it('accepts valid numbers, forgiving spaces, dashes and case', () => {
    for (const n of ['CSQU3054383', 'MSKU1234565', 'HLXU8765430', 'msku 123456-5']) expect(containerNumberProblem(n)).toBeNull();
    expect(normalizeContainerNumber('msku 123456-5')).toBe('MSKU1234565');
  });

  it('refuses a wrong check digit', () => {
    expect(containerNumberProblem('CSQU3054384')).toBe('checkDigit');
    expect(containerNumberProblem('MSKU1234560')).toBe('checkDigit');
  });

  it('refuses what is not shaped like a container number', () => {
    for (const n of ['', 'CSQ3054383', 'CSQX3054383', 'CSQU305438', 'CSQU30543833', '1234U305438']) expect(containerNumberProblem(n)).toBe('format');
  });
});
