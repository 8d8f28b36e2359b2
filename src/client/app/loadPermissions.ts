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

let pending: Promise<void> | null = null;

/** One load at a time, however many guards ask. */
export function loadPermissions(): Promise<void> {
  pending ??= (async () => {
    try {
      const data = await fetchClientData(getRole());
      if (data.user) storeUser(data.user);
      applySysOptions(data.sysoption ?? []);
      applyClientData(data, routesFor(data));
    } finally {
      pending = null;
    }
  })();
  return pending;
}
