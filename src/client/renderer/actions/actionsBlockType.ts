// The actions block's registration: buttons, tiles or inline forms running page actions.
import type { ActionsBlock } from '../../../shared/page/pageSchema';
import type { BlockType } from '../registry/blockType';
import ActionsBlockView from './ActionsBlock';

export const actionsBlockType: BlockType<ActionsBlock> = {
  type: 'actions',
  component: ActionsBlockView,
  lint(b, lint) {
    for (const item of b.actions) {
      if (typeof item !== 'string') {
        if (b.variant !== undefined && b.variant !== 'toolbar') lint.problem(`actions block: group ${item.group} is for a toolbar`);
        if (item.actions.length === 0) lint.problem(`actions block: group ${item.group} lists no action`);
        // An export offers its modes and file types in a menu of its own: not an item of another.
        for (const id of item.actions) if (lint.action(id, `actions block group ${item.group}`)?.kind === 'export') lint.problem(`actions block: group ${item.group} holds export ${id}, which has its own menu`);
        continue;
      }
      const id = item;
      const action = lint.action(id, 'actions block');
      // Inline: a form on the page, so only a call action that asks for input fits.
      if (b.variant === 'inline' && action && (action.kind !== 'call' || !action.input)) lint.problem(`actions block: ${id} is inline but not a call action with an input form`);
    }
  },
};
