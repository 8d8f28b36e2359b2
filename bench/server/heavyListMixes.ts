// What the heavy lists bench asks, list by list: the calls their screens make (schemas/pages), with the
// pages, sorts and filter values varied from a fixed seed (support/requestMix.ts). Filter values are the
// bench data's own (heavyListsSeed.ts), so a filter finds rows as a user's does.
// - booking-list: the order list (mulOrderList: newest first, 20 a page, its filter form), the tracking
//   lists (seaTracking, airTracking, …: by departure, newest first, one mode, 20 a page) and the cargo
//   tracking list (mulCargoTrack: newest first, 10 a page, with the tracking summary);
// - bill-list: the bill list (bilingList: by issue date, newest first, 10 a page, its filter form);
// - fbaOrder-list: the FBA order lists (fullPlaceFbaOrder, importFbaOrder: newest first, 20 a page);
// - shipmentEvent-list: a shipment's timeline (trackDetail and the other detail screens: one booking's
//   events by time, 500 a page), and a fifth of the calls the dashboard's latest events (the company's
//   five newest actual events: dashboardData.ts).
import { benchNumbers, FULFILMENT_CENTRES, type HeavyVolumes, OTHER_EVERY, withOther } from './heavyListsSeed';
import { type ListQuery, type Pick, querySequence } from '../support/requestMix';

export const HEAVY_LISTS = ['booking', 'bill', 'fbaOrder', 'shipmentEvent'] as const;
export type HeavyList = (typeof HEAVY_LISTS)[number];

const MODES = ['SEA', 'RAIL', 'AIR', 'TRUCK'];
const STATUSES = ['CONFIRMED', 'COMPLETED', 'RECEIVED', 'PENDING_UPDATE'];
/** Ports of loading the bench bookings use (the first 30 locations by code). */
const PLACES = ['CNSHA', 'CNNGB', 'CNSZX', 'CNTAO', 'CNYTN', 'CNXMN'];

/** A day `offset` days from today, as the date filters send it. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Page 1 most of the time, as users page: half the calls, then 2 to 5. */
const pageOf = (pick: Pick) => String(pick.chance(0.5) ? 1 : pick.between(2, 5));

/** Row number g of one of Demo Trading Co.'s rows among `rows` of its own. */
function demoRow(pick: Pick, rows: number): number {
  for (;;) {
    const g = pick.between(1, withOther(rows));
    if (g % OTHER_EVERY !== 0) return g;
  }
}

/** Part of a number as a user types it: its last 5 to 8 characters. */
const partOf = (pick: Pick, text: string) => text.slice(-pick.between(5, 8));

function bookingQuery(pick: Pick, volumes: HeavyVolumes): ListQuery {
  const screen = pick.one(['orders', 'orders', 'tracking', 'tracking', 'cargoTrack']);
  if (screen === 'tracking') {
    const filter: Record<string, unknown> = { mode: { eq: pick.one(MODES) } };
    if (pick.chance(0.2)) filter.status = { in: [pick.one(STATUSES)] };
    if (pick.chance(0.2)) filter.etd = { from: day(-pick.between(30, 120)), to: day(0) };
    return { current: String(pick.between(1, 3)), size: '20', sort: 'etd', order: 'desc', filter: JSON.stringify(filter) };
  }
  if (screen === 'cargoTrack') return { current: String(pick.between(1, 3)), size: '10', sort: 'id', order: 'desc' };
  const query: ListQuery = { current: pageOf(pick), size: '20', sort: 'id', order: 'desc' };
  if (pick.chance(0.4)) {
    const filter = pick.one<() => Record<string, unknown>>([
      () => ({ status: { in: [pick.one(STATUSES), pick.one(STATUSES)] } }),
      () => ({ mode: { in: [pick.one(MODES)] } }),
      () => ({ etd: { from: day(-pick.between(60, 360)), to: day(-pick.between(0, 59)) } }),
      () => ({ bookingNo: { contains: partOf(pick, benchNumbers(demoRow(pick, volumes.bookings)).bookingNo) } }),
      () => ({ pol: { eq: pick.one(PLACES) } }),
      () => ({ delayed: { eq: true } }),
    ])();
    query.filter = JSON.stringify(filter);
  }
  return query;
}

function billQuery(pick: Pick, volumes: HeavyVolumes): ListQuery {
  const query: ListQuery = { current: pageOf(pick), size: '10', sort: 'issueDate', order: 'desc' };
  if (pick.chance(0.4)) {
    const filter = pick.one<() => Record<string, unknown>>([
      () => ({ currency: { eq: pick.one(['USD', 'CNY', 'EUR']) } }),
      () => ({ issueDate: { from: day(-pick.between(90, 720)), to: day(-pick.between(0, 89)) } }),
      () => ({ dueDate: { from: day(-pick.between(0, 60)), to: day(pick.between(1, 30)) } }),
      () => ({ billNo: { contains: partOf(pick, benchNumbers(demoRow(pick, volumes.bills)).billNo) } }),
    ])();
    query.filter = JSON.stringify(filter);
  }
  return query;
}

function fbaOrderQuery(pick: Pick, volumes: HeavyVolumes): ListQuery {
  const query: ListQuery = { current: pageOf(pick), size: '20', sort: 'id', order: 'desc' };
  if (pick.chance(0.4)) {
    const filter = pick.one<() => Record<string, unknown>>([
      () => ({ fbaShipmentId: { contains: partOf(pick, benchNumbers(demoRow(pick, volumes.fbaOrders)).fbaShipmentId) } }),
      () => ({ fulfilmentCentre: { contains: pick.one(FULFILMENT_CENTRES) } }),
      () => ({ channel: { in: [pick.one(MODES)] } }),
    ])();
    query.filter = JSON.stringify(filter);
  }
  return query;
}

function shipmentEventQuery(pick: Pick, volumes: HeavyVolumes): ListQuery {
  // One call in five is a dashboard's latest events (every user opens it on signing in).
  if (pick.chance(0.2)) return { current: '1', size: '5', sort: 'eventTime', order: 'desc', filter: JSON.stringify({ classifier: { eq: 'ACT' } }) };
  const bookingNo = benchNumbers(demoRow(pick, volumes.bookings)).bookingNo;
  return { current: '1', size: '500', sort: 'eventTime', order: 'asc', filter: JSON.stringify({ bookingNo: { eq: bookingNo } }) };
}

const MAKERS: Record<HeavyList, (pick: Pick, volumes: HeavyVolumes) => ListQuery> = { booking: bookingQuery, bill: billQuery, fbaOrder: fbaOrderQuery, shipmentEvent: shipmentEventQuery };

/** The bench's `count` calls of `list` (the same for every run: seeded by the list's name). */
export function heavyListQueries(list: HeavyList, volumes: HeavyVolumes, count: number): ListQuery[] {
  const seed = [...list].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 45);
  return querySequence(seed, count, (pick) => MAKERS[list](pick, volumes));
}
