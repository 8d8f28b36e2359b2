// The write grants of every resource come from the page files (issue 43) and were, when they moved, the
// ones domain code named before (effectiveGrants.json: writers, first writer, FuncIds and access of each
// write, named action and read). A change of grants since is deliberate and seen in review: a new page
// or resource rewrites the file (writeEffectiveGrants.ts) and its diff says who gained what.
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
