// Permission state of SPEC §3 (valtio): the routes generated from the grants, the menus of the
// sidebar, the granted button functions (FuncId) and the per-menu required-field config.
import { proxy, ref } from 'valtio';
import type { AppRoute } from '../app/routeTypes';
import type { ClientData, RequiredConfig, ServerMenu } from '../api/authCalls';

export interface PermissionState {
  /** True once the client data has been loaded and routes generated for this session. */
  loaded: boolean;
  /** Route names granted by the server (Routers). */
  routers: string[];
  /** Granted FuncIds. */
  functions: string[];
  /** Routes generated from the grants and added to the router. */
  addRouters: AppRoute[];
  menus: ServerMenu[];
  requiredConfigList: RequiredConfig[];
  /** The hub's newest event id when the client data was read (null: not told); hubSession.ts starts there. */
  hubSince: number | null;
}

export const permissionState = proxy<PermissionState>({
  loaded: false,
  routers: [],
  functions: [],
  addRouters: [],
  menus: [],
  requiredConfigList: [],
  hubSince: null,
});

export function applyClientData(data: ClientData, routes: AppRoute[]): void {
  permissionState.routers = data.Routers ?? [];
  permissionState.functions = (data.buttons ?? []).map((b) => b.FuncId);
  permissionState.menus = data.menus ?? [];
  permissionState.requiredConfigList = data.requiredConfigList ?? [];
  permissionState.hubSince = data.hubSince ?? null;
  // Route records hold lazy components: keep them out of valtio's deep proxying.
  permissionState.addRouters = routes.map((r) => ref(r));
  permissionState.loaded = true;
}

/** Log-out: generated routes and grants go away. */
export function resetPermissions(): void {
  permissionState.loaded = false;
  permissionState.routers = [];
  permissionState.functions = [];
  permissionState.addRouters = [];
  permissionState.menus = [];
  permissionState.requiredConfigList = [];
  permissionState.hubSince = null;
}

/** Whether the user holds a button function (FuncId). */
export function hasFunc(functions: readonly string[], funcId: string): boolean {
  return functions.includes(funcId);
}
