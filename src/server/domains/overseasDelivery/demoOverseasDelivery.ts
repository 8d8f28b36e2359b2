// Demo records of overseas delivery, dated relative to today (China calendar): shared slots (some full,
// one past its cut-off) and fee table, and per company arrivals, appointments filling slots, and
// vehicles in several states with their events. Written once by seed/demoOverseasDelivery.ts.
import { vinCheckDigit } from '../../../shared/vin/vinCheck';
import { todayInChina } from '../../../shared/format/zonedTime';
import type { EntityRecord } from '../../resources/types';

const DAY = 86_400_000;

/** The China calendar date `days` after today's. */
export function chinaDate(now: Date, days: number): string {
  return todayInChina(new Date(now.getTime() + days * DAY));
}

export const slotNoOf = (site: string, date: string, window: 'AM' | 'PM') => `${site}-${date.slice(5, 7)}${date.slice(8, 10)}-${window}`;

/** Places each demo slot offers; the full ones are filled exactly by the demo appointments below. */
interface DemoSlot {
  site: string;
  day: number;
  window: 'AM' | 'PM';
  capacity: number;
}

const SLOTS: DemoSlot[] = [
  // Today's slot closed at yesterday's cut-off.
  { site: 'ONT8', day: 0, window: 'PM', capacity: 4 },
  ...[1, 2, 3, 4, 5].flatMap((day) =>
    ['ONT8', 'LAX9', 'DTM2'].flatMap((site) =>
      (['AM', 'PM'] as const).map((window) => ({ site, day, window, capacity: site === 'ONT8' && day === 2 && window === 'AM' ? 2 : site === 'LAX9' && day === 3 && window === 'PM' ? 1 : 4 })),
    ),
  ),
];

export function demoSlots(now: Date): EntityRecord[] {
  return SLOTS.map((s) => {
    const slotDate = chinaDate(now, s.day);
    // Booking closes at 18:00 China time the day before.
    const cutoffAt = new Date(`${chinaDate(now, s.day - 1)}T18:00:00+08:00`).toISOString();
    return { slotNo: slotNoOf(s.site, slotDate, s.window), site: s.site, slotDate, timeWindow: s.window === 'AM' ? '08:00-12:00' : '13:00-17:00', cutoffAt, capacity: s.capacity };
  });
}

export const DEMO_FEES: EntityRecord[] = [
  { feeNo: 'DF-USW-PLT', zone: 'US-WEST', basis: 'PALLET', rate: 45.5, minimum: 120, currency: 'USD', description: 'Pallet delivery, US West' },
  { feeNo: 'DF-USW-CTN', zone: 'US-WEST', basis: 'CARTON', rate: 3.35, minimum: 60, currency: 'USD', description: 'Carton delivery, US West' },
  { feeNo: 'DF-ONT8-PLT', fulfilmentCentre: 'ONT8', basis: 'PALLET', rate: 38, minimum: 100, currency: 'USD', description: 'Pallet delivery to ONT8' },
  { feeNo: 'DF-ONT8-KG', fulfilmentCentre: 'ONT8', basis: 'KG', rate: 0.07, currency: 'USD', description: 'Fuel surcharge' },
  { feeNo: 'DF-USE-PLT', zone: 'US-EAST', basis: 'PALLET', rate: 52, minimum: 150, currency: 'USD', description: 'Pallet delivery, US East' },
  { feeNo: 'DF-DE-CBM', zone: 'DE', basis: 'CBM', rate: 28.4, minimum: 85, currency: 'EUR', description: 'Delivery by volume, Germany' },
  { feeNo: 'DF-DE-KG', zone: 'DE', basis: 'KG', rate: 0.19, minimum: 40, currency: 'EUR', description: 'Delivery by weight, Germany' },
  { feeNo: 'DF-DTM2-PLT', fulfilmentCentre: 'DTM2', basis: 'PALLET', rate: 41.8, minimum: 90, currency: 'EUR', description: 'Pallet delivery to DTM2' },
];

const CONDITIONS = ['GOOD', 'GOOD', 'DAMAGED', 'GOOD', 'SHORT', 'GOOD'] as const;
const WAREHOUSES = ['US-LAX Ontario warehouse', 'US-LAX Ontario warehouse', 'DE-HAM Hamburg warehouse', 'US-NYC Newark warehouse', 'DE-HAM Hamburg warehouse', 'US-LAX Ontario warehouse'];

export function demoArrivals(now: Date, company: string): EntityRecord[] {
  const prefix = company === 'DEMO' ? 'ARD' : 'ARA';
  return CONDITIONS.map((condition, i) => ({
    arrivalNo: `${prefix}-${String(i + 1).padStart(4, '0')}`,
    warehouse: WAREHOUSES[i],
    orderReference: i % 2 === 0 ? `FBA17${company}${i}X` : `SE${company === 'DEMO' ? '2611' : '2610'}${String(i).padStart(4, '0')}`,
    arrivedAt: new Date(now.getTime() - (2 + i * 5) * DAY).toISOString(),
    packages: 12 + i * 7,
    grossKg: Number((420.5 + i * 133.25).toFixed(2)),
    cbm: Number((2.35 + i * 1.1).toFixed(3)),
    condition,
    ...(condition === 'DAMAGED' ? { remark: '2 cartons crushed on arrival, photos taken' } : condition === 'SHORT' ? { remark: '1 carton missing against the packing list' } : {}),
  }));
}

/** Appointments per company: [arrival index, slot (site, day, window), status]; demo and acme fill ONT8 day 2 AM, demo fills LAX9 day 3 PM. */
export function demoAppointments(now: Date, company: string): Array<{ record: EntityRecord; status: 'BOOKED' | 'CANCELLED'; key: string }> {
  const arrivals = demoArrivals(now, company);
  const slot = (site: string, day: number, window: 'AM' | 'PM') => slotNoOf(site, chinaDate(now, day), window);
  const plan: Array<[number, string, 'BOOKED' | 'CANCELLED', 'FC' | 'ADDRESS']> =
    company === 'DEMO'
      ? [
          [0, slot('ONT8', 2, 'AM'), 'BOOKED', 'FC'],
          [1, slot('LAX9', 3, 'PM'), 'BOOKED', 'FC'],
          [3, slot('ONT8', 4, 'PM'), 'BOOKED', 'ADDRESS'],
          [5, slot('ONT8', 5, 'AM'), 'CANCELLED', 'FC'],
        ]
      : [
          [0, slot('ONT8', 2, 'AM'), 'BOOKED', 'FC'],
          [2, slot('DTM2', 3, 'AM'), 'BOOKED', 'FC'],
        ];
  return plan.map(([arrival, slotNo, status, destinationType], i) => ({
    status,
    key: `seed-${company.toLowerCase()}-${i + 1}`,
    record: {
      reference: `${company}-DLV-${String(i + 1).padStart(3, '0')}`,
      arrival: arrivals[arrival].arrivalNo,
      goodsKind: i % 2 === 0 ? 'PALLET' : 'CARTON',
      goodsCount: i % 2 === 0 ? 4 + i : 30 + i * 5,
      destinationType,
      ...(destinationType === 'FC' ? { fulfilmentCentre: slotNo.split('-')[0] } : { address: '2500 E Francis St, Ontario, CA 91761, USA' }),
      slot: slotNo,
      carrier: ['UPS Freight', 'FedEx Freight', 'DB Schenker', 'XPO Logistics'][i % 4],
    },
  }));
}

/** A North American VIN with its check digit put in place. */
function withCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
}

const JOURNEY = ['RECE', 'GTIN', 'LOAD', 'DEPA', 'ARRI', 'DISC', 'GTOT', 'RELS', 'DLV'] as const;
const STATUS_STEPS: Record<string, number> = { BOOKED: 0, RECEIVED: 2, LOADED: 3, IN_TRANSIT: 4, DISCHARGED: 6, CLEARED: 8, DELIVERED: 9 };
const PLACE: Record<(typeof JOURNEY)[number], string> = { RECE: 'CNSHA', GTIN: 'CNSHA', LOAD: 'CNSHA', DEPA: 'CNSHA', ARRI: 'DEBRV', DISC: 'DEBRV', GTOT: 'DEBRV', RELS: 'DEBRV', DLV: 'DEHAM' };

export function demoVehicles(now: Date, company: string): Array<{ record: EntityRecord; events: EntityRecord[] }> {
  const list: Array<[string, string, string, number, keyof typeof STATUS_STEPS]> =
    company === 'DEMO'
      ? [
          [withCheckDigit('1HGCM82603A004352'), 'Honda', 'Accord', 2026, 'IN_TRANSIT'],
          [withCheckDigit('5YJ3E1EA0KF317001'), 'Tesla', 'Model 3', 2025, 'DELIVERED'],
          ['WVWZZZ1JZXW000321', 'Volkswagen', 'Golf', 2026, 'LOADED'],
          ['LFV3A23C5N3012345', 'BYD', 'Seal', 2026, 'DISCHARGED'],
          ['JTDKB20U093001234', 'Toyota', 'Prius', 2025, 'BOOKED'],
        ]
      : [
          [withCheckDigit('2T1BURHE0JC012345'), 'Toyota', 'Corolla', 2025, 'CLEARED'],
          ['WBA8E9C50GK123456', 'BMW', '330i', 2026, 'RECEIVED'],
        ];
  return list.map(([vin, make, model, modelYear, status], v) => {
    const done = STATUS_STEPS[status];
    const start = now.getTime() - (done * 3 + v) * DAY;
    const events = JOURNEY.map((code, i) => {
      const at = new Date(start + i * 3 * DAY);
      const classifier = i < done ? 'ACT' : i === done ? 'EST' : 'PLN';
      return { vin, eventCode: code, classifier, eventAt: at.toISOString(), location: PLACE[code], ...(code === 'LOAD' || code === 'DEPA' || code === 'ARRI' || code === 'DISC' ? { vesselVoyage: 'HOEGH TRACER 126W' } : {}) };
    }).filter((e, i) => i < done + 2);
    return { record: { vin, make, model, modelYear, bookingNo: `SE${company === 'DEMO' ? '2611' : '2610'}${String(100 + v)}`, status }, events };
  });
}
