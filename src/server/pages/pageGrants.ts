// Who may read a resource, from the screens that show it: each page file names the resources it reads
// (pageResources.ts), and whoever is granted the page's menu may read them, as the kind of user its
// menu group serves (customers or administrators). Domain code names no screen for reading.
import { CUSTOMER_ADMIN_EXTRA_MENUS, MENU_TREE, type Audience } from '../../shared/menus/menuTree';
import type { PageSchema } from '../../shared/page/pageSchema';
import type { Grant } from '../resources/types';
import { resourcesReadBy } from './pageResources';
import { projectPages } from './projectPages';

/**
 * Menu route name → the kinds of user it serves: its group's, and customers too on the administrators'
 * menus a company administrator is given (CUSTOMER_ADMIN_EXTRA_MENUS: its users, its audit trail).
 */
const AUDIENCES = new Map<string, Audience[]>(
  MENU_TREE.flatMap((group) => group.children.map((menu) => [menu.name, CUSTOMER_ADMIN_EXTRA_MENUS.includes(menu.name) ? [group.audience, 'customer'] : [group.audience]] as const)),
);

/** Resource name → the grants of the menus whose pages read it (pages off the menu tree grant nothing). */
export function pageReadGrants(pages: readonly PageSchema[]): Map<string, Grant[]> {
  const grants = new Map<string, Grant[]>();
  for (const page of pages) {
    for (const audience of AUDIENCES.get(page.name) ?? []) {
      for (const resource of resourcesReadBy(page)) {
        const list = grants.get(resource) ?? [];
        if (!list.some((g) => g.menu === page.name && g.audience === audience)) list.push({ audience, menu: page.name });
        grants.set(resource, list);
      }
    }
  }
  return grants;
}

let projectGrants: Map<string, Grant[]> | undefined;

/** The read grants the project's own page files give `resource`. */
export function projectPageReadGrants(resource: string): Grant[] {
  projectGrants ??= pageReadGrants(projectPages().pages.map((p) => p.page));
  return projectGrants.get(resource) ?? [];
}
