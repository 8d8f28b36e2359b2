import { describe, expect, it } from 'vitest';
import type { ServerMenu } from '../../../src/client/api/authCalls';
import { routesFor } from '../../../src/client/app/loadPermissions';
import { flattenRoutes, generateRoutes } from '../../../src/client/app/routeGeneration';
import type { RouteDefinition, ScreenModule } from '../../../src/client/app/routeTypes';

const screen = (): Promise<ScreenModule> => Promise.resolve({ default: () => null });
const notAvailable = (): Promise<ScreenModule> => Promise.resolve({ default: () => null });

const menu = (Name: string, Parent: string | null, extra: Partial<ServerMenu> = {}): ServerMenu => ({
  Name,
  Path: Parent ? `/${Parent}/${Name}` : `/${Name}`,
  Title: `route.${Name}`,
  Icon: 'Document',
  Sno: 1,
  Hidden: false,
  NoCache: false,
  Parent,
  ...extra,
});

const definitions: RouteDefinition[] = [
  { name: 'dashboard', path: '/dashboard', always: true, affix: true, load: screen },
  {
    name: 'priceQuery',
    path: '/priceQuery',
    children: [
      { name: 'seaPriceQuery', path: 'seaPriceQuery', load: screen },
      { name: 'airPriceQuery', path: 'airPriceQuery', load: screen },
    ],
  },
  { name: 'seaBooking', path: '/myOrder/seaBooking', load: screen },
  { name: 'roleManager', path: '/systemmanager/roleManager', load: screen },
];

describe('route generation from grants (SPEC §2, §4)', () => {
  it('flattens nested children into absolute paths', () => {
    expect(flattenRoutes(definitions).map((d) => d.path)).toEqual([
      '/dashboard',
      '/priceQuery',
      '/priceQuery/seaPriceQuery',
      '/priceQuery/airPriceQuery',
      '/myOrder/seaBooking',
      '/systemmanager/roleManager',
    ]);
  });

  it('keeps only granted routes (plus the dashboard), with icon, noCache and hidden from the grant', () => {
    const routes = generateRoutes({
      definitions,
      menus: [
        menu('priceQuery', null),
        menu('seaPriceQuery', 'priceQuery', { Icon: 'VehicleShip', NoCache: true }),
        menu('myOrder', null),
        menu('seaBooking', 'myOrder', { Hidden: true, ActiveMenu: 'mulOrderList' }),
      ],
      routers: [],
      notAvailable,
    });
    const byName = Object.fromEntries(routes.map((r) => [r.name, r]));
    expect(Object.keys(byName).sort()).toEqual(['dashboard', 'priceQuery', 'seaBooking', 'seaPriceQuery']);
    expect(byName.airPriceQuery).toBeUndefined();
    expect(byName.roleManager).toBeUndefined();
    expect(byName.seaPriceQuery).toMatchObject({ path: '/priceQuery/seaPriceQuery', meta: { icon: 'VehicleShip', noCache: true, hidden: false } });
    expect(byName.seaBooking.meta).toMatchObject({ hidden: true, activeMenu: 'mulOrderList' });
    expect(byName.dashboard.meta.affix).toBe(true);
  });

  it('a granted group with no screen of its own redirects to its first visible child', () => {
    const routes = generateRoutes({
      definitions: definitions.filter((d) => d.name !== 'priceQuery').concat([{ name: 'seaPriceQuery', path: '/priceQuery/seaPriceQuery', load: screen }]),
      menus: [menu('priceQuery', null), menu('seaPriceQuery', 'priceQuery')],
      routers: [],
      notAvailable,
    });
    expect(routes.find((r) => r.name === 'priceQuery')).toMatchObject({ path: '/priceQuery', redirect: '/priceQuery/seaPriceQuery' });
  });

  it('a granted menu without a screen yet gets the "not available yet" screen, not nothing', () => {
    const routes = generateRoutes({ definitions, menus: [menu('cargoTracing', null), menu('voySchedule', 'cargoTracing')], routers: [], notAvailable });
    expect(routes.find((r) => r.name === 'voySchedule')).toMatchObject({ path: '/cargoTracing/voySchedule', load: notAvailable });
  });

  it('names granted only through Routers still count as granted', () => {
    const routes = generateRoutes({ definitions, menus: [], routers: ['roleManager'], notAvailable });
    expect(routes.map((r) => r.name).sort()).toEqual(['dashboard', 'roleManager']);
  });

  it('with the real fixed route list: the dashboard always, menu-tree paths for grants', () => {
    const routes = routesFor({
      menus: [menu('setData', null), { ...menu('setDataIndex', 'setData'), Path: '/setData/index' }],
      Routers: ['setData', 'setDataIndex'],
      buttons: [],
      user: {},
      requiredConfigList: [],
      sysoption: [],
    });
    expect(routes.find((r) => r.name === 'dashboard')?.path).toBe('/dashboard');
    expect(routes.find((r) => r.name === 'setDataIndex')?.path).toBe('/setData/index');
    expect(routes.some((r) => r.name === 'roleManager')).toBe(false);
  });
});
