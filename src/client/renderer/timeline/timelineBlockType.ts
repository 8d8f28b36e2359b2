// The timeline's registration: its own list of the event resource (bound like a related grid), its lint.
import type { TimelineBlock } from '../../../shared/page/pageSchema';
import type { BlockType } from '../registry/blockType';
import TimelineBlockView from './TimelineBlock';

/** Every event of the thing shown: milestones need their plan, estimates and actual together. */
export const TIMELINE_PAGE_SIZE = 500;

export const timelineBlockType: BlockType<TimelineBlock> = {
  type: 'timeline',
  component: TimelineBlockView,
  data: (b) => ({
    list: { resource: b.resource, pageSize: TIMELINE_PAGE_SIZE, defaultSort: { field: b.fields.time, order: 'asc' }, filter: b.filter },
    bindings: [...Object.values(b.filter ?? {}), ...(b.destination !== undefined ? [b.destination] : [])],
  }),
  lint(b, lint) {
    const entity = lint.entityOf(b.resource);
    lint.resource(b.resource, 'timeline');
    const { placeLabel, extra, ...single } = b.fields;
    for (const field of [...Object.values(single), ...(placeLabel ?? [])]) if (field) lint.field(field, 'timeline fields', { entity, title: false });
    for (const field of extra ?? []) lint.field(field, 'timeline extra', { entity });
    for (const v of lint.choicesOf(entity, b.fields.type)) lint.key(`${lint.choicesKeyOf(entity, b.fields.type)}.${v}`);
    for (const [field, spec] of Object.entries(b.filter ?? {})) {
      lint.field(field, 'timeline filter', { entity, title: false });
      lint.binding(spec, `timeline filter ${field}`);
    }
    if (b.destination !== undefined) lint.binding(b.destination, 'timeline destination');
    lint.key(b.emptyText);
  },
};
