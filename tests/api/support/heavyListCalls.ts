// The calls the heaviest lists' screens make (issue 45), one of each kind: each screen's first page and a
// later one, and each filter its filter form offers, with values a user of the bench data would type
// (bench/server/heavyListsSeed.ts: booking numbers BENCH00000001…, bills BENCHB…, FBA shipments FBAB…);
// the dashboard's latest events; and each list as the API answers a call asking no sort (its default).
// The plan test (heavyListPlans.test.ts) explains them; bench/server/heavyListMixes.ts varies the same.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const filter = (f: Record<string, unknown>) => JSON.stringify(f);
/** The screen's own parameters over its defaults. */
type Asked = Array<Record<string, string>>;

export const HEAVY_LIST_CALLS: Array<{ resource: string; screen: string; query: Record<string, string> }> = [
  // The order list (mulOrderList): newest first, 20 a page, its filter form.
  ...([
    {},
    { current: '3' },
    { filter: filter({ status: { in: ['COMPLETED'] } }) },
    { filter: filter({ mode: { in: ['AIR'] } }) },
    { filter: filter({ mode: { in: ['SEA', 'RAIL'] }, etd: { from: day(-120), to: day(-30) } }) },
    { filter: filter({ etd: { from: day(-200), to: day(-100) } }) },
    { filter: filter({ bookingNo: { contains: '0001234' } }) },
    { filter: filter({ shipperReference: { contains: 'BENCH-7712' } }) },
    { filter: filter({ carrierBookingReference: { contains: '00004567' } }) },
    { filter: filter({ pol: { eq: 'CNSHA' } }) },
    { filter: filter({ delayed: { eq: true } }) },
    { current: '2', filter: filter({ delayed: { eq: true } }) },
  ] as Asked).map((q) => ({ resource: 'booking', screen: 'mulOrderList', query: { current: '1', size: '20', sort: 'id', order: 'desc', ...q } })),
  // The tracking lists (seaTracking, airTracking, ...): one mode, by departure, newest first.
  ...([
    { filter: filter({ mode: { eq: 'SEA' } }) },
    { current: '3', filter: filter({ mode: { eq: 'AIR' } }) },
    { filter: filter({ mode: { eq: 'RAIL' }, status: { in: ['COMPLETED'] } }) },
    { filter: filter({ mode: { eq: 'SEA' }, etd: { from: day(-90), to: day(0) } }) },
  ] as Asked).map((q) => ({ resource: 'booking', screen: 'seaTracking', query: { current: '1', size: '20', sort: 'etd', order: 'desc', ...q } })),
  // The cargo tracking list (mulCargoTrack): newest first, 10 a page, with the tracking summary.
  { resource: 'booking', screen: 'mulCargoTrack', query: { current: '2', size: '10', sort: 'id', order: 'desc' } },
  // The bill list (bilingList): by issue date, newest first, 10 a page.
  ...([
    {},
    { current: '4' },
    { filter: filter({ currency: { eq: 'EUR' } }) },
    { filter: filter({ issueDate: { from: day(-400), to: day(-300) } }) },
    { filter: filter({ dueDate: { from: day(-10), to: day(20) } }) },
    { filter: filter({ billNo: { contains: '0004321' } }) },
    { filter: filter({ blNo: { contains: '00005555' } }) },
  ] as Asked).map((q) => ({ resource: 'bill', screen: 'bilingList', query: { current: '1', size: '10', sort: 'issueDate', order: 'desc', ...q } })),
  // The FBA order lists (fullPlaceFbaOrder, importFbaOrder): newest first, 20 a page.
  ...([
    {},
    { current: '3' },
    { filter: filter({ fbaShipmentId: { contains: '0006789' } }) },
    { filter: filter({ fulfilmentCentre: { contains: 'ONT8' } }) },
    { filter: filter({ channel: { in: ['AIR'] } }) },
  ] as Asked).map((q) => ({ resource: 'fbaOrder', screen: 'fullPlaceFbaOrder', query: { current: '1', size: '20', sort: 'id', order: 'desc', ...q } })),
  // A shipment's timeline (trackDetail and the other detail screens): one booking's events by time.
  { resource: 'shipmentEvent', screen: 'trackDetail', query: { current: '1', size: '500', sort: 'eventTime', order: 'asc', filter: filter({ bookingNo: { eq: 'BENCH00001234' } }) } },
  // The dashboard's latest events (dashboardData.ts latestEvents): the company's newest actual events, 5.
  { resource: 'shipmentEvent', screen: 'dashboard', query: { current: '1', size: '5', sort: 'eventTime', order: 'desc', filter: filter({ classifier: { eq: 'ACT' } }) } },
  // The list as the API answers it with no sort asked (the resource's default), first page and a later one.
  { resource: 'shipmentEvent', screen: 'API', query: { current: '1' } },
  { resource: 'shipmentEvent', screen: 'API', query: { current: '4', size: '20', filter: filter({ mode: { eq: 'SEA' } }) } },
];

// Each list as the API answers a call asking no sort and no page size (the resource's default sort), for
// a client other than the screens.
HEAVY_LIST_CALLS.push(...['booking', 'bill', 'fbaOrder'].map((resource) => ({ resource, screen: 'API', query: { current: '1' } })));

/** The tables each list reads its rows from: a sequential scan of one of them reads the company's rows. */
export const LIST_TABLES: Record<string, string[]> = {
  booking: ['bookings', 'shipment_events'],
  bill: ['bills', 'expenses', 'bill_payments'],
  fbaOrder: ['fba_orders'],
  shipmentEvent: ['shipment_events', 'bookings'],
};
