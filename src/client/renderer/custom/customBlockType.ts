// The custom block's registration: a named component where a screen truly needs code.
import type { CustomBlock } from '../../../shared/page/pageSchema';
import type { BlockType } from '../registry/blockType';
import CustomBlockView from './CustomBlock';
import { customBlock } from './customBlocks';

export const customBlockType: BlockType<CustomBlock> = {
  type: 'custom',
  component: CustomBlockView,
  lint(b, lint) {
    if (!customBlock(b.component)) lint.problem(`custom component ${b.component} is not registered (src/client/renderer/custom/customBlocks.ts)`);
  },
};
