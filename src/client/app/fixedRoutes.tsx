// The fixed route list of SPEC §2: the page schema files plus the named custom screens, with paths
// from the menu tree. Route generation filters it by the user's grants.
import { flattenMenuTree } from '../../shared/menus/menuTree';
import { startBlockChunks } from '../renderer/registry/blockChunkLoaders';
import { prefetchBlocksOf } from './blockChunks';
import { CUSTOM_SCREENS } from './customScreens';
import { PAGE_FILES, type PageFile } from './pageFiles';
import type { RouteDefinition, ScreenModule } from './routeTypes';

const MENU_NODES = flattenMenuTree();

/** Name → path and active menu, from the menu tree. */
export const KNOWN_PATHS: Record<string, { path: string; activeMenu?: string }> = Object.fromEntries(
  MENU_NODES.map((n) => [n.name, { path: n.path, activeMenu: n.activeMenu }]),
);

/**
 * Loads a page file and the renderer together, and its blocks' chunks beside them; the screen is ready
 * once the blocks it draws as it opens are in (blockRegistry's preloadBlocks), so it draws them in its
 * first commit. The renderer chunk is shared by every page.
 */
export function pageScreenLoader(file: PageFile): () => Promise<ScreenModule> {
  return async () => {
    // Its blocks' chunks start beside the page file: their types are known before it arrives.
    startBlockChunks(file.blockTypes);
    const withBlocks = file.load().then(async (page) => {
      await prefetchBlocksOf(page);
      return page;
    });
    const [page, renderer] = await Promise.all([withBlocks, import('../renderer/PageRenderer')]);
    const PageRenderer = renderer.default;
    return { default: () => <PageRenderer page={page} /> };
  };
}

export function fixedRouteList(): RouteDefinition[] {
  const pages: RouteDefinition[] = [...PAGE_FILES.values()].map((file) => ({
    name: file.name,
    path: KNOWN_PATHS[file.name]?.path ?? `/${file.folder}/${file.name}`,
    load: pageScreenLoader(file),
  }));
  const custom = new Set(CUSTOM_SCREENS.map((s) => s.name));
  return [...CUSTOM_SCREENS, ...pages.filter((p) => !custom.has(p.name))];
}

/** Paths a signed-in user may lack permission for (→ /401 rather than /404). */
export function isKnownProtectedPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  // A screen's record route, `<screen path>/<id>`, is as protected as the screen.
  const screen = path.slice(0, path.lastIndexOf('/'));
  return MENU_NODES.some((n) => n.path === path) || fixedRouteList().some((r) => r.path === path || r.path === screen);
}
