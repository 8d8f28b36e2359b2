// The resources a page reads: every `resource` it names (its own, a block's, another resource's action)
// and those it lists in `reads`. Read from the JSON, knowing no block type, as the server reads it.
import type { PageFile } from '../../shared/page/pageSchema';

export function resourcesReadBy(page: PageFile): string[] {
  const found = new Set<string>(page.reads ?? []);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'resource' && typeof child === 'string') found.add(child);
      else visit(child);
    }
  };
  visit(page);
  return [...found];
}

/** Action kinds that always write their resource (a call writes when it needs a FuncId: a reading one needs none). */
const WRITING_KINDS = new Set(['create', 'edit', 'delete', 'bin', 'import']);

/** A write a page offers: the resource, the menu whose FuncId guards it, and where the page says so. */
export interface PageWrite {
  resource: string;
  menu: string;
  pointer: string;
}

/**
 * The writes a page offers: each create, edit, delete, bin and import action, each call action needing
 * a FuncId, each grid's bulk edit, on the action's (or grid's) resource or the page's; the menu is the
 * one its FuncId names (`roleManager.create` on the customer roles' screen: roleManager's holders
 * write), the page's own without one. And the resources it lists in `writes`, by its own menu.
 */
export function writesOfferedBy(page: PageFile & { name: string }): PageWrite[] {
  const found: PageWrite[] = (page.writes ?? []).map((resource, i) => ({ resource, menu: page.name, pointer: `/writes/${i}` }));
  const menuOf = (funcId: unknown) => (typeof funcId === 'string' && funcId.includes('.') ? funcId.slice(0, funcId.indexOf('.')) : page.name);
  const visit = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => visit(v, `${pointer}/${i}`));
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    const resource = typeof node.resource === 'string' ? node.resource : page.resource;
    const writes = typeof node.kind === 'string' && typeof node.id === 'string' && (WRITING_KINDS.has(node.kind) || (node.kind === 'call' && typeof node.funcId === 'string'));
    if (writes && resource) found.push({ resource, menu: menuOf(node.funcId), pointer });
    const bulk = node.bulkEdit as { funcId?: unknown } | undefined;
    if (bulk && typeof bulk === 'object' && resource) found.push({ resource, menu: menuOf(bulk.funcId), pointer: `${pointer}/bulkEdit` });
    for (const [key, child] of Object.entries(node)) visit(child, `${pointer}/${key}`);
  };
  visit(page.blocks, '/blocks');
  visit(page.actions ?? [], '/actions');
  return found;
}
