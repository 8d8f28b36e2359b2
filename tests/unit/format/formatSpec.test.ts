import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMAT_NAMES, FORMAT_SPEC_PATTERN, isFormatSpec, parseFormatSpec } from '../../../src/shared/format/formatSpec';

const VALID = [
  'money',
  'badge',
  'number',
  'number:0',
  'number:20',
  'thousands',
  'timeLeft',
  'compact',
  'compact:1',
  'relativeTime',
  'relativeTime:{y}-{m}-{d}',
  'duration',
  'elapsed',
  'date',
  'date:{y}-{m}-{d} {h}:{i}',
  'date:{y}年{m}月{d}日 星期{a}',
  'ordinal:circled',
  'ordinal:zh',
  'ordinal:en',
  'ordinal:financial',
  'capital',
  'text',
  'list',
  'list: / ',
  'htmlText',
];

const INVALID = [
  '',
  'Money',
  'currency',
  'number:',
  'number:-1',
  'number:21',
  'number:2.5',
  'number:x',
  'compact:100',
  'date:',
  'date:{Y}-{M}',
  'ordinal',
  'ordinal:roman',
  'list:',
  'money:2',
  'text:x',
  ' money',
];

describe('format specs a page schema can name', () => {
  it.each(VALID)('%j is valid', (spec) => {
    expect(isFormatSpec(spec)).toBe(true);
  });

  it.each(INVALID)('%j is not', (spec) => {
    expect(isFormatSpec(spec)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isFormatSpec(2)).toBe(false);
    expect(isFormatSpec(null)).toBe(false);
  });

  it('lists every name that parses', () => {
    const names = new Set(VALID.map((spec) => parseFormatSpec(spec)?.name));
    expect([...names].sort()).toEqual([...FORMAT_NAMES].sort());
  });

  it('reads the arguments', () => {
    expect(parseFormatSpec('number:3')).toEqual({ name: 'number', digits: 3 });
    expect(parseFormatSpec('date:{h}:{i}')).toEqual({ name: 'date', template: '{h}:{i}' });
    expect(parseFormatSpec('list: | ')).toEqual({ name: 'list', separator: ' | ' });
    expect(parseFormatSpec('ordinal:en')).toEqual({ name: 'ordinal', style: 'en' });
  });

  it('has a JSON Schema pattern that accepts every valid spec', () => {
    const pattern = new RegExp(FORMAT_SPEC_PATTERN);
    for (const spec of VALID) expect(pattern.test(spec), spec).toBe(true);
    for (const spec of ['Money', 'ordinal:roman', 'number:x', '']) expect(pattern.test(spec), spec).toBe(false);
  });

  it('keeps the @pattern that reaches page.schema.json equal to the constant', () => {
    const source = readFileSync(new URL('../../../src/shared/format/formatSpec.ts', import.meta.url), 'utf8');
    const jsdoc = /@pattern (.+)$/m.exec(source)?.[1];
    expect(jsdoc).toBe(FORMAT_SPEC_PATTERN);
  });
});
