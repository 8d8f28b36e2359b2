// The grid's registration: a lazy chunk (glide-data-grid, drawn at once when fetched ahead), its own list of its resource, its lint.
import { BLOCK_CHUNKS } from '../registry/blockChunkLoaders';
import { preloadable } from '../../app/preloadable';
import type { GridBlock, PageAction } from '../../../shared/page/pageSchema';
import type { BlockType } from '../registry/blockType';

/** Actions that act on the page's resource; a grid listing another resource offers none of them... */
const PAGE_RESOURCE_KINDS = new Set(['create', 'edit', 'delete', 'bin', 'export', 'import', 'call']);

/**
 * ...but a row's call that says whom it calls (its path, or the grid's resource) and what it sends (its
 * payload, from `$row`): a delivery log's Replay. The grid's own list is read again after it.
 */
function callOnListedRow(action: PageAction, resource: string, onRow: boolean): boolean {
  return onRow && action.kind === 'call' && (action.path !== undefined || action.resource === resource) && action.payload !== undefined;
}
const GridBlockView = preloadable(BLOCK_CHUNKS.grid);

export const gridBlockType: BlockType<GridBlock> = {
  type: 'grid',
  component: GridBlockView,
  preload: GridBlockView.preload,
  data: (b) => ({ list: { resource: b.resource, pageSize: b.pageSize, defaultSort: b.defaultSort, filter: b.filter }, bindings: Object.values(b.filter ?? {}) }),
  lint(b, lint) {
    const entity = lint.entityOf(b.resource);
    const where = `grid${b.id ? ` ${b.id}` : ''}`;
    if (b.resource) lint.resource(b.resource, where);
    for (const c of b.columns) {
      lint.field(c.field, `${where} column`, { title: c.title, entity });
      // Every choice the column shows is labelled: `<optionsKey>.<value>` or the entity's default.
      for (const v of lint.choicesOf(entity, c.field)) lint.key(`${c.optionsKey ?? lint.choicesKeyOf(entity, c.field)}.${v}`);
    }
    for (const field of b.bulkEdit?.fields ?? []) lint.field(field, `${where} bulkEdit`, { entity });
    if (b.defaultSort) lint.field(b.defaultSort.field, `${where} defaultSort`, { entity });
    if (b.tree) lint.field(b.tree.parentField, `${where} tree`, { entity });
    const foreign = b.resource !== undefined && b.resource !== lint.page.resource;
    const rowActions = new Set([...(b.rowActions ?? []), ...(b.rowDoubleClick ? [b.rowDoubleClick] : [])]);
    for (const id of [...(b.toolbar ?? []), ...rowActions]) {
      const action = lint.action(id, where);
      if (!action || !foreign || !PAGE_RESOURCE_KINDS.has(action.kind) || callOnListedRow(action, b.resource!, rowActions.has(id))) continue;
      lint.problem(`${where}: action ${id} (${action.kind}) works on the page's resource, not ${b.resource}${action.kind === 'call' && rowActions.has(id) ? ' (a row call here names its path or this resource, and its payload)' : ''}`);
    }
    lint.key(b.emptyText);
    for (const [field, spec] of Object.entries(b.filter ?? {})) {
      lint.field(field, `${where} filter`, { entity, title: false });
      lint.binding(spec, `${where} filter ${field}`);
    }
  },
};
