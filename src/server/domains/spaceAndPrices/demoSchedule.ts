// The departures and prices a first start writes, relative to that day so the demo never goes stale:
// weekly sailings and block trains for the next 8 weeks (a few full, blank or already past their
// cut-offs), and sea, rail, air and truck prices valid from two weeks ago to a month ahead, plus one
// expired row per sea lane so the "valid on" filter has something to hide.
import type { EntityRecord } from '../../resources/types';

const DAY = 86_400_000;
const SEA_POLS = ['CNSHA', 'CNNGB', 'CNYTN'];
const SEA_PODS = ['DEHAM', 'NLRTM', 'GBFXT', 'USLAX', 'USLGB', 'USNYC'];
const SEA_LINES = ['MAEU', 'MSCU', 'CMDU', 'COSU', 'HLCU', 'ONEY'];
const VESSELS: Array<[string, string]> = [
  ['MAERSK ESSEX', '9619907'],
  ['MSC GULSUN', '9839430'],
  ['CMA CGM JACQUES SAADE', '9839131'],
  ['COSCO SHIPPING UNIVERSE', '9795610'],
  ['HAMBURG EXPRESS', '9812145'],
  ['ONE INNOVATION', '9935155'],
];
const RAIL_ORIGINS: Array<[string, string]> = [
  ['CNCTU', 'ALASHANKOU'],
  ['CNXIY', 'KHORGOS'],
  ['CNCKG', 'ALASHANKOU'],
  ['CNYIW', 'ERENHOT'],
];
const RAIL_DESTINATIONS = ['DEDUI', 'PLMAL', 'DEHAM'];
/** Shanghai's own train to Hamburg (the instant quote's Shanghai → Hamburg by rail): one lane, after the others. */
const SHANGHAI_TRAIN: [string, string, string] = ['CNSMH', 'DEHAM', 'MANZHOULI'];
const AIR_ORIGINS = ['CNPVG', 'CNSZX', 'CNCAN'];
const AIR_DESTINATIONS = ['DEFRA', 'NLAMS', 'USLAX', 'USNYC'];
const TRUCK_LANES: Array<[string, string, string, string]> = [
  ['DEHAM', 'DEMUC', 'DBSR', 'EUR'],
  ['NLRTM', 'DEDUS', 'DBSR', 'EUR'],
  ['DEDUI', 'PLWAW', 'DBSR', 'EUR'],
  ['DEHAM', 'DEBER', 'DBSR', 'EUR'],
  ['NLRTM', 'FRPAR', 'DBSR', 'EUR'],
  ['PLMAL', 'CZPRG', 'DBSR', 'EUR'],
  ['CNYIW', 'CNSHA', 'SFFR', 'CNY'],
  ['CNSZV', 'CNSHA', 'SFFR', 'CNY'],
  ['CNHGH', 'CNNGB', 'SFFR', 'CNY'],
  ['CNDGG', 'CNYTN', 'SFFR', 'CNY'],
];

const iso = (ms: number) => new Date(ms).toISOString();
const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Money as decimal text with two digits, from whole cents (no float arithmetic on money). */
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** 10:00 UTC (18:00 China time) of the day `days` after `today`'s China date. */
function dayAt(today: Date, days: number, hourUtc = 10): number {
  const china = new Date(today.getTime() + 8 * 3_600_000);
  return Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate() + days, hourUtc);
}

function status(seed: number, left: number): 'available' | 'limited' | 'full' | 'blank' {
  if (seed % 13 === 5) return 'blank';
  if (seed % 11 === 0 || left === 0) return 'full';
  return left < 10 ? 'limited' : 'available';
}

function space(seed: number) {
  const full = seed % 11 === 0 || seed % 13 === 5;
  const n = (k: number) => (full ? 0 : (seed * k) % 37);
  return { space22G1: n(7), space42G1: n(5), space45G1: n(3), space45R1: n(2) % 6 };
}

/** One week's train of a rail lane: its number, times and cut-offs from its departure, and the space left. */
function railDeparture(pol: string, pod: string, border: string, week: number, etd: number, transitDays: number, trainNo: string, left: Record<string, number>, state: string): EntityRecord {
  return {
    departureNo: `CRE-${pol.slice(2)}${pod.slice(2)}-${String(week + 1).padStart(2, '0')}`,
    mode: 'rail',
    carrier: 'CRE',
    service: undefined,
    vessel: undefined,
    imo: undefined,
    voyage: undefined,
    trainNo,
    pol,
    pod,
    borderCrossing: border,
    etd: iso(etd),
    eta: iso(etd + transitDays * DAY),
    transitDays,
    docCutoff: iso(etd - 3 * DAY),
    vgmCutoff: undefined,
    fclCutoff: iso(etd - 2 * DAY),
    lclCutoff: iso(etd - 4 * DAY),
    ...left,
    status: state,
    remark: undefined,
  };
}

export function demoDepartures(now: Date): EntityRecord[] {
  const out: EntityRecord[] = [];
  SEA_POLS.forEach((pol, p) =>
    SEA_PODS.forEach((pod, d) => {
      const lane = p * SEA_PODS.length + d;
      const carrier = SEA_LINES[lane % SEA_LINES.length];
      const [vessel, imo] = VESSELS[lane % VESSELS.length];
      const transit = pod.startsWith('US') ? (pod === 'USNYC' ? 34 : 16) + p : 30 + d + p;
      for (let week = 0; week < 8; week++) {
        // The first sailing of some lanes leaves tomorrow: its cut-offs are already past.
        const etd = dayAt(now, (lane % 7) + 1 + week * 7, 2 + (lane % 12));
        const seed = lane * 8 + week + 1;
        const left = space(seed);
        out.push({
          departureNo: `${carrier}-${pol.slice(2)}${pod.slice(2)}-${String(week + 1).padStart(2, '0')}`,
          mode: 'sea',
          carrier,
          service: `${pod.startsWith('US') ? 'TP' : 'AE'}${(lane % 9) + 1}`,
          vessel,
          imo,
          voyage: `${46 + week + (lane % 3)}${pod.startsWith('US') ? 'E' : 'W'}`,
          trainNo: undefined,
          pol,
          pod,
          borderCrossing: undefined,
          etd: iso(etd),
          eta: iso(etd + transit * DAY),
          transitDays: transit,
          docCutoff: iso(etd - 2 * DAY),
          vgmCutoff: iso(etd - 36 * 3_600_000),
          fclCutoff: iso(etd - DAY),
          lclCutoff: iso(etd - 3 * DAY),
          ...left,
          status: status(seed, left.space45G1),
          remark: undefined,
        });
      }
    }),
  );
  RAIL_ORIGINS.forEach(([pol, border], o) =>
    RAIL_DESTINATIONS.forEach((pod, d) => {
      const lane = o * RAIL_DESTINATIONS.length + d;
      for (let week = 0; week < 8; week++) {
        const seed = 200 + lane * 8 + week;
        const left = { ...space(seed), space45R1: 0 };
        out.push(railDeparture(pol, pod, border, week, dayAt(now, (lane % 6) + 1 + week * 7, 4), 16 + d * 2 + o, `X${8000 + lane * 10 + week}`, left, status(seed, left.space45G1)));
      }
    }),
  );
  const [pol, pod, border] = SHANGHAI_TRAIN;
  for (let week = 0; week < 8; week++) {
    const left = { space22G1: 12, space42G1: 10, space45G1: 8 + week, space45R1: 0 };
    // Every week open, so the demo's Shanghai → Hamburg train can always be booked.
    out.push(railDeparture(pol, pod, border, week, dayAt(now, 3 + week * 7, 4), 18, `X${9000 + week}`, left, left.space45G1 < 10 ? 'limited' : 'available'));
  }
  return out;
}

/** A rail lane's FCL price: the 40' and 45' rates a fixed step above the 20' rate `cents`. */
function railFclPriceRow(pol: string, pod: string, border: string, valid: Record<string, string>, cents: number, trainDays: string, transitDays: number): EntityRecord {
  return {
    priceNo: `RF-${pol.slice(2)}${pod.slice(2)}`,
    carrier: 'CRE',
    pol,
    pod,
    borderCrossing: border,
    ...valid,
    rate22G1: money(cents),
    rate42G1: money(cents + 250_000),
    rate45G1: money(cents + 270_000),
    surcharge: money(15_000),
    currency: 'USD',
    trainDays,
    transitDays,
    remark: undefined,
  };
}

export function demoPrices(now: Date): Record<string, EntityRecord[]> {
  const from = dateOnly(dayAt(now, -14));
  const to = dateOnly(dayAt(now, 30));
  const valid = { validFrom: from, validTo: to };
  const expired = { validFrom: dateOnly(dayAt(now, -60)), validTo: dateOnly(dayAt(now, -15)) };
  const seaFclPrice: EntityRecord[] = [];
  const seaLclPrice: EntityRecord[] = [];
  SEA_POLS.forEach((pol, p) =>
    SEA_PODS.forEach((pod, d) => {
      const lane = p * SEA_PODS.length + d;
      const us = pod.startsWith('US');
      const base = (us ? 190_000 : 150_000) + lane * 2_500;
      [0, 1].forEach((k) => {
        const carrier = SEA_LINES[(lane + k * 2) % SEA_LINES.length];
        const cents = base + k * 7_500;
        seaFclPrice.push({
          priceNo: `SF-${pol.slice(2)}${pod.slice(2)}-${carrier}`,
          carrier,
          pol,
          pod,
          via: k === 1 && !us ? 'SGSIN' : undefined,
          ...valid,
          rate22G1: money(cents),
          rate42G1: money(cents * 2 - 20_000),
          rate45G1: money(cents * 2 - 10_000),
          baf: money(us ? 32_000 : 28_000),
          caf: money(4_500),
          thcOrigin: money(11_000),
          thcDestination: money(us ? 0 : 26_500),
          doc: money(5_000),
          currency: 'USD',
          transitDays: (us ? 16 : 30) + d + p + k * 3,
          freeDaysOrigin: 7,
          freeDaysDestination: 10 + k * 4,
          remark: undefined,
        });
      });
      seaFclPrice.push({
        priceNo: `SF-${pol.slice(2)}${pod.slice(2)}-OLD`,
        carrier: SEA_LINES[lane % SEA_LINES.length],
        pol,
        pod,
        via: undefined,
        ...expired,
        rate22G1: money(base - 30_000),
        rate42G1: money(base * 2 - 60_000),
        rate45G1: money(base * 2 - 50_000),
        baf: money(30_000),
        caf: undefined,
        thcOrigin: money(11_000),
        thcDestination: undefined,
        doc: money(5_000),
        currency: 'USD',
        transitDays: 32,
        freeDaysOrigin: 7,
        freeDaysDestination: 7,
        remark: 'Expired',
      });
      seaLclPrice.push({
        priceNo: `SL-${pol.slice(2)}${pod.slice(2)}`,
        carrier: undefined,
        pol,
        pod,
        ...valid,
        ratePerRt: money((us ? 6_500 : 5_500) + lane * 100),
        minimum: money(us ? 13_000 : 11_000),
        cfsPerRt: money(1_800),
        doc: money(3_500),
        currency: 'USD',
        transitDays: (us ? 22 : 36) + d,
        remark: undefined,
      });
    }),
  );
  const railFclPrice: EntityRecord[] = [];
  const railLclPrice: EntityRecord[] = [];
  RAIL_ORIGINS.forEach(([pol, border], o) =>
    RAIL_DESTINATIONS.forEach((pod, d) => {
      const lane = o * RAIL_DESTINATIONS.length + d;
      const cents = 380_000 + lane * 6_000;
      railFclPrice.push(railFclPriceRow(pol, pod, border, valid, cents, ['Mon, Thu', 'Tue, Fri', 'Wed, Sat', 'Sat'][o], 16 + d * 2 + o));
      railLclPrice.push({
        priceNo: `RL-${pol.slice(2)}${pod.slice(2)}`,
        carrier: 'CRE',
        pol,
        pod,
        borderCrossing: border,
        ...valid,
        ratePerRt: money(14_500 + lane * 300),
        minimum: money(29_000),
        currency: 'USD',
        trainDays: ['Mon', 'Tue', 'Wed', 'Sat'][o],
        transitDays: 20 + d * 2 + o,
        remark: undefined,
      });
    }),
  );
  const [pol, pod, border] = SHANGHAI_TRAIN;
  railFclPrice.push(railFclPriceRow(pol, pod, border, valid, 420_000, 'Thu', 18));
  const airPrice: EntityRecord[] = [];
  AIR_ORIGINS.forEach((pol, o) =>
    AIR_DESTINATIONS.forEach((pod, d) => {
      const lane = o * AIR_DESTINATIONS.length + d;
      (pod.startsWith('US') ? ['CA', 'CX'] : ['LH', 'CA']).forEach((carrier, k) => {
        const n = 4_200 + lane * 60 + k * 150;
        airPrice.push({
          priceNo: `AF-${pol.slice(2)}${pod.slice(2)}-${carrier}`,
          carrier,
          pol,
          pod,
          ...valid,
          minimum: money(7_500 + k * 1_000),
          rateN: money(n),
          rate45: money(n - 650),
          rate100: money(n - 1_300),
          rate300: money(n - 1_700),
          rate500: money(n - 1_950),
          rate1000: money(n - 2_150),
          fuelPerKg: money(95),
          securityPerKg: money(15),
          currency: 'CNY',
          transitDays: 2 + k + (pod.startsWith('US') ? 1 : 0),
          remark: undefined,
        });
      });
    }),
  );
  const truckFtlPrice: EntityRecord[] = [];
  const truckLtlPrice: EntityRecord[] = [];
  TRUCK_LANES.forEach(([pol, pod, carrier, currency], i) => {
    const eu = currency === 'EUR';
    (['truck7', 'megaTrailer'] as const).forEach((vehicleType, k) =>
      truckFtlPrice.push({
        priceNo: `TF-${pol.slice(2)}${pod.slice(2)}-${k + 1}`,
        carrier,
        pol,
        pod,
        vehicleType,
        ...valid,
        rate: money((eu ? 68_000 : 260_000) + i * 4_000 + k * (eu ? 45_000 : 180_000)),
        surcharge: money(eu ? 9_000 : 20_000),
        currency,
        transitDays: 1 + (i % 3),
        remark: undefined,
      }),
    );
    truckLtlPrice.push({
      priceNo: `TL-${pol.slice(2)}${pod.slice(2)}`,
      carrier,
      pol,
      pod,
      ...valid,
      ratePerKg: money(eu ? 18 + (i % 4) : 65 + (i % 4) * 5),
      minimum: money(eu ? 9_500 : 30_000),
      currency,
      transitDays: 2 + (i % 3),
      remark: undefined,
    });
  });
  return { seaFclPrice, seaLclPrice, railFclPrice, railLclPrice, truckFtlPrice, truckLtlPrice, airPrice };
}
