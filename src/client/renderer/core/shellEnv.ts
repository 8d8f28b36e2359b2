// The renderer's environment from the shell: its ShellContext (data provider, grants, language,
// required config), the app's query client, the size setting, the router and toasts.
import { useContext, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStore } from '../../state/useStore';
import { TOAST_MS } from '../../../shared/constants';
import { flattenMenuTree } from '../../../shared/menus/menuTree';
import type { GridSize } from '../../../shared/page/pageSchema';
import { PUBLIC_SCREENS } from '../../app/publicRoutes';
import { routeAt, useRouteIndex, useScreenPath } from '../../app/routeIndex';
import { ShellContext } from '../../app/ShellContext';
import { notify } from '../../api/notify';
import { createPreferenceStore } from '../../api/preferenceStore';
import { ApiRequestError } from '../../api/request';
import { appQueryClient } from '../../api/queryClient';
import { appState } from '../../state/appStore';
import { permissionState } from '../../state/permissionStore';
import type { RendererEnv } from './rendererEnv';

// Menu routes, and the public screens (a public page links to its siblings by name).
const MENU_PATHS = new Map([...flattenMenuTree().map((n) => [n.name, n.path] as const), ...PUBLIC_SCREENS.map((s) => [s.name, s.path] as const)]);
// Routes the grants decide: the menu tree's (public screens and the shell's own are open to all).
const GRANTED_ROUTES = new Set(flattenMenuTree().map((n) => n.name));
const SIZES: GridSize[] = ['default', 'medium', 'small', 'mini'];
const preferences = createPreferenceStore();

/** Null outside the shell (tests give RendererEnvContext instead). */
export function useShellEnv(): RendererEnv | null {
  const shell = useContext(ShellContext);
  const size = useStore(appState, (s) => s.size);
  const routers = useStore(permissionState, (s) => s.routers);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const searchText = search.toString();
  const routes = useRouteIndex();
  // The screen's own path (a hidden kept-alive screen's is not the location's).
  const screenPath = useScreenPath();
  // A record route's path parameter (`/setData/setAddress/:id`) counts as its `?id=`.
  const pathId = routeAt(routes, screenPath)?.recordId;

  return useMemo(() => {
    if (!shell) return null;
    const pathOf = (name: string) => routes.byName.get(name)?.path ?? MENU_PATHS.get(name);
    const env: RendererEnv = {
      data: shell.dataProvider,
      queries: appQueryClient(),
      preferences,
      can: shell.hasFunc,
      canOpen: (name) => !GRANTED_ROUTES.has(name) || routers.includes(name),
      language: shell.language,
      size: SIZES.includes(size as GridSize) ? (size as GridSize) : 'mini',
      requiredConfigList: [...shell.requiredConfigList],
      navigate: (name, query, options) => {
        const path = pathOf(name);
        if (!path) {
          notify('error', `${name}?`);
          return;
        }
        const qs = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
        navigate(`${path}${qs}`, { replace: options?.replace === true });
      },
      // A toast with an action (Undo) stays twice as long: time to read it and reach the button.
      notify: (intent, message, action) => (action ? notify(intent, message, 2 * TOAST_MS, undefined, action) : notify(intent, message)),
      // The request client toasts a failed call unless asked not to (`silent`, field errors shown on the form).
      errorShown: (error) => error instanceof ApiRequestError && error.told,
      tabKey: screenPath,
      params: { ...Object.fromEntries(new URLSearchParams(searchText)), ...(pathId ? { id: pathId } : {}) },
    };
    return env;
  }, [shell, size, routes, routers, navigate, screenPath, searchText, pathId]);
}
