// The actions block's registration: buttons or tiles running page actions.
import type { ActionsBlock } from '../../../shared/page/pageSchema';
import type { BlockType } from '../registry/blockType';
import ActionsBlockView from './ActionsBlock';

export const actionsBlockType: BlockType<ActionsBlock> = {
  type: 'actions',
  component: ActionsBlockView,
  lint(b, lint) {
    for (const id of b.actions) lint.action(id, 'actions block');
  },
};
