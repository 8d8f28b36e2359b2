// A page names the resources its menu reads (src/server/pages/pageGrants.ts), but cannot widen who reads
// a resource kept to one kind of user: the lint says so at the resource named. Likewise the writes its
// actions offer (the menu their FuncId names) and its `writes` list: a resource keeps its writers to one
// kind of user, and the lint says so at the action.
import { DOMAIN_RESOURCES } from '../../src/server/domains';
import { AUDIT_ENTRY_RESOURCE } from '../../src/server/domains/access/resources';
import { resourcesReadBy, writesOfferedBy } from '../../src/server/pages/pageResources';
import { MENU_TREE } from '../../src/shared/menus/menuTree';
import type { PageSchema } from '../../src/shared/page/pageSchema';
import { pointerOfValue } from './jsonPointers';
import { menuNodes } from './lintContext';

const ADMIN_MENUS = new Set(MENU_TREE.filter((g) => g.audience === 'admin').flatMap((g) => g.children.map((m) => m.name)));

/** Resources a screen names that its menu may not read (kept to the other kind of user): the page cannot widen who reads them. */
export function unreadableResources(file: string, page: PageSchema): string[] {
  if (!menuNodes.some((n) => n.name === page.name)) return [];
  return resourcesReadBy(page).flatMap((name) => {
    const def = DOMAIN_RESOURCES.find((r) => r.name === name);
    if (!def || def.read.some((g) => g.menu === page.name)) return [];
    // Kept to administrators' menus (a company administrator reads on those it is given), or to customers.
    const kind = def.read.every((g) => ADMIN_MENUS.has(g.menu)) ? 'administrators' : 'customers';
    return [`${file} at ${pointerOfValue(page, '', name) ?? ''}: resource ${name} is read by ${kind} only, so this screen's menu cannot read it`];
  });
}

/** Writes a screen offers that their menu may not make (a resource another kind of user writes, or none). */
export function unwritableResources(file: string, page: PageSchema): string[] {
  return writesOfferedBy(page).flatMap(({ resource, menu, pointer }) => {
    if (!menuNodes.some((n) => n.name === menu)) return [];
    const def = [...DOMAIN_RESOURCES, AUDIT_ENTRY_RESOURCE].find((r) => r.name === resource);
    if (!def) return [`${file} at ${pointer}: resource ${resource} does not exist`];
    if (def.writes.some((g) => g.menu === menu)) return [];
    const kind = def.writes.every((g) => g.audience === 'admin') ? 'administrators' : 'customers';
    return [`${file} at ${pointer}: resource ${resource} is written by ${kind} only, so menu ${menu} cannot write it`];
  });
}
