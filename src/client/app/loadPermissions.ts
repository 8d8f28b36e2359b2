// With a stored token and no routes yet: fetch the client data, generate the routes from the grants
// and put everything in the stores (SPEC §4). The router re-renders with the new routes, which
// retries the navigation that was waiting.
import { type ClientData, fetchClientData } from '../api/authCalls';
import { applySysOptions } from '../state/appStore';
import { applyClientData } from '../state/permissionStore';
import { getRole, storeUser } from '../state/session';
import { fixedRouteList, KNOWN_PATHS } from './fixedRoutes';
import { generateRoutes } from './routeGeneration';

export function routesFor(data: ClientData) {
  return generateRoutes({
    definitions: fixedRouteList(),
    menus: data.menus ?? [],
    routers: data.Routers ?? [],
    knownPaths: KNOWN_PATHS,
    notAvailable: () => import('../pages/NotAvailablePage'),
  });
}

/** Puts a client data answer in the stores: the user, the system options, the grants and routes. */
export function applyLoadedClientData(data: ClientData, routes = routesFor(data)): void {
  if (data.user) storeUser(data.user);
  applySysOptions(data.sysoption ?? []);
  applyClientData(data, routes);
}

let pending: Promise<void> | null = null;

/** One load at a time, however many guards ask. */
export function loadPermissions(): Promise<void> {
  pending ??= (async () => {
    try {
      applyLoadedClientData(await fetchClientData(getRole()));
    } finally {
      pending = null;
    }
  })();
  return pending;
}
