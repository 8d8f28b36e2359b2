// The filter's registration: it drives a grid's list (`target`, else the page's first grid).
import type { FilterBlock } from '../../../shared/page/pageSchema';
import type { BlockType } from '../registry/blockType';
import FilterBlockView from './FilterBlock';

export const filterBlockType: BlockType<FilterBlock> = {
  type: 'filter',
  component: FilterBlockView,
  lint(b, lint) {
    let entity = lint.pageEntity;
    if (b.target) {
      const grid = lint.block(b.target, 'filter target');
      if (grid && grid.type !== 'grid') lint.problem(`filter target ${b.target} is a ${grid.type}, not a grid`);
      else if (grid) entity = lint.entityOf(grid.resource);
    }
    for (const f of b.fields) {
      if (typeof f === 'string') lint.field(f, 'filter', { entity });
      else {
        lint.field(f.field, 'filter', { title: f.title, entity });
        if (f.referenceFilter) lint.referenceConditions(f.field, f.referenceFilter, 'filter referenceFilter', entity);
      }
    }
  },
};
