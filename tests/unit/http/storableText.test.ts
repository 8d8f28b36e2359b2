// The storable-text check every API call's query and form pass (http/storableText.ts): what it finds
// and the path it names, including inside JSON text, and the order it has always reported in.
import { describe, expect, it } from 'vitest';
import { findTextProblem, MAX_JSON_DEPTH } from '../../../src/server/http/storableText';

describe('findTextProblem', () => {
  it('passes plain text, numbers, broken JSON and files', () => {
    expect(findTextProblem({ a: 'x', b: '{not json', c: ['1', '2'], d: Buffer.from([0]) }, '')).toBeNull();
  });

  it('finds a NUL or a lone surrogate in a value, a key, or inside JSON text, and names the field', () => {
    expect(findTextProblem({ a: 'ok', name: 'x\u0000y' }, '')).toEqual({ path: '/name', kind: 'unstorable' });
    expect(findTextProblem({ ['k\ud800']: 'v' }, '')).toEqual({ path: '/k\ud800', kind: 'unstorable' });
    expect(findTextProblem({ filter: JSON.stringify({ sku: { eq: 'a\u0000' } }) }, '')).toEqual({ path: '/filter/sku/eq', kind: 'unstorable' });
    expect(findTextProblem({ data: '[{"x": "\\ud800"}]' }, '')).toEqual({ path: '/data/x', kind: 'unstorable' });
    // A multipart field part is named by its part name.
    expect(findTextProblem({ note: { type: 'field', value: 'a\u0000' } }, '')).toEqual({ path: '/note', kind: 'unstorable' });
  });

  it('refuses JSON nested deeper than the limit', () => {
    const deep = '['.repeat(MAX_JSON_DEPTH + 3) + ']'.repeat(MAX_JSON_DEPTH + 3);
    expect(findTextProblem({ data: deep }, '')).toEqual({ path: '/data', kind: 'tooDeep' });
    const fine = '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH);
    expect(findTextProblem({ data: fine }, '')).toBeNull();
  });

  it('checks an object’s keys before its values, and reports the last bad value first', () => {
    expect(findTextProblem({ a: 'x\u0000', ['b\u0000']: 'y' }, '')).toEqual({ path: '/b\u0000', kind: 'unstorable' });
    expect(findTextProblem({ a: 'x\u0000', b: 'y\u0000' }, '')).toEqual({ path: '/b', kind: 'unstorable' });
  });
});
