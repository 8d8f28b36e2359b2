// Demo charge lines and bills of each demo company, relative to the day the database is made: lines in
// USD, EUR and CNY in every status, and bills in every status — paid, partly paid, unpaid and overdue
// (an unpaid and a partly paid one past their due dates) — each with a B/L number and the arrival
// notice code that opens its public fee page.
import type { EntityRecord } from '../../resources/types';

const DAY = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

type Charge = [code: string, description: string, quantity: number, unit: string, unitPrice: number, taxRate: number];

export interface DemoBill {
  record: EntityRecord;
  lines: Charge[];
  /** Share of the total paid (0, a part, or 1 = in full), paid `paidDaysAgo` before today. */
  paidShare: number;
  paidDaysAgo: number;
}

const RATES: Record<string, number> = { USD: 7.1234, EUR: 7.7891, CNY: 1 };

const BILLS: Array<{ n: number; currency: string; issuedDaysAgo: number; dueInDays: number; paidShare: number; lines: Charge[] }> = [
  // Paid in full.
  { n: 1, currency: 'USD', issuedDaysAgo: 62, dueInDays: 30, paidShare: 1, lines: [['BAS', 'Ocean freight 40HC CNSHA-DEHAM', 2, 'CTR', 1450.5, 0], ['BAF', 'Bunker adjustment factor', 2, 'CTR', 310.1, 0], ['DOC', 'Documentation fee', 1, 'BL', 45, 6]] },
  // Unpaid, due date passed: overdue.
  { n: 2, currency: 'USD', issuedDaysAgo: 41, dueInDays: 30, paidShare: 0, lines: [['BAS', 'Ocean freight 20GP CNNGB-USLAX', 1, 'CTR', 1890.3, 0], ['THC', 'Terminal handling, origin', 1, 'CTR', 120.2, 6], ['CAF', 'Currency adjustment factor', 1, 'CTR', 55.55, 0]] },
  // Partly paid and past due: overdue.
  { n: 3, currency: 'EUR', issuedDaysAgo: 48, dueInDays: 30, paidShare: 0.4, lines: [['BAS', 'Rail freight 40HC Xi’an-Małaszewicze', 1, 'CTR', 3200, 0], ['THC', 'Terminal handling, destination', 1, 'CTR', 210.4, 19], ['DOC', 'CIM/SMGS waybill', 1, 'SET', 35.1, 19]] },
  // Partly paid, not yet due.
  { n: 4, currency: 'USD', issuedDaysAgo: 6, dueInDays: 30, paidShare: 0.5, lines: [['AFR', 'Air freight PVG-FRA, chargeable 612 kg', 612, 'KG', 3.35, 0], ['FSC', 'Fuel surcharge', 612, 'KG', 0.85, 0], ['SSC', 'Security surcharge', 612, 'KG', 0.15, 0]] },
  // Unpaid, not yet due.
  { n: 5, currency: 'CNY', issuedDaysAgo: 3, dueInDays: 30, paidShare: 0, lines: [['TRK', 'Trucking to Yangshan terminal', 1, 'TRIP', 1850, 9], ['CUS', 'Export customs declaration', 1, 'SET', 350, 6], ['WHS', 'Warehouse handling', 12.5, 'CBM', 45.8, 6]] },
];

/** Lines not billed yet: estimated and confirmed, in USD, EUR and CNY. */
const OPEN: Array<[Charge, currency: string, status: 'estimated' | 'confirmed', daysAgo: number]> = [
  [['BAS', 'Ocean freight 40HC CNSHA-NLRTM', 1, 'CTR', 1620.1, 0], 'USD', 'confirmed', 4],
  [['BAF', 'Bunker adjustment factor', 1, 'CTR', 305.2, 0], 'USD', 'estimated', 2],
  [['THC', 'Terminal handling, destination', 2, 'CTR', 245.35, 19], 'EUR', 'confirmed', 5],
  [['DTH', 'Delivery to consignee, Duisburg', 1, 'TRIP', 480, 19], 'EUR', 'estimated', 1],
  [['INS', 'Cargo insurance 0.3%', 1, 'SET', 268.7, 6], 'CNY', 'confirmed', 3],
  [['TRK', 'Pickup Ningbo factory', 1, 'TRIP', 1200, 9], 'CNY', 'estimated', 1],
];

const CODES: Record<string, string[]> = {
  DEMO: ['K7Q2M9', 'P4X8N2', 'R3T6W1', 'H9J5L2', 'M2V7C4'],
  ACME: ['A8C3E5', 'B6D2F7', 'C4G9H1', 'D7K3M8', 'E5N1P6'],
};

export function demoBilling(now: Date, company: string, bookingRefs: string[]): { bills: DemoBill[]; expenses: EntityRecord[] } {
  const day = (offset: number) => isoDay(new Date(now.getTime() + offset * DAY));
  const yymm = day(0).slice(2, 7).replace('-', '');
  const tag = company.slice(0, 1);
  const ref = (i: number) => bookingRefs[i % Math.max(1, bookingRefs.length)] ?? `${company}-PO-${100 + i}`;
  const expenses: EntityRecord[] = [];
  let charge = 0;
  const line = (c: Charge, currency: string, status: string, incurredOn: string, billNo?: string): EntityRecord => {
    charge += 1;
    const [chargeCode, description, quantity, unit, unitPrice, taxRate] = c;
    return { chargeNo: `EX${tag}${yymm}-${String(charge).padStart(4, '0')}`, bookingRef: ref(charge), chargeCode, description, quantity, unit, unitPrice, currency, taxRate, status, incurredOn, ...(billNo ? { billNo } : {}) };
  };
  const bills = BILLS.map((b): DemoBill => {
    const billNo = `INV${tag}${yymm}-${String(b.n).padStart(3, '0')}`;
    const issued = -b.issuedDaysAgo;
    for (const c of b.lines) expenses.push(line(c, b.currency, 'billed', day(issued - 2), billNo));
    return {
      record: {
        billNo,
        blNo: `F9SHA${company}${yymm}${String(b.n).padStart(3, '0')}`,
        periodFrom: day(issued - 30),
        periodTo: day(issued - 1),
        issueDate: day(issued),
        dueDate: day(issued + b.dueInDays),
        currency: b.currency,
        exchangeRate: RATES[b.currency],
        accessCode: CODES[company]?.[b.n - 1] ?? `${company}00${b.n}`.slice(0, 12),
        collectAt: company === 'ACME' ? 'F9 Logistics Centre Rotterdam (Maasvlakte)' : 'F9 Logistics Centre Hamburg (Altenwerder)',
        collectAddress: company === 'ACME' ? 'Europaweg 875, 3199 LD Maasvlakte Rotterdam, NL' : 'Altenwerder Hauptdeich 7, 21129 Hamburg, DE',
        collectHours: 'Mon–Fri 08:00–17:00',
        collectPhone: company === 'ACME' ? '+31 10 555 0199' : '+49 40 555 0142',
      },
      lines: b.lines,
      paidShare: b.paidShare,
      paidDaysAgo: Math.max(1, b.issuedDaysAgo - 10),
    };
  });
  for (const [c, currency, status, daysAgo] of OPEN) expenses.push(line(c, currency, status, day(-daysAgo)));
  return { bills, expenses };
}
