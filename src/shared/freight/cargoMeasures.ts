// The measures of a shipment of pieces that the rules of the trade price: gross kg, m³, the air
// volume weight (L×W×H cm / 6000 per kg) and the revenue tons of LCL (W/M = max(m³, kg/1000)).
import { Exact } from './exactDecimal';

/** `count` identical pieces, each length × width × height cm and weightKg kg (all > 0). */
export interface PieceLine {
  count: number;
  lengthCm: Exact;
  widthCm: Exact;
  heightCm: Exact;
  weightKg: Exact;
}

export interface CargoMeasures {
  grossKg: Exact;
  /** Cubic metres: Σ count × L × W × H / 1,000,000. */
  cbm: Exact;
  /** IATA volume weight of the whole shipment: Σ count × L × W × H / 6000. */
  volumeKg: Exact;
}

/** IATA's volume-weight divisor: cm³ per chargeable kg. */
const CUBIC_CM_PER_KG = 6000;

/** The measures of cargo known only by its totals (cargo lines: kg and m³, no dimensions). */
export function measuresOfTotals(grossKg: Exact, cbm: Exact): CargoMeasures {
  return { grossKg, cbm, volumeKg: cbm.times(Exact.int(1_000_000)).dividedBy(CUBIC_CM_PER_KG) };
}

export function measuresOf(pieces: PieceLine[]): CargoMeasures {
  let grossKg = Exact.ZERO;
  let cubicCm = Exact.ZERO;
  for (const p of pieces) {
    const count = Exact.int(p.count);
    grossKg = grossKg.plus(p.weightKg.times(count));
    cubicCm = cubicCm.plus(p.lengthCm.times(p.widthCm).times(p.heightCm).times(count));
  }
  return { grossKg, cbm: cubicCm.dividedBy(1_000_000), volumeKg: cubicCm.dividedBy(CUBIC_CM_PER_KG) };
}

/** W/M: the larger of m³ and metric tons. */
export function revenueTons(m: CargoMeasures): Exact {
  return Exact.max(m.cbm, m.grossKg.dividedBy(1000));
}
