// What a grid page loads before it can draw (issue 11's grid goal): the renderer, the block registry and
// the grid's chunk, each with its static imports (buildManifest.ts; the registry, blocks.ts, is among the
// renderer's). The form library (RJSF, with its markdown-to-jsx: 418 KB raw) and the notes' markdown
// library (marked) are for pages that draw a form, a lookup or notes: they come with those blocks' own
// chunks, not with the registry every page loads (it once carried RJSF, through the lookup block).
import { describe, expect, it } from 'vitest';
import { chunkKeyOf, filesContaining, readManifest, staticClosure } from './support/buildManifest';
import { ensureClientBuilt } from './support/server';

ensureClientBuilt();
const manifest = readManifest();
/** Strings the minifier keeps: one of RJSF's (its internal ref key) and one of marked's (an error message). */
const RJSF_MARKER = '__rjsf_additionalProperties';
const MARKED_MARKER = 'input parameter is undefined or null';
const filesOf = (sources: string[]) => staticClosure(manifest, sources.map((src) => chunkKeyOf(manifest, src))).map((key) => manifest[key].file);
const gridPage = filesOf(['renderer/PageRenderer.tsx', 'renderer/core/pageFirstCalls.ts', 'renderer/grid/GridBlock.tsx']);

describe('a grid page\'s chunks', () => {
  it('hold no form library: RJSF comes with the form and lookup blocks', () => {
    const rjsf = filesContaining(manifest, RJSF_MARKER);
    // Found at all, and where it belongs (else the check below would prove nothing).
    expect(filesOf(['renderer/form/FormBlock.tsx']).filter((f) => rjsf.includes(f)).length).toBeGreaterThan(0);
    expect(filesOf(['renderer/lookup/LookupBlock.tsx']).filter((f) => rjsf.includes(f)).length).toBeGreaterThan(0);
    expect(gridPage.filter((f) => rjsf.includes(f))).toEqual([]);
  });

  it('hold no markdown renderer: it comes with the notes block', () => {
    const markdown = filesContaining(manifest, MARKED_MARKER);
    expect(filesOf(['renderer/notes/NotesBlock.tsx']).filter((f) => markdown.includes(f)).length).toBeGreaterThan(0);
    expect(gridPage.filter((f) => markdown.includes(f))).toEqual([]);
  });
});
