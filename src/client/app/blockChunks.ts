// The lazy chunks of a page's blocks (each registration's `preload`: the grid, the form ...) and its
// entity schema, started as soon as the page file is known rather than once the renderer has drawn the
// page and reached the block (a waterfall). The registry comes by a dynamic import, so the app's entry
// does not carry the renderer: the page needs that chunk anyway and asks for it at the same time.
import type { PageSchema } from '../../shared/page/pageSchema';

/** Starts loading the block chunks the page will render and its entity's schema (each is fetched once); settles once the blocks are in. */
export function prefetchBlocksOf(page: PageSchema): Promise<unknown> {
  const blocks = import('../renderer/blocks').then(({ preloadBlocks }) => preloadBlocks(page)).catch(() => undefined);
  const entity = page.entity ?? page.resource;
  // The grid and the form ask for it only once drawn; loadEntitySchema keeps the promise for them.
  if (entity) {
    void import('../renderer/core/entitySchemas')
      .then(({ entityExists, loadEntitySchema }) => (entityExists(entity) ? loadEntitySchema(entity) : undefined))
      .catch(() => undefined);
  }
  return blocks;
}
