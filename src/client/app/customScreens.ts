// Named custom screens: routes whose screen is code, not a page schema. The dashboard is always there
// for a signed-in user; others appear only when granted, like page files.
import type { RouteDefinition } from './routeTypes';

export const DASHBOARD_NAME = 'dashboard';
export const DASHBOARD_PATH = '/dashboard';

export const CUSTOM_SCREENS: RouteDefinition[] = [
  {
    name: DASHBOARD_NAME,
    path: DASHBOARD_PATH,
    title: 'route.dashboard',
    always: true,
    affix: true,
    load: () => import('../pages/dashboard/DashboardPage'),
  },
];
