// The demo port calls of /cargoTracing/voySchedule (DCSA Commercial Schedules), relative to the day
// the database is made: four carrier services, each a weekly loop sailed by its own vessels in turn,
// with every call whose arrival falls from three weeks before that day to nine weeks after it. Calls
// already made carry actual times, the rest estimates; some voyages run late from a port on. Pure.
import type { EntityRecord } from '../../resources/types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Calls whose planned arrival is this many days around today are written. */
const WINDOW = { before: 21, after: 63 };

interface Service {
  carrier: string;
  code: string;
  /** Direction letter of the voyage numbers (W westbound to Europe, E eastbound across the Pacific). */
  bound: 'W' | 'E';
  /** The loop's port calls: days after the first call's arrival, and hours alongside. */
  calls: Array<{ port: string; day: number; hours: number; terminal: string }>;
  /**
   * The vessels sailing the loop, one a week each in turn: enough of them for the round trip (back
   * from the last port in about the outbound time), so no vessel is on two voyages at once.
   */
  vessels: string[];
  /** The IMO number of the first vessel; the others follow it (demo numbers). */
  imoBase: number;
  /** Weekday of the first call (0 = the day the database is made), so services do not all sail together. */
  offset: number;
}

const SERVICES: Service[] = [
  {
    carrier: 'MAEU',
    code: 'AE7',
    bound: 'W',
    calls: [
      { port: 'CNSHA', day: 0, hours: 30, terminal: 'Yangshan Phase IV' },
      { port: 'CNNGB', day: 2, hours: 26, terminal: 'Meishan' },
      { port: 'CNYTN', day: 5, hours: 28, terminal: 'Yantian International' },
      { port: 'SGSIN', day: 10, hours: 20, terminal: 'Pasir Panjang' },
      { port: 'NLRTM', day: 32, hours: 40, terminal: 'APM Maasvlakte II' },
      { port: 'DEHAM', day: 35, hours: 36, terminal: 'Eurogate' },
    ],
    vessels: ['MAERSK ESSEX', 'MAERSK EDINBURGH', 'MAERSK EMDEN', 'MAERSK ESSEN', 'MAERSK ELBA', 'MAERSK EINDHOVEN', 'MAERSK EVORA', 'MAERSK EDMONTON', 'MAERSK EMERALD', 'MAERSK ESBJERG'],
    imoBase: 9456700,
    offset: 1,
  },
  {
    carrier: 'CMDU',
    code: 'FAL1',
    bound: 'W',
    calls: [
      { port: 'CNTAO', day: 0, hours: 22, terminal: 'Qianwan' },
      { port: 'CNSHA', day: 2, hours: 28, terminal: 'Yangshan Phase III' },
      { port: 'CNNGB', day: 4, hours: 24, terminal: 'Beilun' },
      { port: 'CNYTN', day: 7, hours: 26, terminal: 'Yantian International' },
      { port: 'SGSIN', day: 12, hours: 18, terminal: 'Pasir Panjang' },
      { port: 'GBSOU', day: 31, hours: 30, terminal: 'DP World Southampton' },
      { port: 'DEHAM', day: 34, hours: 34, terminal: 'CTA Altenwerder' },
      { port: 'NLRTM', day: 36, hours: 30, terminal: 'Rotterdam World Gateway' },
    ],
    vessels: ['CMA CGM JACQUES SAADE', 'CMA CGM CHAMPS ELYSEES', 'CMA CGM PALAIS ROYAL', 'CMA CGM LOUVRE', 'CMA CGM RIVOLI', 'CMA CGM MONTMARTRE', 'CMA CGM CONCORDE', 'CMA CGM TROCADERO', 'CMA CGM SORBONNE', 'CMA CGM ETOILE', 'CMA CGM PIGALLE'],
    imoBase: 9839100,
    offset: 3,
  },
  {
    carrier: 'MSCU',
    code: 'PEARL',
    bound: 'E',
    calls: [
      { port: 'CNYTN', day: 0, hours: 24, terminal: 'Yantian International' },
      { port: 'CNNGB', day: 3, hours: 22, terminal: 'Beilun' },
      { port: 'CNSHA', day: 5, hours: 24, terminal: 'Yangshan Phase II' },
      { port: 'KRPUS', day: 7, hours: 18, terminal: 'Busan New Port' },
      { port: 'USLGB', day: 19, hours: 60, terminal: 'Long Beach Container Terminal' },
      { port: 'USOAK', day: 23, hours: 30, terminal: 'TraPac Oakland' },
    ],
    vessels: ['MSC GULSUN', 'MSC MIA', 'MSC FEBE', 'MSC ARINA', 'MSC NELA', 'MSC SIXIN', 'MSC MINA'],
    imoBase: 9839400,
    offset: 5,
  },
  {
    carrier: 'COSU',
    code: 'AEU3',
    bound: 'W',
    calls: [
      { port: 'CNTXG', day: 0, hours: 26, terminal: 'Tianjin Port Pacific' },
      { port: 'CNDLC', day: 2, hours: 20, terminal: 'Dalian Container Terminal' },
      { port: 'CNSHA', day: 4, hours: 28, terminal: 'Yangshan Phase IV' },
      { port: 'SGSIN', day: 9, hours: 18, terminal: 'Pasir Panjang' },
      { port: 'BEANR', day: 30, hours: 36, terminal: 'MPET' },
      { port: 'PLGDN', day: 34, hours: 30, terminal: 'Baltic Hub' },
    ],
    vessels: ['COSCO SHIPPING UNIVERSE', 'COSCO SHIPPING NEBULA', 'COSCO SHIPPING GALAXY', 'COSCO SHIPPING SOLAR', 'COSCO SHIPPING STAR', 'COSCO SHIPPING PLANET', 'COSCO SHIPPING AQUARIUS', 'COSCO SHIPPING SCORPIO', 'COSCO SHIPPING LIBRA', 'COSCO SHIPPING GEMINI'],
    imoBase: 9795600,
    offset: 6,
  },
];

/** 06:00 China time (22:00 UTC the day before) of the day `days` after `now`'s China date. */
function chinaMorning(now: Date, days: number): number {
  const china = new Date(now.getTime() + 8 * HOUR);
  return Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate() + days) - 2 * HOUR;
}

/** ISO week number of a time (voyage numbers are the week of the first call, as carriers count them). */
function isoWeek(ms: number): number {
  const d = new Date(ms);
  const thursday = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 3 - ((d.getUTCDay() + 6) % 7));
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - yearStart) / (7 * DAY)) + 1;
}

/**
 * Hours a voyage runs behind from call `index` on: every third sailing meets congestion at its fourth
 * port (a day, then half of it made up), every fifth a weather delay on the long leg.
 */
function slipHours(sailing: number, index: number): number {
  let slip = 0;
  if (sailing % 3 === 1 && index >= 3) slip += index === 3 ? 26 : 14;
  if (sailing % 5 === 2 && index >= 4) slip += 38;
  return slip;
}

export function demoVoyageCalls(zoneOf: (code: string) => string, now: Date): EntityRecord[] {
  const out: EntityRecord[] = [];
  const from = now.getTime() - WINDOW.before * DAY;
  const to = now.getTime() + WINDOW.after * DAY;
  for (const service of SERVICES) {
    const length = service.calls.at(-1)!.day;
    // Every weekly sailing with a call in the window: from the one starting before it to the last starting in it.
    const first = -Math.ceil((WINDOW.before + length) / 7);
    const last = Math.ceil(WINDOW.after / 7);
    for (let week = first; week <= last; week++) {
      const start = chinaMorning(now, week * 7 + service.offset);
      // Sailings are numbered from a fixed point, so each vessel keeps its turn whatever today is.
      const sailing = Math.round(start / (7 * DAY));
      const turn = ((sailing % service.vessels.length) + service.vessels.length) % service.vessels.length;
      const vessel = service.vessels[turn]!;
      const imo = String(service.imoBase + turn * 12);
      const voyage = `${String(isoWeek(start)).padStart(3, '0')}${service.bound}`;
      service.calls.forEach((call, index) => {
        // Berthing windows fall at different hours of the day, call by call.
        const plannedArrival = start + call.day * DAY + ((index * 7 + service.offset * 5) % 20) * HOUR;
        if (plannedArrival < from || plannedArrival > to) return;
        const plannedDeparture = plannedArrival + call.hours * HOUR;
        const arrival = plannedArrival + slipHours(sailing, index) * HOUR;
        const departure = plannedDeparture + slipHours(sailing, index) * HOUR;
        const iso = (ms: number) => new Date(ms).toISOString();
        out.push({
          carrier: service.carrier,
          service: service.code,
          vessel,
          imo,
          voyage,
          callSequence: index + 1,
          port: call.port,
          terminal: call.terminal,
          timeZone: zoneOf(call.port),
          plannedArrival: iso(plannedArrival),
          plannedDeparture: iso(plannedDeparture),
          ...(arrival <= now.getTime() ? { actualArrival: iso(arrival) } : { estimatedArrival: iso(arrival) }),
          ...(departure <= now.getTime() ? { actualDeparture: iso(departure) } : { estimatedDeparture: iso(departure) }),
        });
      });
    }
  }
  return out;
}
