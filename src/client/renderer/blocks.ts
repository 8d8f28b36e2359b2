// The block types of the renderer, one registration each. A new block type is its folder (component
// and registration) plus one line here, and its type in src/shared/page/pageSchema.ts.
import { actionsBlockType } from './actions/actionsBlockType';
import { customBlockType } from './custom/customBlockType';
import { detailBlockType } from './detail/detailBlockType';
import { filterBlockType } from './filter/filterBlockType';
import { formBlockType } from './form/formBlockType';
import { gridBlockType } from './grid/gridBlockType';
import { notesBlockType } from './notes/notesBlockType';
import { registerBlock } from './registry/blockRegistry';
import { tabsBlockType } from './tabs/tabsBlockType';

registerBlock(filterBlockType);
registerBlock(gridBlockType);
registerBlock(formBlockType);
registerBlock(detailBlockType);
registerBlock(tabsBlockType);
registerBlock(actionsBlockType);
registerBlock(customBlockType);
registerBlock(notesBlockType);

export * from './registry/blockRegistry';
