// Who may read a resource, from the screens that show it: each page file names the resources it reads
// (pageResources.ts), and whoever is granted the page's menu may read them, as the kind of user its
// menu group serves (customers or administrators). Who may write one, from the screens that offer its
// writes (writesOfferedBy): the menus their FuncIds name. Domain code names no screen for either.
import { CUSTOMER_ADMIN_EXTRA_MENUS, MENU_TREE, type Audience } from '../../shared/menus/menuTree';
import type { RouteAccess } from '../auth/access';
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

/** A grant from the page files, in a hand route's terms: one menu (and FuncId), or any of several. */
const routeAccessOf = (grants: Array<{ audience: Audience | 'any'; menu: string; func?: string }>, what: string): RouteAccess => {
  if (grants.length === 0) throw new Error(`${what}: no page file grants it (its page's action, or its menu's funcs; schemas/pages, npm run gen)`);
  return grants.length === 1 ? grants[0] : { anyOf: grants };
};

/** The kinds of user of a menu, as a route's audience: both, where a company administrator has it too. */
const audienceOf = (menu: string): Audience | 'any' | undefined => {
  const audiences = AUDIENCES.get(menu);
  return audiences === undefined ? undefined : audiences.length > 1 ? 'any' : audiences[0];
};

/** A menu's audience kept to one kind of user (a company's own rows: customers), or none when it serves no such user. */
const narrowed = (audience: Audience | 'any' | undefined, only?: Audience): Audience | 'any' | undefined =>
  only === undefined || audience === undefined ? audience : audience === 'any' || audience === only ? only : undefined;

/**
 * Who may read through a hand route listing `resource`'s rows (a resource the engine does not serve): whoever holds
 * the menu of a page that reads it (`resource` on the page or a block), as `only` that kind of user when given.
 */
export function pageReadAccess(resource: string, only?: Audience): RouteAccess {
  const grants = projectPageReadGrants(resource).filter((g) => only === undefined || g.audience === only);
  return routeAccessOf(grants, `reading ${resource}`);
}

/** Whether a documents block makes this call: its list and file (GET), its upload (POST), its remove (DELETE). */
function documentsCalls(block: Record<string, unknown>, method: string, path: string): boolean {
  return (method === 'GET' && (block.list === path || block.file === path)) || (method === 'POST' && block.upload === path) || (method === 'DELETE' && block.remove === path);
}

/**
 * Who may call a hand route (not a resource's): whoever holds the menu of a page whose call action or
 * documents block calls it (`path`, `method`), and the action's FuncId when it names one. Domain code names
 * the call, never the screen.
 */
export function pageCallAccess(method: string, path: string, pages: readonly PageSchema[] = projectPages().pages.map((p) => p.page), only?: Audience): RouteAccess {
  const grants: Array<{ audience: Audience | 'any'; menu: string; func?: string }> = [];
  const visit = (value: unknown, page: PageSchema): void => {
    if (Array.isArray(value)) return value.forEach((v) => visit(v, page));
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    const called = (node.kind === 'call' && node.path === path && String(node.method ?? 'POST').toUpperCase() === method) || (node.type === 'documents' && documentsCalls(node, method, path));
    if (called) {
      const func = typeof node.funcId === 'string' ? node.funcId : undefined;
      const menu = func?.includes('.') ? func.slice(0, func.indexOf('.')) : page.name;
      const audience = narrowed(audienceOf(menu), only);
      if (audience && !grants.some((g) => g.menu === menu && g.func === func)) grants.push({ audience, menu, ...(func ? { func } : {}) });
    }
    for (const child of Object.values(node)) visit(child, page);
  };
  for (const page of pages) visit([page.blocks, page.actions ?? []], page);
  return routeAccessOf(grants, `${method} ${path}`);
}
