import { describe, expect, it } from 'vitest';
import { PAGE_FILES } from '../../../src/client/app/pageFiles';

describe('page files as the fixed route list', () => {
  it('names a route after the menu node at its path, so setData/index.json is setDataIndex', async () => {
    const file = PAGE_FILES.get('setDataIndex');
    expect(file?.folder).toBe('setData');
    expect((await file!.load()).name).toBe('setDataIndex');
    expect(PAGE_FILES.has('index')).toBe(false);
  });

  it("every page file's own name agrees with the route name it is listed under", async () => {
    for (const [name, file] of PAGE_FILES) expect((await file.load()).name).toBe(name);
  });

  it('knows each page\'s block types before the file loads (scripts/pageBlockTypesPlugin.ts)', () => {
    expect(PAGE_FILES.get('setAddress')?.blockTypes).toContain('grid');
    for (const file of PAGE_FILES.values()) expect(file.blockTypes.length, file.name).toBeGreaterThan(0);
  });
});
