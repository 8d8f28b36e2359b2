// The notes block's registration: its resource and fields must exist.
import type { NotesBlock } from '../../../shared/page/pageSchema';
import { BLOCK_CHUNKS } from '../registry/blockChunkLoaders';
import { preloadable } from '../../app/preloadable';
import type { BlockType } from '../registry/blockType';

// A lazy chunk: its markdown renderer (markdown-to-jsx) is not for the pages without notes.
const NotesBlockView = preloadable(BLOCK_CHUNKS.notes);

export const notesBlockType: BlockType<NotesBlock> = {
  type: 'notes',
  component: NotesBlockView,
  preload: NotesBlockView.preload,
  // "Before you book" heads the notes there are: a mode without notes shows no empty heading.
  ownTitle: true,
  lint(b, lint) {
    lint.resource(b.resource, 'notes block');
    const entity = lint.entityOf(b.resource);
    const where = 'notes block';
    for (const field of [...Object.values(b.titleFields), ...Object.values(b.bodyFields), ...Object.keys(b.where ?? {}), ...(b.sortField ? [b.sortField] : [])]) lint.field(field, where, { entity, title: false });
    // matchForm: note fields → fields of the page's form (a misspelt one would never match: the lane's notes never shown).
    for (const [noteField, formField] of Object.entries(b.matchForm ?? {})) {
      lint.field(noteField, where, { entity, title: false });
      lint.field(formField, `${where} matchForm`, { entity: lint.pageEntity, title: false });
    }
    lint.key(b.title);
  },
};
