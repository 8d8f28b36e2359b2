// The tabs' registration: a container; its children are every tab's blocks.
import type { TabsBlock } from '../../../shared/page/pageSchema';
import type { BlockType } from '../registry/blockType';
import TabsBlockView from './TabsBlock';

export const tabsBlockType: BlockType<TabsBlock> = {
  type: 'tabs',
  component: TabsBlockView,
  children: (b) => b.tabs.flatMap((tab) => tab.blocks),
  lint(b, lint) {
    for (const tab of b.tabs) lint.key(tab.title);
  },
};
