// Routes from grants (SPEC §2, §4): the fixed route list filtered by the granted menu entries, matched
// by name. Each grant supplies icon, no-cache and hidden flags; ungranted routes are dropped; nested
// children are flattened to absolute paths. A granted menu with no screen yet gets an honest
// "not available yet" screen rather than silently vanishing.
import type { ServerMenu } from '../api/authCalls';
import type { AppRoute, RouteDefinition, ScreenModule } from './routeTypes';

export interface FlatDefinition extends Omit<RouteDefinition, 'children'> {
  path: string;
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${child}`.replace(/\/{2,}/g, '/');
}

/** Depth-first, parents before their children, every path absolute. */
export function flattenRoutes(definitions: RouteDefinition[], parentPath = ''): FlatDefinition[] {
  const out: FlatDefinition[] = [];
  for (const { children, ...def } of definitions) {
    const path = parentPath ? joinPath(parentPath, def.path) : joinPath('/', def.path);
    out.push({ ...def, path });
    if (children?.length) out.push(...flattenRoutes(children, path));
  }
  return out;
}

export interface GenerateInput {
  definitions: RouteDefinition[];
  menus: ServerMenu[];
  routers: string[];
  /** Where a granted route lives when its definition gives no path (the menu tree). */
  knownPaths?: Record<string, { path: string; activeMenu?: string }>;
  /** The screen for a granted menu entry whose page does not exist yet. */
  notAvailable: () => Promise<ScreenModule>;
}

export function generateRoutes(input: GenerateInput): AppRoute[] {
  const grants = new Map<string, ServerMenu>();
  for (const menu of input.menus) grants.set(menu.Name, menu);
  for (const name of input.routers) {
    if (!grants.has(name)) grants.set(name, { Name: name, Path: '', Title: '', Icon: '', Sno: 0, Hidden: true, NoCache: false, Parent: null });
  }

  const routes: AppRoute[] = [];
  const seen = new Set<string>();
  for (const def of flattenRoutes(input.definitions)) {
    const grant = grants.get(def.name);
    if (!def.always && !grant) continue;
    if (!def.load) continue;
    seen.add(def.name);
    routes.push({
      name: def.name,
      path: def.path,
      meta: {
        title: def.title ?? grant?.Title ?? `route.${def.name}`,
        icon: grant?.Icon || undefined,
        noCache: grant?.NoCache ?? false,
        hidden: grant?.Hidden ?? false,
        affix: def.affix,
        activeMenu: grant?.ActiveMenu || input.knownPaths?.[def.name]?.activeMenu,
      },
      load: def.load,
    });
  }

  // Granted leaf entries (those with a parent) that have no screen yet.
  for (const grant of grants.values()) {
    if (seen.has(grant.Name) || !grant.Parent) continue;
    const path = grant.Path || input.knownPaths?.[grant.Name]?.path;
    if (!path?.startsWith('/')) continue;
    seen.add(grant.Name);
    routes.push({
      name: grant.Name,
      path,
      meta: {
        title: grant.Title || `route.${grant.Name}`,
        icon: grant.Icon || undefined,
        noCache: grant.NoCache,
        hidden: grant.Hidden,
        activeMenu: grant.ActiveMenu || input.knownPaths?.[grant.Name]?.activeMenu,
      },
      load: input.notAvailable,
    });
  }

  // A granted group opens its first visible child.
  for (const grant of grants.values()) {
    if (grant.Parent || !grant.Path?.startsWith('/') || seen.has(grant.Name)) continue;
    const first = routes.filter((r) => r.path.startsWith(`${grant.Path}/`) && !r.meta.hidden)[0];
    if (!first) continue;
    routes.push({
      name: grant.Name,
      path: grant.Path,
      redirect: first.path,
      meta: { title: grant.Title || `route.${grant.Name}`, icon: grant.Icon, noCache: true, hidden: true },
      load: first.load,
    });
  }
  return routes;
}
