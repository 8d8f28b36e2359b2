// The actions block's registration: buttons, tiles or inline forms running page actions.
import type { ActionsBlock } from '../../../shared/page/pageSchema';
import type { BlockType } from '../registry/blockType';
import ActionsBlockView from './ActionsBlock';

export const actionsBlockType: BlockType<ActionsBlock> = {
  type: 'actions',
  component: ActionsBlockView,
  lint(b, lint) {
    for (const id of b.actions) {
      const action = lint.action(id, 'actions block');
      // Inline: a form on the page, so only a call action that asks for input fits.
      if (b.variant === 'inline' && action && (action.kind !== 'call' || !action.input)) lint.problem(`actions block: ${id} is inline but not a call action with an input form`);
    }
  },
};
