// What every quote rule answers: charge lines (code, quantity × rate = amount, rounded to cents half
// away from zero) and their total, in the price's currency.
import { Exact } from '../../../../shared/freight/exactDecimal';

/** BAS freight, BAF bunker, CAF currency, THO/THD terminal handling origin/destination, DOC documents,
 *  CFS freight-station, SUR other surcharges, FSC fuel, SCC security, MIN a minimum charge. */
export type ChargeCode = 'BAS' | 'BAF' | 'CAF' | 'THO' | 'THD' | 'DOC' | 'CFS' | 'SUR' | 'FSC' | 'SCC';
export type ChargeUnit = 'ctr' | 'RT' | 'kg' | 'BL' | 'truck' | 'shipment';

/**
 * `minimum`: the minimum charge (an air price's rate class M too); `byWeight` / `byVolume` /
 * `byLoadingMetres`: the measure that set the chargeable quantity (LCL W/M, truck LTL); an air rate class
 * (`N`, `+45` … `+1000`); or the ISO 6346 container type a line is for (`45G1`).
 */
export type ChargeNote = 'minimum' | 'byWeight' | 'byVolume' | 'byLoadingMetres' | 'N' | `+${number}` | (string & {});

export interface ChargeLine {
  code: ChargeCode;
  quantity: Exact;
  unit: ChargeUnit;
  rate: Exact;
  amount: Exact;
  /** Why the basis is what it is; each note means one thing (quoteAction.ts words it). */
  note?: ChargeNote;
}

export interface Quote {
  lines: ChargeLine[];
  total: Exact;
}

export function line(code: ChargeCode, quantity: Exact, unit: ChargeUnit, rate: Exact, note?: ChargeNote): ChargeLine {
  return { code, quantity, unit, rate, amount: quantity.times(rate).round(2), ...(note ? { note } : {}) };
}

/** The lines whose rate is set and not zero, and their total. */
export function quoteOf(lines: ChargeLine[]): Quote {
  const kept = lines.filter((l) => l.rate.isPositive());
  return { lines: kept, total: kept.reduce((sum, l) => sum.plus(l.amount), Exact.ZERO) };
}

/** A rate per unit applied to a quantity, or the minimum charge when that comes to less. */
export function withMinimum(code: ChargeCode, quantity: Exact, unit: ChargeUnit, rate: Exact, minimum: Exact | null, note?: ChargeNote): ChargeLine {
  const charged = line(code, quantity, unit, rate, note);
  if (minimum && charged.amount.cmp(minimum.round(2)) < 0) return line(code, Exact.int(1), 'shipment', minimum, 'minimum');
  return charged;
}
