// The block types of the renderer, one registration each. A new block type is its folder (component
// and registration) plus one line here, and its type in src/shared/page/pageSchema.ts.
import { actionsBlockType } from './actions/actionsBlockType';
import { chartBlockType } from './chart/chartBlockType';
import { customBlockType } from './custom/customBlockType';
import { detailBlockType } from './detail/detailBlockType';
import { documentsBlockType } from './documents/documentsBlockType';
import { filterBlockType } from './filter/filterBlockType';
import { formBlockType } from './form/formBlockType';
import { gridBlockType } from './grid/gridBlockType';
import { lookupBlockType } from './lookup/lookupBlockType';
import { notesBlockType } from './notes/notesBlockType';
import { pagePreviewBlockType } from './preview/pagePreviewBlockType';
import { registerBlock } from './registry/blockRegistry';
import { tabsBlockType } from './tabs/tabsBlockType';
import { timelineBlockType } from './timeline/timelineBlockType';

registerBlock(filterBlockType);
registerBlock(gridBlockType);
registerBlock(formBlockType);
registerBlock(detailBlockType);
registerBlock(tabsBlockType);
registerBlock(actionsBlockType);
registerBlock(customBlockType);
registerBlock(timelineBlockType);
registerBlock(chartBlockType);
registerBlock(lookupBlockType);
registerBlock(notesBlockType);
registerBlock(pagePreviewBlockType);
registerBlock(documentsBlockType);

export * from './registry/blockRegistry';
