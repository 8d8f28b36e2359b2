// The product's whole menu tree (SPEC §2): every server-menu-driven route name, its parent group,
// sort number, icon and flags. The seed writes it into the menus table; grants pick from it; the
// client matches granted names against its fixed route list (the page schemas).

export type Audience = 'customer' | 'admin';

export interface MenuNode {
  /** Route name, unique across the tree; what grants and page schemas refer to. */
  name: string;
  /** Absolute path of the route; groups have their own path prefix. */
  path: string;
  /** i18n key of the title. */
  titleKey: string;
  /** Fluent icon key (see the client's icon registry). */
  icon: string;
  sno: number;
  /** Detail and booking pages are routes but not menu entries. */
  hidden?: boolean;
  /** Not kept alive when switching tabs. */
  noCache?: boolean;
  /** For hidden pages: the visible menu item kept active while it is open. */
  activeMenu?: string;
  /** Button functions (FuncId) this screen offers, granted per role. */
  funcs?: string[];
  children?: MenuNode[];
}

export interface MenuGroup extends MenuNode {
  audience: Audience;
  children: MenuNode[];
}

// The write functions of a data screen. Export is a read: the menu grant alone allows it.
const crud = (name: string) => [`${name}.create`, `${name}.update`, `${name}.delete`, `${name}.import`];

const leaf = (group: string, name: string, sno: number, icon: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  name,
  path: `/${group}/${name}`,
  titleKey: `route.${name}`,
  icon,
  sno,
  ...extra,
});

const hiddenLeaf = (group: string, name: string, sno: number, activeMenu: string, extra: Partial<MenuNode> = {}): MenuNode =>
  leaf(group, name, sno, 'Document', { hidden: true, activeMenu, ...extra });

const group = (name: string, audience: Audience, sno: number, icon: string, children: MenuNode[]): MenuGroup => ({
  name,
  path: `/${name}`,
  titleKey: `route.${name}`,
  icon,
  sno,
  audience,
  children,
});

export const MENU_TREE: MenuGroup[] = [
  group('cabinQuery', 'customer', 10, 'CalendarSearch', [
    leaf('cabinQuery', 'mulCabinQuery', 1, 'Search'),
    leaf('cabinQuery', 'railCabinQuery', 2, 'VehicleSubway'),
    leaf('cabinQuery', 'seaCabinQuery', 3, 'VehicleShip'),
  ]),
  group('priceQuery', 'customer', 20, 'Money', [
    leaf('priceQuery', 'mulPriceQuery', 1, 'Search'),
    leaf('priceQuery', 'railPriceFclList', 2, 'VehicleSubway'),
    leaf('priceQuery', 'railPriceLclList', 3, 'VehicleSubway'),
    leaf('priceQuery', 'carPriceFclList', 4, 'VehicleTruck'),
    leaf('priceQuery', 'carPriceLclList', 5, 'VehicleTruck'),
    leaf('priceQuery', 'airPriceQuery', 6, 'Airplane'),
    leaf('priceQuery', 'seaPriceQuery', 7, 'VehicleShip'),
    leaf('priceQuery', 'seaLclPriceQuery', 8, 'VehicleShip'),
  ]),
  group('myOrder', 'customer', 30, 'ClipboardTextLtr', [
    leaf('myOrder', 'mulOrderList', 1, 'List', { funcs: [...crud('mulOrderList'), 'mulOrderList.submit', 'mulOrderList.requestUpdate', 'mulOrderList.cancel', 'mulOrderList.copy'] }),
    hiddenLeaf('myOrder', 'railBooking', 2, 'mulOrderList', { funcs: ['railBooking.create'] }),
    hiddenLeaf('myOrder', 'seaBooking', 3, 'mulOrderList', { funcs: ['seaBooking.create'] }),
    hiddenLeaf('myOrder', 'airBooking', 4, 'mulOrderList', { funcs: ['airBooking.create'] }),
    hiddenLeaf('myOrder', 'truckBooking', 5, 'mulOrderList', { funcs: ['truckBooking.create'] }),
    hiddenLeaf('myOrder', 'railBookingDetail', 6, 'mulOrderList'),
    hiddenLeaf('myOrder', 'seaBookingDetail', 7, 'mulOrderList'),
    hiddenLeaf('myOrder', 'seaCargoTrackingDetail', 8, 'mulOrderList'),
    hiddenLeaf('myOrder', 'airBookingDetail', 9, 'mulOrderList'),
    leaf('myOrder', 'fullPlaceFbaOrder', 10, 'BoxMultiple', { funcs: [...crud('fullPlaceFbaOrder'), 'fullPlaceFbaOrder.submit', 'fullPlaceFbaOrder.cancel'] }),
    leaf('myOrder', 'placeFbaOrder', 11, 'Box'),
    leaf('myOrder', 'importFbaOrder', 12, 'ArrowImport'),
    leaf('myOrder', 'simplyPlaceFbaOrder', 13, 'BoxEdit'),
    hiddenLeaf('myOrder', 'fbaOrderDetail', 14, 'mulOrderList'),
    hiddenLeaf('myOrder', 'tallyOrderDetail', 15, 'mulOrderList'),
  ]),
  group('cargoTracing', 'customer', 40, 'Location', [
    leaf('cargoTracing', 'mulCargoTrack', 1, 'Search'),
    leaf('cargoTracing', 'railwayTracking', 2, 'VehicleSubway'),
    hiddenLeaf('cargoTracing', 'railwayTrackingDetail', 3, 'railwayTracking'),
    leaf('cargoTracing', 'seaTracking', 4, 'VehicleShip'),
    hiddenLeaf('cargoTracing', 'seaTrackingDetail', 5, 'seaTracking'),
    leaf('cargoTracing', 'airTracking', 6, 'Airplane'),
    hiddenLeaf('cargoTracing', 'airTrackingDetail', 7, 'airTracking'),
    leaf('cargoTracing', 'trackList', 8, 'List'),
    hiddenLeaf('cargoTracing', 'trackDetail', 9, 'trackList'),
    leaf('cargoTracing', 'seaTrackingJZ', 10, 'VehicleShip'),
    hiddenLeaf('cargoTracing', 'seaTrackingJZDetail', 11, 'seaTrackingJZ'),
    leaf('cargoTracing', 'seaTrackingF6', 12, 'VehicleShip'),
    hiddenLeaf('cargoTracing', 'seaTrackingF6Detail', 13, 'seaTrackingF6'),
    leaf('cargoTracing', 'trackingReport', 14, 'DocumentTable'),
    hiddenLeaf('cargoTracing', 'trackingDetail', 15, 'trackingReport'),
    leaf('cargoTracing', 'cargoTracking', 16, 'BoxSearch'),
    hiddenLeaf('cargoTracing', 'cargoTrackingDetail', 17, 'cargoTracking'),
    leaf('cargoTracing', 'voySchedule', 18, 'CalendarLtr'),
    leaf('cargoTracing', 'seaCargoTrack', 19, 'VehicleShip'),
    leaf('cargoTracing', 'airCargoTrack', 20, 'Airplane'),
  ]),
  group('cargoTracingGraphics', 'customer', 50, 'DataBarVertical', [
    leaf('cargoTracingGraphics', 'cargoTracingCharts', 1, 'DataPie'),
  ]),
  group('overseasDelivery', 'customer', 60, 'Globe', [
    // Arrivals and vehicles are the forwarder's records (administrators write them, dataMaintain): customers only read, so these menus grant no writes.
    leaf('overseasDelivery', 'warehouseArrival', 1, 'BuildingFactory'),
    leaf('overseasDelivery', 'scheduleDelivery', 2, 'CalendarClock', { funcs: [...crud('scheduleDelivery'), 'scheduleDelivery.book', 'scheduleDelivery.reschedule', 'scheduleDelivery.cancel'] }),
    leaf('overseasDelivery', 'vinTracking', 3, 'VehicleCar'),
    hiddenLeaf('overseasDelivery', 'vinTrackingDetail', 4, 'vinTracking'),
    leaf('overseasDelivery', 'deliveryFeeInquiry', 5, 'Calculator'),
  ]),
  group('onlineBiling', 'customer', 70, 'Receipt', [
    // The forwarder writes charge lines and bills for a company (administrators, dataMaintain):
    // customers only read them, so these menus grant no writes.
    leaf('onlineBiling', 'expensesList', 1, 'Money'),
    leaf('onlineBiling', 'bilingList', 2, 'Receipt'),
    hiddenLeaf('onlineBiling', 'bilingDetail', 3, 'bilingList'),
  ]),
  group('setData', 'customer', 80, 'Database', [
    leaf('setData', 'setDataIndex', 1, 'Home', { path: '/setData/index' }),
    leaf('setData', 'setAddress', 2, 'Location', { funcs: [...crud('setAddress'), 'setAddress.setDefault'] }),
    leaf('setData', 'setImporter', 3, 'BuildingBank', { funcs: crud('setImporter') }),
    leaf('setData', 'setInsured', 4, 'ShieldCheckmark', { funcs: crud('setInsured') }),
    leaf('setData', 'setPickAddress', 5, 'VehicleTruck', { funcs: crud('setPickAddress') }),
    leaf('setData', 'setShipper', 6, 'People', { funcs: crud('setShipper') }),
    leaf('setData', 'setProduct', 7, 'Box', { funcs: crud('setProduct') }),
  ]),
  group('systemmanager', 'admin', 90, 'Settings', [
    leaf('systemmanager', 'importMenu', 1, 'ArrowImport', { funcs: ['importMenu.import'] }),
    leaf('systemmanager', 'assignMenu', 2, 'TaskListLtr'),
    leaf('systemmanager', 'dataMaintain', 3, 'Database', { funcs: [...crud('dataMaintain'), 'dataMaintain.confirmBooking', 'dataMaintain.rejectBooking', 'dataMaintain.completeBooking'] }),
    leaf('systemmanager', 'requiredConfig', 4, 'CheckboxChecked', { funcs: crud('requiredConfig') }),
    leaf('systemmanager', 'cusRoleManager', 5, 'PeopleTeam'),
    // Customer administrators' accounts: the cususer calls, narrowed by the server to CUSADMIN users.
    leaf('systemmanager', 'cusAdminManager', 6, 'PersonKey', {
      funcs: ['cusAdminManager.create', 'cusAdminManager.update', 'cusAdminManager.activate', 'cusAdminManager.deactivate', 'cusAdminManager.resetPassword'],
    }),
    // The shippers each customer company may book for: written by administrators for a company.
    leaf('systemmanager', 'customermerchant', 7, 'BuildingShop', { funcs: crud('customermerchant') }),
    leaf('systemmanager', 'bookingNotes', 8, 'Note', { funcs: crud('bookingNotes') }),
    leaf('systemmanager', 'saffiche', 9, 'Megaphone', { funcs: crud('saffiche') }),
    leaf('systemmanager', 'afficheType', 10, 'Tag', { funcs: crud('afficheType') }),
    leaf('systemmanager', 'sMessage', 11, 'Mail', { funcs: [...crud('sMessage'), 'sMessage.send'] }),
    leaf('systemmanager', 'roleManager', 12, 'ShieldPerson', { funcs: [...crud('roleManager'), 'roleManager.setGrants', 'roleManager.copy'] }),
    leaf('systemmanager', 'cusUserManager', 13, 'PersonAccounts', {
      funcs: [
        'cusUserManager.create',
        'cusUserManager.update',
        'cusUserManager.delete',
        'cusUserManager.activate',
        'cusUserManager.deactivate',
        'cusUserManager.resetPassword',
      ],
    }),
    leaf('systemmanager', 'auditLog', 14, 'History'),
    // dataMaintain's other kinds of code, one page each, reached from its kind switcher; writes need dataMaintain's FuncIds.
    hiddenLeaf('systemmanager', 'dataMaintainLocation', 15, 'dataMaintain'),
    hiddenLeaf('systemmanager', 'dataMaintainCarrier', 16, 'dataMaintain'),
    hiddenLeaf('systemmanager', 'dataMaintainEquipment', 17, 'dataMaintain'),
    // A page file's JSON checked and drawn in the browser; nothing saved, so it grants no functions.
    leaf('systemmanager', 'pagePreview', 18, 'Code'),
  ]),
  group('reportManager', 'admin', 100, 'DocumentData', [
    leaf('reportManager', 'menuReport', 1, 'DocumentTable', { funcs: crud('menuReport') }),
    leaf('reportManager', 'reportSql', 2, 'Code', { funcs: crud('reportSql') }),
    leaf('reportManager', 'reporttemp', 3, 'DocumentText', { funcs: crud('reporttemp') }),
  ]),
];

/** Every node, groups first then their children, in tree order. */
export function flattenMenuTree(tree: MenuGroup[] = MENU_TREE): Array<MenuNode & { parent: string | null }> {
  const out: Array<MenuNode & { parent: string | null }> = [];
  for (const g of tree) {
    const { children, ...rest } = g;
    out.push({ ...rest, parent: null });
    for (const c of children) out.push({ ...c, parent: g.name });
  }
  return out;
}

const ADMIN_MENUS = new Set(flattenMenuTree(MENU_TREE.filter((g) => g.audience === 'admin')).map((n) => n.name));

/** A route of the administrators' groups (reports bind only to these: their views span every company). */
export const isAdminMenu = (name: string): boolean => ADMIN_MENUS.has(name);

/** Customer users may also manage their own company's users and read its audit trail (scoped by the server). */
export const CUSTOMER_ADMIN_EXTRA_MENUS = ['systemmanager', 'cusUserManager', 'auditLog'];
