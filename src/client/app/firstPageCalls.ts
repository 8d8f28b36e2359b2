// A page schema opened by its URL (a reload, a link): its first calls start as soon as the route is
// known, beside its chunk, its schema and its blocks, instead of once the screen has been drawn
// (renderer/core/pageFirstCalls.ts). The column preferences at once (any signed-in user may read their
// own); the lists only once the grants are in and hold the route: a call started before them could be
// answered 403 where the page itself would not even be shown.
import { subscribe } from 'valtio';
import { createDataProvider } from '../api/dataProvider';
import { createPreferenceStore } from '../api/preferenceStore';
import { appQueryClient } from '../api/queryClient';
import { permissionState } from '../state/permissionStore';
import { getToken } from '../state/session';
import { fixedRouteList } from './fixedRoutes';
import { PAGE_FILES, type PageFile } from './pageFiles';
import type { PageSchema } from '../../shared/page/pageSchema';

/** Runs `then` once the grants of the session holding `token` are loaded (now, if they are); never after it ends. */
function whenGrantsLoaded(token: string, then: () => void): void {
  if (permissionState.loaded) return then();
  const stop = subscribe(permissionState, () => {
    if (getToken() !== token) return stop();
    if (!permissionState.loaded) return;
    stop();
    then();
  });
}

type PageCalls = typeof import('../renderer/core/pageFirstCalls');

/** What the first calls need, once loaded: the calls' module and each page schema, by route name. */
let loadedCalls: PageCalls | undefined;
const loadedPages = new Map<string, PageSchema>();

const loadCalls = () => import('../renderer/core/pageFirstCalls').then((calls) => (loadedCalls = calls));
const loadPage = (file: PageFile) => file.load().then((page) => (loadedPages.set(file.name, page), page));

function pageFileAt(pathname: string) {
  const route = fixedRouteList().find((r) => r.path === pathname);
  const file = route && PAGE_FILES.get(route.name);
  return route && file ? { route, file } : undefined;
}

/** Loads what the page at `pathname` needs to start its first calls (a menu hint): its click then starts them at once. */
export function prepareFirstPageCalls(pathname: string): void {
  const found = pageFileAt(pathname);
  if (found && !loadedPages.has(found.route.name)) void Promise.all([loadPage(found.file), loadCalls()]).catch(() => undefined);
}

function start(page: PageSchema, calls: PageCalls, routeName: string, token: string): void {
  const queries = appQueryClient();
  calls.startPreferenceReads(page, createPreferenceStore(), queries);
  whenGrantsLoaded(token, () => {
    // Still the same session, and the route is granted to it.
    if (getToken() !== token || !permissionState.routers.includes(routeName)) return;
    calls.startFirstLists(page, createDataProvider(), queries);
  });
}

export function startFirstPageCalls(pathname: string): void {
  const found = pageFileAt(pathname);
  const token = getToken();
  if (!found || !token) return;
  const { route, file } = found;
  // Loaded ahead (a menu hint): the requests leave in the click's own task, before the screen's render.
  const page = loadedPages.get(route.name);
  if (page && loadedCalls) return start(page, loadedCalls, route.name, token);
  void Promise.all([loadPage(file), loadCalls()])
    .then(([loaded, calls]) => start(loaded, calls, route.name, token))
    .catch(() => undefined);
}
