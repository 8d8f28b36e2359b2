// Client data read again in place when the hub says it changed (issue 44): a role's grants or the
// user's role ('grants'), the required-field rules ('requiredRules'), or events possibly missed
// (resync). The sidebar, the buttons and the required markings follow the stores; a screen that is no
// longer granted (the one shown, or another open tab) is closed with a notice, and the one shown
// leaves for the dashboard (CatchAll asks revokedScreens.ts), not for /401.
// Reads run one at a time and a request during a read makes one more read after it (and a failed read
// is tried again): a read that began before a change must never be the last word (a 'grants' event right after a
// 'requiredRules' one joined the read in flight, which had the old menus, and the screen stayed).
import { fetchClientData } from '../api/authCalls';
import { notify } from '../api/notify';
import i18n from '../i18n/i18n';
import { tagsState } from '../shell/tags/tagsStore';
import { permissionState } from '../state/permissionStore';
import { getRole, getToken } from '../state/session';
import { applyLoadedClientData, routesFor } from './loadPermissions';
import { setRevoked } from './revokedScreens';
import { indexRoutes, routeAt } from './routeIndex';

/** How long the notice stays: it says why the screen went away. */
export const ACCESS_LOST_NOTICE_MS = 10_000;

/** A read that fails (offline, or the server busy) is tried again this many times, after growing pauses. */
const RETRIES = 4;
const FIRST_RETRY_MS = 1000;

let running: Promise<void> | null = null;
let again = false;

/** Reads the client data again; resolves once a read that began after this call has been applied. */
export function refreshClientData(): Promise<void> {
  again = true;
  running ??= (async () => {
    try {
      let failures = 0;
      while (again) {
        again = false;
        try {
          await readOnce();
          failures = 0;
        } catch {
          // The change must not be lost to one failed read; signed out meanwhile, there is nothing to read.
          if (!getToken() || failures >= RETRIES) continue;
          await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_MS * 2 ** failures++));
          again = true;
        }
      }
    } finally {
      running = null;
    }
  })();
  return running;
}

async function readOnce(): Promise<void> {
  const token = getToken();
  if (!token || !permissionState.loaded) return;
  const data = await fetchClientData(getRole());
  if (getToken() !== token) return;
  const before = indexRoutes(permissionState.addRouters, permissionState.menus);
  const routes = routesFor(data);
  const after = indexRoutes(routes, data.menus ?? []);
  const lost = (path: string) => routeAt(before, path) !== undefined && routeAt(after, path) === undefined;
  // The shown screen's notice first, then the other closed tabs'.
  const titles: string[] = [];
  const shown = window.location.pathname;
  const shownLost = lost(shown);
  setRevoked(shownLost ? [shown] : []);
  if (shownLost) titles.push(routeAt(before, shown)!.route.meta.title);
  const closed = tagsState.visitedViews.filter((v) => !v.affix && lost(v.path));
  if (closed.length) tagsState.visitedViews = tagsState.visitedViews.filter((v) => !closed.includes(v));
  for (const v of closed) if (!titles.includes(v.title)) titles.push(v.title);
  applyLoadedClientData(data, routes);
  for (const title of titles) notify('warning', i18n.t('access.lost', { title: i18n.t(title) }), ACCESS_LOST_NOTICE_MS);
}
