// The detail's registration: one record, the route's, a bound one, or the grid's selected row.
import type { DetailBlock } from '../../../shared/page/pageSchema';
import type { BlockType } from '../registry/blockType';
import DetailBlockView from './DetailBlock';

export const detailBlockType: BlockType<DetailBlock> = {
  type: 'detail',
  component: DetailBlockView,
  data: (b) => ({ record: b.recordId === undefined, bindings: b.recordId === undefined ? [] : [b.recordId] }),
  lint(b, lint) {
    const entity = lint.entityOf(b.resource);
    if (b.resource) lint.resource(b.resource, 'detail');
    if (b.recordId !== undefined) lint.binding(b.recordId, 'detail recordId');
    else if (b.resource && b.resource !== lint.page.resource) lint.problem(`detail of ${b.resource} needs a recordId bound to its record`);
    for (const g of b.groups) {
      lint.key(g.title);
      for (const f of g.fields) {
        if (typeof f === 'string') lint.field(f, 'detail', { entity });
        else lint.field(f.field, 'detail', { title: f.title, entity });
      }
      if (g.lines) {
        lint.field(g.lines.field, 'detail lines', { entity, title: false });
        for (const c of g.lines.columns) lint.key(c.title ?? `field.${entity}.${c.field}`);
        lint.key(g.lines.emptyText);
      }
    }
  },
};
