// Demo tracking stories, relative to the day the database is made: every placed demo booking gets
// its events along its lane. Received ones carry the plan; confirmed ones are under way (some late,
// with the ETA moved twice); completed ones have arrived (one of them late). Pure: the seed writes them.
import { iso6346CheckDigit } from '../../../shared/tracking/iso6346';
import type { EntityRecord } from '../../resources/types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface TrackedBooking {
  id: number;
  bookingNo: string;
  mode: 'SEA' | 'RAIL' | 'AIR' | 'TRUCK';
  status: string;
  pol: string;
  pod: string;
  company: string;
  submittedAt: Date;
  /** Requested departure and arrival days (YYYY-MM-DD) of a booking not yet confirmed. */
  etd?: string;
  eta?: string;
}

export interface DemoTrack {
  events: EntityRecord[];
  /** The departure and planned arrival the story runs on (written back on confirmed bookings). */
  departure: Date;
  plannedArrival: Date;
}

type Place = 'pol' | 'pod' | { code?: string; name?: string; zone: string };
interface Step {
  type: string;
  place: Place;
  /** Hours after departure (negative: before) in the plan. */
  at: number;
  /** Once per container. */
  equipment?: boolean;
  /** Time-critical point from which a late shipment runs late. */
  afterDeparture?: boolean;
}

const TRANSIT_HOURS = { SEA: 32 * 24, RAIL: 16 * 24, AIR: 14, TRUCK: 36 };
const LATE_HOURS = { SEA: 62, RAIL: 41, AIR: 5, TRUCK: 9 };
const FIRST = { SEA: ['RECE', 'CONF'], RAIL: ['RECE', 'CONF'], AIR: ['BKD'], TRUCK: ['RECE', 'CONF'] };

function steps(mode: TrackedBooking['mode']): Step[] {
  const t = TRANSIT_HOURS[mode];
  switch (mode) {
    case 'SEA':
      return [
        { type: 'GTIN', place: 'pol', at: -48, equipment: true },
        { type: 'LOAD', place: 'pol', at: -8, equipment: true },
        { type: 'DEPA', place: 'pol', at: 0 },
        { type: 'ARRI', place: { code: 'SGSIN', zone: 'Asia/Singapore' }, at: 6 * 24, afterDeparture: true },
        { type: 'DEPA', place: { code: 'SGSIN', zone: 'Asia/Singapore' }, at: 7 * 24, afterDeparture: true },
        { type: 'ARRI', place: 'pod', at: t, afterDeparture: true },
        { type: 'DISC', place: 'pod', at: t + 10, equipment: true, afterDeparture: true },
        { type: 'GTOT', place: 'pod', at: t + 40, equipment: true, afterDeparture: true },
      ];
    case 'RAIL':
      return [
        { type: 'GTIN', place: 'pol', at: -24, equipment: true },
        { type: 'RDEP', place: 'pol', at: 0 },
        { type: 'BRDR', place: { name: 'Alashankou–Dostyk', zone: 'Asia/Shanghai' }, at: 3 * 24, afterDeparture: true },
        { type: 'BRDR', place: { name: 'Brest–Małaszewicze', zone: 'Europe/Warsaw' }, at: 12 * 24, afterDeparture: true },
        { type: 'RARR', place: 'pod', at: t, afterDeparture: true },
        { type: 'GTOT', place: 'pod', at: t + 24, equipment: true, afterDeparture: true },
      ];
    case 'AIR':
      return [
        { type: 'RCS', place: 'pol', at: -20 },
        { type: 'MAN', place: 'pol', at: -6 },
        { type: 'DEP', place: 'pol', at: 0 },
        { type: 'ARR', place: 'pod', at: t, afterDeparture: true },
        { type: 'RCF', place: 'pod', at: t + 3, afterDeparture: true },
        { type: 'NFD', place: 'pod', at: t + 5, afterDeparture: true },
        { type: 'DLV', place: 'pod', at: t + 28, afterDeparture: true },
      ];
    case 'TRUCK':
      return [
        { type: 'PICK', place: 'pol', at: -2 },
        { type: 'DEPA', place: 'pol', at: 0 },
        { type: 'ARRI', place: 'pod', at: t, afterDeparture: true },
        { type: 'DROP', place: 'pod', at: t + 3, afterDeparture: true },
      ];
  }
}

/** A valid ISO 6346 number, the same for the same booking and unit. */
export function demoContainerNo(mode: string, bookingId: number, unit: number): string {
  const owner = mode === 'RAIL' ? 'TCNU' : 'MSKU';
  const serial = String((bookingId * 7919 + unit * 104_729) % 1_000_000).padStart(6, '0');
  return `${owner}${serial}${iso6346CheckDigit(owner + serial)}`;
}

const TRANSPORT = { SEA: { vessel: 'MAERSK ESSEN', voyage: '248W' }, RAIL: { trainNo: 'X8024' }, AIR: { flightNo: 'LH8411' }, TRUCK: {} };

/** Which stories run late: demo's sea and rail, acme's sea and air under way; each company's completed sea arrived late. */
function isLate(b: TrackedBooking): boolean {
  if (b.status === 'COMPLETED') return b.mode === 'SEA';
  return b.company === 'DEMO' ? b.mode === 'SEA' || b.mode === 'RAIL' : b.mode === 'SEA' || b.mode === 'AIR';
}

const dayAt = (day: string, hourUtc: number) => new Date(`${day}T${String(hourUtc).padStart(2, '0')}:00:00.000Z`);

export function demoTrack(b: TrackedBooking, zoneOf: (code: string) => string, now: Date): DemoTrack {
  const transit = TRANSIT_HOURS[b.mode] * HOUR;
  const underWay = b.status === 'CONFIRMED';
  const arrived = b.status === 'COMPLETED';
  // The booking's own dates carry the story when they fit its status (a shipment under way left in the
  // past; an arrived one arrived in the past): the charts' months and the dashboard's overdue count read
  // them too. Otherwise (no dates, or dates the status contradicts) the story makes its own.
  const past = (d: string | undefined) => d !== undefined && dayAt(d, 10).getTime() < now.getTime();
  const ownDates = b.etd !== undefined && b.eta !== undefined && (underWay ? past(b.etd) : arrived ? past(b.eta) : true);
  const departure = ownDates
    ? dayAt(b.etd!, 10)
    : underWay
      ? new Date(now.getTime() - (b.mode === 'AIR' ? 6 * HOUR : b.mode === 'TRUCK' ? 20 * HOUR : b.mode === 'RAIL' ? 9 * DAY : 10 * DAY))
      : arrived
        ? new Date(now.getTime() - transit - 6 * DAY)
        : b.etd
          ? dayAt(b.etd, 10)
          : new Date(now.getTime() + 14 * DAY);
  const plannedArrival = ownDates || (!underWay && !arrived && b.eta) ? dayAt(b.eta!, 6) : new Date(departure.getTime() + transit);
  const late = (underWay || arrived) && isLate(b);
  const lateBy = late ? LATE_HOURS[b.mode] * HOUR : 0;
  // A shipment under way or arrived was booked and confirmed well before it left.
  const received = underWay || arrived ? new Date(Math.min(b.submittedAt.getTime(), departure.getTime() - 7 * DAY)) : b.submittedAt;
  const confirmedAt = new Date(received.getTime() + 20 * HOUR);
  const events: EntityRecord[] = [];
  const base = { bookingNo: b.bookingNo, mode: b.mode };
  const placeOf = (place: Place) =>
    place === 'pol' || place === 'pod' ? { location: b[place], timeZone: zoneOf(b[place]) } : { location: place.code, placeName: place.name, timeZone: place.zone };

  // The shipment milestones: received (and confirmed, once the forwarder did).
  const firsts = FIRST[b.mode].filter((type) => type !== 'CONF' || underWay || arrived);
  firsts.forEach((type, i) => {
    const at = i === 0 ? received : confirmedAt;
    if (at.getTime() <= now.getTime()) events.push({ ...base, eventType: type, classifier: 'ACT', eventTime: at.toISOString(), reportedAt: at.toISOString(), ...placeOf('pol') });
  });
  if (b.status === 'REJECTED' || b.status === 'CANCELLED') return { events, departure, plannedArrival };

  const units = b.mode === 'SEA' ? 2 : b.mode === 'RAIL' ? 1 : 0;
  for (const step of steps(b.mode)) {
    const containers = step.equipment ? Array.from({ length: units }, (_, u) => demoContainerNo(b.mode, b.id, u)) : [undefined];
    const planned = new Date(departure.getTime() + step.at * HOUR);
    // Departure slips a few hours when late; later points carry the whole delay; on-time ones arrive a little early.
    const shift = step.at === 0 && late ? 6 * HOUR : step.afterDeparture ? (late ? lateBy : -2 * HOUR) : 0;
    const real = new Date(planned.getTime() + shift);
    const planReported = underWay || arrived ? confirmedAt : received;
    for (const containerNo of containers) {
      const common = { ...base, eventType: step.type, ...placeOf(step.place), ...(containerNo ? { containerNo } : {}), ...TRANSPORT[b.mode] };
      events.push({ ...common, classifier: 'PLN', eventTime: planned.toISOString(), reportedAt: planReported.toISOString() });
      if (!underWay && !arrived) continue;
      if (real.getTime() <= now.getTime()) {
        events.push({ ...common, classifier: 'ACT', eventTime: real.toISOString(), reportedAt: real.toISOString() });
        continue;
      }
      // Still to come: the carrier's estimates, moved twice on a late shipment's arrival.
      const isArrival = step.place === 'pod' && ['ARRI', 'ARR', 'RARR'].includes(step.type);
      if (late && isArrival) {
        const first = new Date(Math.min(departure.getTime() + 2 * DAY, now.getTime() - 2 * HOUR));
        const second = new Date(now.getTime() - HOUR);
        events.push({ ...common, classifier: 'EST', eventTime: new Date(planned.getTime() + lateBy / 2).toISOString(), reportedAt: first.toISOString(), description: 'Port congestion' });
        events.push({ ...common, classifier: 'EST', eventTime: real.toISOString(), reportedAt: second.toISOString(), description: 'Port congestion; berth window moved' });
      } else {
        // Every later point is expected when the carrier now expects it (late: moved with the arrival).
        events.push({ ...common, classifier: 'EST', eventTime: real.toISOString(), reportedAt: (late ? new Date(now.getTime() - HOUR) : departure).toISOString() });
      }
    }
  }
  return { events, departure, plannedArrival };
}
