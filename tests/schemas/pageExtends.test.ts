// Reuse between page files (src/shared/page/pageExtends.ts): a page extends a fragment with parameters
// and overrides, resolved as every reader reads pages, and a fault names the file and JSON pointer.
// The tracking lists and their details are one fragment each and short files (schemas/fragments).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fragmentReader, readPageFiles, readPageText } from '../../src/server/pages/pageFiles';
import { mergePatch, resolvePageExtends } from '../../src/shared/page/pageExtends';
import { root } from './lintContext';

const FILE = 'schemas/pages/cargoTracing/airTracking.json';
const fragments = fragmentReader(root);
const page = (over: object) => JSON.stringify({ $schema: '../../page.schema.json', extends: 'fragments/trackingList.json', with: { mode: 'AIR', detail: 'airTrackingDetail' }, title: 'route.airTracking', ...over });

describe('a page extending a fragment', () => {
  it('is the fragment with its parameters filled in and the page\'s members over it', () => {
    const { json, problems } = readPageText(FILE, page({}), fragments);
    expect(problems).toEqual([]);
    const grid = json!.blocks[1] as unknown as Record<string, unknown>;
    expect(grid.filter).toEqual({ mode: 'AIR' });
    expect(json!.actions![0]).toMatchObject({ kind: 'navigate', to: 'airTrackingDetail' });
    expect(json!.title).toBe('route.airTracking');
    expect(json).not.toHaveProperty('extends');
    expect(json).not.toHaveProperty('params');
  });

  it('resolves the folded sea tracking list to the fragment with SEA and its detail, as the file was before folding', () => {
    // Checked once when folding: each of the eight folded files resolves to exactly the JSON it held before (git show).
    const resolved = readPageFiles(root).pages.find((p) => p.key === 'cargoTracing/seaTracking')!.json as unknown as Record<string, unknown>;
    const fragment = JSON.parse(readFileSync(join(root, 'schemas/fragments/trackingList.json'), 'utf8'));
    const { params: _params, $schema: _schema, ...body } = fragment;
    const expected = JSON.parse(JSON.stringify(body).replace('"$with.mode"', '"SEA"').replace('"$with.detail"', '"seaTrackingDetail"'));
    // Its own menu entry and titles (issue 43) sit beside the fragment's body.
    const { menu, titles } = JSON.parse(readFileSync(join(root, 'schemas/pages/cargoTracing/seaTracking.json'), 'utf8'));
    expect(resolved).toEqual({ $schema: '../../page.schema.json', ...expected, title: 'route.seaTracking', titles, menu });
  });

  it('overrides as a JSON Merge Patch: objects merge, arrays replace, null removes', () => {
    expect(mergePatch({ a: { b: 1, c: 2 }, d: [1, 2], e: 1 }, { a: { c: 3 }, d: [9], e: null })).toEqual({ a: { b: 1, c: 3 }, d: [9] });
    const { json } = readPageText(FILE, page({ reads: null, blocks: [{ type: 'grid', columns: [{ field: 'bookingNo' }] }] }), fragments);
    expect(json!.blocks).toEqual([{ type: 'grid', columns: [{ field: 'bookingNo' }] }]);
    expect(json!.reads).toBeUndefined();
  });

  it('names a missing parameter, an unknown one with the one meant, and a missing fragment at their pointers', () => {
    expect(readPageText(FILE, page({ with: { mode: 'AIR' } }), fragments).problems).toEqual([`${FILE} at /with: missing parameter 'detail' of fragments/trackingList.json`]);
    expect(readPageText(FILE, page({ with: { mode: 'AIR', detail: 'airTrackingDetail', detial: 'x' } }), fragments).problems).toEqual([
      `${FILE} at /with/detial: unknown parameter 'detial' of fragments/trackingList.json (did you mean 'detail'?)`,
    ]);
    expect(readPageText(FILE, page({ extends: 'fragments/trackList.json' }), fragments).problems).toEqual([`${FILE} at /extends: no fragment file schemas/fragments/trackList.json`]);
  });

  it('checks the whole page against the page schema, and names a placeholder the fragment does not declare in the fragment', () => {
    expect(readPageText(FILE, page({ with: { mode: 'AIR', detail: 'airTrackingDetail' }, colums: [] }), fragments).problems).toEqual([`${FILE} at /: unknown field 'colums'`]);
    const read = (path: string) => (path === 'fragments/a.json' ? { file: 'schemas/fragments/a.json', json: { params: {}, title: 'route.x', blocks: [{ type: 'grid', columns: [], emptyText: '$with.empty' }] } } : undefined);
    expect(resolvePageExtends('p.json', { extends: 'fragments/a.json' }, read).problems).toEqual([
      { file: 'schemas/fragments/a.json', pointer: '/blocks/0/emptyText', message: '$with.empty is not a parameter of the fragment (its params: none)' },
    ]);
  });

  it('refuses a fragment extending itself', () => {
    const read = (path: string) => ({ file: `schemas/${path}`, json: { extends: path === 'fragments/a.json' ? 'fragments/b.json' : 'fragments/a.json' } });
    expect(resolvePageExtends('p.json', { extends: 'fragments/a.json' }, read).problems[0].message).toBe('fragments/a.json extends itself through fragments/a.json → fragments/b.json → fragments/a.json');
  });
});
