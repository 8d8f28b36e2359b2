// Who may read a resource, from the screens that show it: each page file names the resources it reads
// (pageResources.ts), and whoever is granted the page's menu may read them, as the kind of user its
// menu group serves (customers or administrators). Who may write one, from the screens that offer its
// writes (writesOfferedBy): the menus their FuncIds name. Domain code names no screen for either.
import { CUSTOMER_ADMIN_EXTRA_MENUS, MENU_TREE, type Audience } from '../../shared/menus/menuTree';
import type { PageSchema } from '../../shared/page/pageSchema';
import type { Grant } from '../resources/types';
import { resourcesReadBy, writesOfferedBy } from './pageResources';
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

/** A menu writing a resource, with the kinds of user its menu serves (a resource's `writers` keep some). */
export interface PageWriter {
  menu: string;
  audiences: Audience[];
}

/** Resource name → the menus whose pages offer its writes, in the pages' order (menus off the menu tree grant nothing). */
export function pageWriteGrants(pages: readonly PageSchema[]): Map<string, PageWriter[]> {
  const writers = new Map<string, PageWriter[]>();
  for (const page of pages) {
    for (const { resource, menu } of writesOfferedBy(page)) {
      const audiences = AUDIENCES.get(menu);
      if (!audiences) continue;
      const list = writers.get(resource) ?? [];
      if (!list.some((w) => w.menu === menu)) list.push({ menu, audiences });
      writers.set(resource, list);
    }
  }
  return writers;
}

let projectWriters: Map<string, PageWriter[]> | undefined;

/** The menus the project's own page files let write `resource`. */
export function projectPageWriters(resource: string): PageWriter[] {
  projectWriters ??= pageWriteGrants(projectPages().pages.map((p) => p.page));
  return projectWriters.get(resource) ?? [];
}
