// Property tests: no value ever makes a format throw, and compact formatting never reorders values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCompact } from '../../../src/shared/format/compact';
import { FORMAT_NAMES } from '../../../src/shared/format/formatSpec';
import { formatValue } from '../../../src/shared/format/formatValue';
import { LANGUAGES } from '../../../src/shared/constants';

const SPECS = [
  ...FORMAT_NAMES.filter((name) => name !== 'ordinal'),
  'number:0',
  'number:20',
  'compact:1',
  'date:{y}-{m}-{d} {h}:{i}:{s} {a}',
  'relativeTime:{m}/{d}',
  'ordinal:circled',
  'ordinal:en',
  'list: | ',
  'no-such-format',
];

const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, -1e21, Number.MAX_VALUE, Number.MIN_VALUE),
);
const anyValue = fc.oneof(anyNumber, fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^-?\d{0,30}(\.\d{0,30})?(e-?\d{1,4})?$/), fc.constant(null));

describe('formatting never throws', () => {
  it('on any number or string, under every format and language', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPECS), anyValue, fc.constantFrom(...LANGUAGES), (spec, value, language) => {
        const out = formatValue(spec, value, { language, now: 1_763_700_000_000 });
        expect(typeof out).toBe('string');
      }),
      { numRuns: 3000 },
    );
  });
});

/** The value a compact text stands for, back as a number ('1.5k' -> 1500). */
function compactValue(text: string): number {
  const m = /^(-?[\d.]+)([kMGTPE]?)$/.exec(text);
  if (!m) throw new Error(`not a compact number: ${text}`);
  const power = ['', 'k', 'M', 'G', 'T', 'P', 'E'].indexOf(m[2]);
  return Number(m[1]) * 1000 ** power;
}

describe('compact formatting is monotonic', () => {
  it('x <= y gives value(compact(x)) <= value(compact(y)), for any digits', () => {
    const finite = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e24, max: 1e24 }), fc.integer());
    fc.assert(
      fc.property(finite, finite, fc.integer({ min: 0, max: 4 }), (a, b, digits) => {
        const [x, y] = a <= b ? [a, b] : [b, a];
        expect(compactValue(formatCompact(x, digits))).toBeLessThanOrEqual(compactValue(formatCompact(y, digits)));
      }),
      { numRuns: 5000 },
    );
  });

  it('holds across every suffix boundary', () => {
    for (let power = 1; power <= 6; power++) {
      const edge = 1000 ** power;
      const around = [edge * 0.999994, edge * 0.999995, edge - 1, edge, edge + 1].sort((p, q) => p - q);
      const values = around.map((v) => compactValue(formatCompact(v)));
      for (let k = 1; k < values.length; k++) expect(values[k]).toBeGreaterThanOrEqual(values[k - 1]);
    }
  });
});
