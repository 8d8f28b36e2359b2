// Demo orders of each demo company, relative to the day the database is made: a booking of every
// mode in every status (with the path of status changes that led there), FBA orders with cartons and
// tally orders, so each /myOrder list, detail and filter shows something on first start.
import type { BookingMode } from './bookingNumber';
import { BOOKING_STATUSES, type BookingStatus } from '../../../shared/entities/bookingStatus';
import type { EntityRecord } from '../../resources/types';

const DAY = 86_400_000;
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The statuses a booking went through to reach `status`, after DRAFT. */
export const PATHS: Record<BookingStatus, BookingStatus[]> = {
  DRAFT: [],
  RECEIVED: ['RECEIVED'],
  PENDING_UPDATE: ['RECEIVED', 'PENDING_UPDATE'],
  UPDATE_RECEIVED: ['RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED'],
  CONFIRMED: ['RECEIVED', 'CONFIRMED'],
  REJECTED: ['RECEIVED', 'REJECTED'],
  CANCELLED: ['RECEIVED', 'CANCELLED'],
  COMPLETED: ['RECEIVED', 'CONFIRMED', 'COMPLETED'],
};

export const NOTES: Partial<Record<BookingStatus, string>> = {
  PENDING_UPDATE: 'Please add the second cargo line',
  REJECTED: 'No space on the requested departure',
  CANCELLED: 'Order cancelled by the buyer',
};

const TRANSPORT: Record<BookingMode, string> = { SEA: 'MAERSK ESSEN / 248W', RAIL: 'X8024 Xi’an–Małaszewicze', AIR: 'LH8411', TRUCK: 'Plate DE-HH 4471' };

export interface DemoBooking {
  record: EntityRecord;
  status: BookingStatus;
  /** Days before today the draft was made; each later status a day after the one before. */
  daysAgo: number;
  transportName: string;
}

/** Names (reference keys) of the company's master records. */
export interface Parties {
  shipper?: string;
  consignee?: string;
  notify?: string;
  pickAddress?: string;
  importer?: string;
  insured?: string;
}

const cargo = (n: number) => [
  { description: 'LED panel lights', hsCode: '9405420090', packageCount: 120 + n, packageCode: 'CT', grossKg: 1850.5 + n, cbm: 12.4 },
  { description: 'Aluminium lamp housings', hsCode: '761699', packageCount: 40, packageCode: 'PX', grossKg: 960, cbm: 6.25 },
];

function modeFields(mode: BookingMode, now: Date, daysAgo: number, parties: Parties): EntityRecord {
  const etd = isoDay(new Date(now.getTime() + (21 - daysAgo) * DAY));
  const eta = (days: number) => isoDay(new Date(now.getTime() + (21 - daysAgo + days) * DAY));
  switch (mode) {
    case 'SEA':
      return { pol: 'CNSHA', pod: 'DEHAM', carrier: 'MAEU', etd, eta: eta(32), incoterm: 'FOB', loadType: 'FCL', equipment: [{ isoCode: '45G1', units: 2 }], receiptDeliveryType: 'CY/CY', transportDocumentType: 'BOL' };
    case 'RAIL':
      return { pol: 'CNXIY', pod: 'PLMAL', etd, eta: eta(16), trainDate: etd, incoterm: 'FCA', borderCrossing: 'ALASHANKOU', equipment: [{ isoCode: '45G1', units: 1 }] };
    case 'AIR':
      return { pol: 'CNPVG', pod: 'DEFRA', carrier: 'LH', etd, eta: eta(1), incoterm: 'FCA', specialHandling: 'ELI', pieces: [{ count: 3, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 150 }] };
    case 'TRUCK':
      return {
        pol: 'DEHAM',
        pod: 'PLLOD',
        etd,
        eta: eta(2),
        incoterm: 'DAP',
        truckLoad: 'FTL',
        vehicleType: 'megaTrailer',
        pickAddress: parties.pickAddress,
        deliveryAddress: parties.consignee,
        pickupFrom: `${etd}T06:00:00.000Z`,
        pickupTo: `${etd}T10:00:00.000Z`,
      };
  }
}

export function demoBookings(now: Date, parties: Parties, company: string): DemoBooking[] {
  const modes: BookingMode[] = ['SEA', 'RAIL', 'AIR', 'TRUCK'];
  return modes.flatMap((mode, m) =>
    BOOKING_STATUSES.map((status, s) => {
      const daysAgo = 2 + ((m * 8 + s) % 28);
      const record: EntityRecord = {
        mode,
        shipperReference: `${company}-PO-${2600 + m * 10 + s}`,
        shipper: parties.shipper,
        consignee: parties.consignee,
        notify: parties.notify,
        importer: parties.importer,
        insured: parties.insured,
        declaredValue: 48_250 + s * 1000,
        currency: 'USD',
        remarks: status === 'DRAFT' ? 'Draft: waiting for the packing list' : undefined,
        cargoLines: cargo(s),
        ...modeFields(mode, now, daysAgo, parties),
      };
      return { record, status, daysAgo, transportName: TRANSPORT[mode] };
    }),
  );
}

/** A past or running shipment of the history: lane, planned days in transit, departure days ago. */
interface HistoryShipment {
  mode: BookingMode;
  pol: string;
  pod: string;
  transit: number;
  etdAgo: number;
  status: BookingStatus;
}

/**
 * Six months of shipments behind the status set above, so the charts (by month, transit days per lane)
 * and the dashboard tell a story on first start: most completed, two confirmed ones whose ETA has passed
 * (overdue) and one arriving within days.
 */
const HISTORY: HistoryShipment[] = [
  { mode: 'SEA', pol: 'CNSHA', pod: 'DEHAM', transit: 34, etdAgo: 170, status: 'COMPLETED' },
  { mode: 'RAIL', pol: 'CNXIY', pod: 'PLMAL', transit: 17, etdAgo: 160, status: 'COMPLETED' },
  { mode: 'AIR', pol: 'CNPVG', pod: 'DEFRA', transit: 2, etdAgo: 150, status: 'COMPLETED' },
  { mode: 'SEA', pol: 'CNNGB', pod: 'NLRTM', transit: 31, etdAgo: 140, status: 'COMPLETED' },
  { mode: 'TRUCK', pol: 'DEHAM', pod: 'PLLOD', transit: 2, etdAgo: 125, status: 'COMPLETED' },
  { mode: 'SEA', pol: 'CNSHA', pod: 'DEHAM', transit: 36, etdAgo: 115, status: 'COMPLETED' },
  { mode: 'RAIL', pol: 'CNCKG', pod: 'DEDUI', transit: 19, etdAgo: 100, status: 'COMPLETED' },
  { mode: 'AIR', pol: 'CNPVG', pod: 'DEFRA', transit: 3, etdAgo: 90, status: 'COMPLETED' },
  { mode: 'SEA', pol: 'CNSZX', pod: 'USLAX', transit: 18, etdAgo: 80, status: 'COMPLETED' },
  { mode: 'SEA', pol: 'CNNGB', pod: 'NLRTM', transit: 33, etdAgo: 70, status: 'COMPLETED' },
  { mode: 'RAIL', pol: 'CNXIY', pod: 'PLMAL', transit: 16, etdAgo: 60, status: 'COMPLETED' },
  { mode: 'SEA', pol: 'CNSHA', pod: 'DEHAM', transit: 35, etdAgo: 48, status: 'COMPLETED' },
  { mode: 'AIR', pol: 'CNPVG', pod: 'DEFRA', transit: 1, etdAgo: 40, status: 'COMPLETED' },
  { mode: 'SEA', pol: 'CNSZX', pod: 'USLAX', transit: 20, etdAgo: 26, status: 'CONFIRMED' },
  { mode: 'RAIL', pol: 'CNCKG', pod: 'DEDUI', transit: 18, etdAgo: 21, status: 'CONFIRMED' },
  { mode: 'SEA', pol: 'CNNGB', pod: 'NLRTM', transit: 30, etdAgo: 29, status: 'CONFIRMED' },
];

/** The history's bookings, each drafted three weeks before its departure like the set above. */
export function demoHistory(now: Date, parties: Parties, company: string): DemoBooking[] {
  return HISTORY.map((h, i) => {
    const daysAgo = h.etdAgo + 21;
    const etd = isoDay(new Date(now.getTime() - h.etdAgo * DAY));
    const lane = { pol: h.pol, pod: h.pod, etd, eta: isoDay(new Date(now.getTime() + (h.transit - h.etdAgo) * DAY)), ...(h.mode === 'RAIL' ? { trainDate: etd } : {}) };
    const record: EntityRecord = {
      ...modeFields(h.mode, now, daysAgo, parties),
      ...lane,
      ...(h.mode === 'TRUCK' ? { pickupFrom: `${etd}T06:00:00.000Z`, pickupTo: `${etd}T10:00:00.000Z` } : {}),
      mode: h.mode,
      shipperReference: `${company}-PO-${2500 + i}`,
      shipper: parties.shipper,
      consignee: parties.consignee,
      notify: parties.notify,
      importer: parties.importer,
      insured: parties.insured,
      declaredValue: 36_400 + i * 1250,
      currency: 'USD',
      cargoLines: cargo(i),
    };
    return { record, status: h.status, daysAgo, transportName: TRANSPORT[h.mode] };
  });
}

export function demoFbaOrders(company: string): EntityRecord[] {
  const centres = ['ONT8', 'LGB8', 'DTM2'];
  const channels = ['SEA', 'AIR', 'RAIL'];
  return centres.map((fc, i) => ({
    fbaShipmentId: `FBA${company.slice(0, 2)}${String(17_000_000 + i * 37)}`,
    amazonReferenceId: `${company.slice(0, 2)}7KD2Q${i}`,
    fulfilmentCentre: fc,
    channel: channels[i],
    declaredValue: 12_800 + i * 950,
    currency: 'USD',
    cartons: [
      { cartonCount: 40 + i * 5, lengthCm: 60, widthCm: 40, heightCm: 35, weightKg: 14.2, msku: `LAMP-${i}01`, fnsku: `X00${company.slice(0, 2)}8KQ0${i}`, quantity: 24 },
      { cartonCount: 12, lengthCm: 50, widthCm: 40, heightCm: 30, weightKg: 9.75, msku: `LAMP-${i}02`, fnsku: `X00${company.slice(0, 2)}8KQ1${i}`, quantity: 12 },
    ],
  }));
}

export function demoTallyOrders(now: Date, company: string, references: string[]): EntityRecord[] {
  const notes = [
    ['Received in good order.', null],
    ['2 cartons short against the booking; 1 carton crushed (photos on file).', 'Two cartons short and one crushed: please confirm whether to ship the rest.'],
    ['Gross weight 3% above the booking.', 'Re-weighed at the gate: 1,906 kg instead of 1,850 kg.'],
  ];
  return notes.map(([discrepancies, message], i) => ({
    tallyNo: `TL-${company.slice(0, 2)}-${String(i + 1).padStart(4, '0')}`,
    orderReference: references[i],
    warehouse: i === 1 ? 'Yiwu consolidation centre' : 'Ningbo CFS 2',
    receivedAt: new Date(now.getTime() - (i + 1) * DAY).toISOString(),
    packages: 160 - i * 2,
    grossKg: 2810.5 + i * 56,
    cbm: 18.65,
    discrepancies: i === 0 ? undefined : discrepancies,
    message: message ?? discrepancies ?? undefined,
  }));
}
