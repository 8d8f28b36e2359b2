// The write grants of every resource come from the page files (issue 43) and are the ones domain code
// named before (effectiveGrants.json, written from the domain code's grants): the same writers, first
// writer, FuncIds and access of each write, named action and read.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { effectiveGrants } from './effectiveGrants';

const EXPECTED = JSON.parse(readFileSync(resolve(import.meta.dirname, 'effectiveGrants.json'), 'utf8')) as Record<string, unknown>;

describe('effective grants', () => {
  it('of every resource are the ones domain code gave before the pages did', () => {
    const now = effectiveGrants();
    expect(Object.keys(now).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const name of Object.keys(EXPECTED)) expect(now[name], name).toEqual(EXPECTED[name]);
  });
});
