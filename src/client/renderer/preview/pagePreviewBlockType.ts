// The page preview block's registration: a lazy chunk (the page lint's precompiled validator and the
// project's fragments come with it), only for the administrators' preview screen.
import type { PagePreviewBlock } from '../../../shared/page/pageSchema';
import { preloadable } from '../../app/preloadable';
import { BLOCK_CHUNKS } from '../registry/blockChunkLoaders';
import type { BlockType } from '../registry/blockType';

const PagePreviewBlockView = preloadable(BLOCK_CHUNKS.pagePreview);

export const pagePreviewBlockType: BlockType<PagePreviewBlock> = {
  type: 'pagePreview',
  component: PagePreviewBlockView,
  preload: PagePreviewBlockView.preload,
};
