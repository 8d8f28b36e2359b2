// The views kept alive by default (SPEC §2: about 29 names for sea and air freight, transport,
// warehouse in/out, billing and tracking). Any other visited view is kept unless its grant says noCache.
export const DEFAULT_CACHED_VIEWS: readonly string[] = [
  // sea freight
  'seaCabinQuery',
  'seaPriceQuery',
  'seaBooking',
  'seaBookingDetail',
  'seaTracking',
  'seaTrackingDetail',
  'seaCargoTrack',
  // air freight
  'airPriceQuery',
  'airBooking',
  'airBookingDetail',
  'airTracking',
  'airTrackingDetail',
  'airCargoTrack',
  // rail and truck transport
  'railCabinQuery',
  'railBooking',
  'railBookingDetail',
  'railwayTracking',
  'truckBooking',
  'truckBookingDetail',
  'carPriceFclList',
  'carPriceLclList',
  // warehouse in and out
  'warehouseArrival',
  'scheduleDelivery',
  'fbaOrderDetail',
  'tallyOrderDetail',
  // billing
  'expensesList',
  'bilingList',
  'bilingDetail',
  // tracking
  'mulCargoTrack',
  'trackList',
];
