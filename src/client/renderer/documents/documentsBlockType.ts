// The documents block's registration: it reads the record its calls name (the route's, or a grid's selected row), its kinds' labels must exist.
import type { DocumentsBlock } from '../../../shared/page/pageSchema';
import { preloadable } from '../../app/preloadable';
import { BLOCK_CHUNKS } from '../registry/blockChunkLoaders';
import type { BlockType } from '../registry/blockType';

// A lazy chunk: only the pages with documents need its table and upload dialog.
const DocumentsBlockView = preloadable(BLOCK_CHUNKS.documents);

export const documentsBlockType: BlockType<DocumentsBlock> = {
  type: 'documents',
  component: DocumentsBlockView,
  preload: DocumentsBlockView.preload,
  // The route's record when a binding reads it (`$record.id`); a grid's selected row otherwise (`$selected.<grid>.id`).
  data: (b) => ({ bindings: Object.values(b.recordParam) }),
  lint(b, lint) {
    for (const [name, spec] of Object.entries(b.recordParam)) lint.binding(spec, `documents recordParam ${name}`);
    if (b.kinds.options.length === 0) lint.problem(`documents block ${b.id ?? ''}: kinds.options is empty`);
    for (const value of b.kinds.options) lint.key(`${b.kinds.labels}.${value}`);
    lint.key(b.title);
    lint.key(b.emptyText);
  },
};
