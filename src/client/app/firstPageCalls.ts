// A page schema opened by its URL (a reload, a link): its first calls start as soon as the route is
// known, beside its chunk, its schema and its blocks, instead of once the screen has been drawn
// (renderer/core/pageFirstCalls.ts). The column preferences at once (any signed-in user may read their
// own); the lists only once the grants are in and hold the route: a call started before them could be
// answered 403 where the page itself would not even be shown.
import { subscribe } from 'valtio';
import { createDataProvider } from '../api/dataProvider';
import { permissionState } from '../state/permissionStore';
import { getToken } from '../state/session';
import { fixedRouteList } from './fixedRoutes';
import { PAGE_FILES } from './pageFiles';

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

export function startFirstPageCalls(pathname: string): void {
  const route = fixedRouteList().find((r) => r.path === pathname);
  const file = route && PAGE_FILES.get(route.name);
  const token = getToken();
  if (!file || !token) return;
  void Promise.all([file.load(), import('../renderer/core/pageFirstCalls')])
    .then(([page, calls]) => {
      calls.startPreferenceReads(page);
      whenGrantsLoaded(token, () => {
        // Still the same session, and the route is granted to it.
        if (getToken() !== token || !permissionState.routers.includes(route.name)) return;
        calls.startFirstLists(page, createDataProvider());
      });
    })
    .catch(() => undefined);
}
