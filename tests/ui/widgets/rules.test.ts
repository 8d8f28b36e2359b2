// The numeric inputs' rules as pure functions (SPEC §5 "Numeric input 1/2").
import { describe, expect, it } from 'vitest';
import { applyNumeric1Change, typedText } from '../../../src/client/widgets/numericInput1/rules';
import { applyNumeric2Change, displayText2, maskedText, settleNumeric2 } from '../../../src/client/widgets/numericInput2/rules';
import { precisionOf, sanitizeNumericText } from '../../../src/client/widgets/numericText';

describe('shared numeric text rules', () => {
  it.each([
    [undefined, 2],
    [-1, 2],
    [Number.NaN, 2],
    [0, 0],
    [3, 3],
    [3.7, 3],
  ])('precision %s reads as %d', (given, expected) => {
    expect(precisionOf(given)).toBe(expected);
  });

  it.each([
    ['1,234.5x', true, '1234.5'],
    ['--1-2', true, '-12'],
    ['-1.2.3', true, '-1.23'],
    ['-12', false, '12'],
    ['abc', true, ''],
    [' -7', true, '-7'],
  ])('%j (negatives %s) keeps %j', (raw, negatives, expected) => {
    expect(sanitizeNumericText(raw, negatives)).toBe(expected);
  });
});

describe('numeric input 1', () => {
  it.each([
    ['1.234', {}, '1.23', 1.23],
    ['1.235', {}, '1.24', 1.24],
    ['1.2', {}, '1.2', 1.2],
    ['1.', {}, '1.', 1],
    ['1.5', { precision: 0 }, '2', 2],
    ['7.', { precision: 0 }, '7', 7],
    ['1.23456', { precision: -3 }, '1.23', 1.23],
    ['1.23456', { precision: 4 }, '1.2346', 1.2346],
    ['123456', { maxLength: 4 }, '1234', 1234],
    ['99.999', { maxLength: 4 }, '100.', 100], // rounds first (100.00), then cuts to 4 characters
    ['-3.5', {}, '-3.5', -3.5],
    ['-3.5', { allowNegative: false }, '3.5', 3.5],
    ['', {}, '', null],
    ['-', {}, '-', null],
    ['', { allowNull: false }, '', 0],
    ['12a', {}, '12', 12],
  ])('%j with %j -> %j (%s)', (raw, options, text, value) => {
    expect(applyNumeric1Change(raw, options)).toEqual({ text, value });
  });
});

describe('numeric input 2', () => {
  it.each([
    ['1.239', {}, '1.23', 1.23], // digits beyond the precision are refused, not rounded
    ['1.5', { precision: 0 }, '1', 1], // the point and what follows are refused at precision 0
    ['150', { max: 100, openMaxRange: true }, '100', 100],
    ['150', { max: 100 }, '150', 150], // max only applies with openMaxRange
    ['99.5', { max: 100, openMaxRange: true }, '99.5', 99.5],
    ['-5', {}, '-5', -5],
    ['-5', { positiveOnly: true }, '5', 5],
    ['', {}, '', null],
    ['', { emptyAsZero: true }, '', 0],
  ])('%j with %j -> %j (%s)', (raw, options, text, value) => {
    expect(applyNumeric2Change(raw, options)).toEqual({ text, value });
  });

  it.each([
    ['1.5', {}, '1.50', 1.5],
    ['3', {}, '3.00', 3],
    ['3', { precision: 0 }, '3', 3],
    ['1.50', { stripZeros: true }, '1.5', 1.5],
    ['2.00', { stripZeros: true }, '2', 2],
    ['2.00', { stripZeros: true, fillZeros: true }, '2', 2],
    ['1.5', { fillZeros: false }, '1.5', 1.5],
    ['7.', { fillZeros: false }, '7', 7],
    ['', {}, '', null],
    ['-', {}, '', null],
    ['', { emptyAsZero: true }, '0.00', 0],
  ])('on blur %j with %j -> %j (%s)', (text, options, shown, value) => {
    expect(settleNumeric2(text, options)).toEqual({ text: shown, value });
  });

  it('shows outside values rounded and zero-filled', () => {
    expect(displayText2(1.005)).toBe('1.01');
    expect(displayText2(12)).toBe('12.00');
    expect(displayText2(null)).toBe('');
    expect(displayText2(1.5, { stripZeros: true })).toBe('1.5');
  });

  it('masks with a fixed run of the mask character', () => {
    expect(maskedText(undefined)).toBe('******');
    expect(maskedText('#')).toBe('######');
    expect(maskedText('')).toBe('******');
  });
});

describe('numeric input 1: typing extends the typed number, so rounding does not drift', () => {
  it.each([
    ['12.3', '12.3', '12.34', '12.34'],
    ['12.3', '12.34', '12.35', '12.345'],
    ['12.3', '12.3', '12.', '12.'], // a delete starts over from the field's text
    ['', '', '7', '7'],
    ['5', '5', '95', '95'], // typed before the caret: not an append
  ])('shown %j typed %j, field now %j -> %j', (shown, typed, incoming, expected) => {
    expect(typedText(shown, typed, incoming)).toBe(expected);
  });

  it('rounds 12.3456789 at precision 1 to 12.3 when typed key by key', () => {
    let shown = '';
    let typed = '';
    for (const key of '12.3456789') {
      typed = typedText(shown, typed, shown + key);
      shown = applyNumeric1Change(typed, { precision: 1 }).text;
    }
    expect(shown).toBe('12.3');
  });
});
