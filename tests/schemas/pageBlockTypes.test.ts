// The block types each page file is known to hold before it loads (scripts/pageBlockTypesPlugin.ts, a
// walk of the JSON that knows no block) are exactly the types the renderer's registry finds in it
// (pageBlocks: nested blocks and dialog actions' included). A block type that nests its children
// under another key than `blocks` would make the early map miss its chunk: this test says so.
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageBlocks } from '../../src/client/renderer/blocks';
import type { PageSchema } from '../../src/shared/page/pageSchema';
import { blockTypesOfPage, pageBlockTypesMap } from '../../scripts/pageBlockTypesPlugin';
import { resolvedPageJson } from '../../scripts/pageExtendsPlugin';
import { filesUnder, pagesDir, root } from './lintContext';

describe('page block types known before a page file loads', () => {
  const files = filesUnder(pagesDir, '.json');
  const map = pageBlockTypesMap(pagesDir);

  it('cover every page file', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(Object.keys(map).sort()).toEqual(files.map((f) => relative(pagesDir, f).replace(/\\/g, '/').replace(/\.json$/, '')).sort());
  });

  it.each(files.map((f) => [relative(pagesDir, f), f]))('%s: the same types as the registry finds', (_name, file) => {
    // As the client gets it: the fragment it extends resolved.
    const page = resolvedPageJson(root, file) as PageSchema;
    expect(page.blocks.length).toBeGreaterThan(0);
    expect(new Set(blockTypesOfPage(page))).toEqual(new Set(pageBlocks(page).map((b) => b.type)));
  });

  it('finds nested blocks and a dialog action\'s blocks, and nothing outside a blocks list', () => {
    const page = {
      blocks: [{ type: 'tabs', tabs: [{ title: 't', blocks: [{ type: 'grid', columns: [{ type: 'not-a-block' }] }] }] }],
      actions: [{ kind: 'dialog', blocks: [{ type: 'form' }] }],
    };
    expect(blockTypesOfPage(page)).toEqual(['tabs', 'grid', 'form']);
  });
});
