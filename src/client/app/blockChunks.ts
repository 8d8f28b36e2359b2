// The lazy chunks of a page's blocks (the grid, the form) and its entity schema, started as soon as the
// page file is known rather than once the renderer has drawn the page and reached the block (a waterfall).
import type { PageBlock, PageBlockType, PageSchema } from '../../shared/page/pageSchema';

const BLOCK_CHUNKS: Partial<Record<PageBlockType, () => Promise<unknown>>> = {
  grid: () => import('../renderer/grid/GridBlock'),
  form: () => import('../renderer/form/FormBlock'),
};

function blockTypes(blocks: readonly PageBlock[], into = new Set<PageBlockType>()): Set<PageBlockType> {
  for (const block of blocks) {
    into.add(block.type);
    if (block.type === 'tabs') for (const tab of block.tabs) blockTypes(tab.blocks, into);
  }
  return into;
}

/** Starts loading the block chunks the page will render and its entity's schema (each is fetched once). */
export function prefetchBlocksOf(page: PageSchema): void {
  for (const type of blockTypes(page.blocks)) void BLOCK_CHUNKS[type]?.().catch(() => undefined);
  const entity = page.entity ?? page.resource;
  // The grid and the form ask for it only once drawn; loadEntitySchema keeps the promise for them.
  if (entity) {
    void import('../renderer/core/entitySchemas')
      .then(({ entityExists, loadEntitySchema }) => (entityExists(entity) ? loadEntitySchema(entity) : undefined))
      .catch(() => undefined);
  }
}
