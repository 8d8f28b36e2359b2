// The public lookup's registration: no list (it asks the server's public lookup), its lint.
import type { PublicLookupBlock } from '../../../shared/page/pageSchema';
import type { BlockType } from '../registry/blockType';
import PublicLookupBlockView from './PublicLookupBlock';

export const publicLookupBlockType: BlockType<PublicLookupBlock> = {
  type: 'publicLookup',
  component: PublicLookupBlockView,
  lint(b, lint) {
    for (const key of [b.numberLabel, b.codeLabel, b.hint]) lint.key(key);
    for (const f of b.fields) {
      if (typeof f === 'string') lint.field(f, 'publicLookup', { entity: b.entity });
      else lint.field(f.field, 'publicLookup', { title: f.title, entity: b.entity });
    }
    if (b.timeline) {
      const { placeLabel, extra, ...single } = b.timeline.fields;
      for (const field of [...Object.values(single), ...(placeLabel ?? []), ...(extra ?? [])]) if (field) lint.field(field, 'publicLookup timeline', { entity: b.timeline.entity, title: false });
      if (b.timeline.destinationField) lint.field(b.timeline.destinationField, 'publicLookup destination', { entity: b.entity, title: false });
    }
  },
};
