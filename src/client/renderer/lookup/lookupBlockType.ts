// The lookup's registration: a form, a GET call, the answer shown as an action result, a record, a timeline.
import type { LookupBlock } from '../../../shared/page/pageSchema';
import { BLOCK_CHUNKS } from '../registry/blockChunkLoaders';
import { preloadable } from '../../app/preloadable';
import type { BlockType } from '../registry/blockType';

// A lazy chunk: its input form is RJSF's, which no other page should load with the renderer.
const LookupBlockView = preloadable(BLOCK_CHUNKS.lookup);

export const lookupBlockType: BlockType<LookupBlock> = {
  type: 'lookup',
  component: LookupBlockView,
  preload: LookupBlockView.preload,
  data: () => ({}),
  lint(b, lint) {
    lint.key(b.input.title);
    lint.key(b.input.submit);
    const properties = (b.input.schema?.properties ?? {}) as Record<string, { title?: string }>;
    for (const p of Object.values(properties)) lint.key(p.title);
    lint.key(b.hint);
    lint.key(b.result?.message);
    for (const key of Object.values(b.result?.lines?.titles ?? {})) lint.key(key);
    for (const link of b.result?.links ?? []) lint.key(link.label);
    for (const f of b.record?.fields ?? []) {
      if (typeof f === 'string') lint.field(f, 'lookup record', { entity: b.record!.entity });
      else lint.field(f.field, 'lookup record', { title: f.title, entity: b.record!.entity });
    }
    if (b.timeline) {
      const { placeLabel, extra, ...single } = b.timeline.fields;
      for (const field of [...Object.values(single), ...(placeLabel ?? []), ...(extra ?? [])]) if (field) lint.field(field, 'lookup timeline', { entity: b.timeline.entity, title: false });
      if (b.timeline.destinationField && b.record) lint.field(b.timeline.destinationField, 'lookup destination', { entity: b.record.entity, title: false });
    }
  },
};
