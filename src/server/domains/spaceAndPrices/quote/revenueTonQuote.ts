// LCL (sea and rail): freight per revenue ton W/M = max(m³, kg/1000), never less than the minimum;
// per-RT charges (CFS) on the same revenue tons, per-B/L charges once.
import { type ChargeCode, type ChargeLine, line, type Quote, quoteOf, withMinimum } from './chargeLines';
import { type CargoMeasures, revenueTons } from '../../../../shared/freight/cargoMeasures';
import { Exact } from '../../../../shared/freight/exactDecimal';

export interface RevenueTonPrice {
  ratePerRt: Exact;
  minimum: Exact | null;
  perRt: Array<{ code: ChargeCode; rate: Exact | null }>;
  perShipment: Array<{ code: ChargeCode; rate: Exact | null }>;
}

export function revenueTonQuote(price: RevenueTonPrice, measures: CargoMeasures): Quote {
  const rt = revenueTons(measures);
  // W/M: the volume (measurement) when it is the larger, else the weight.
  const basis = rt.cmp(measures.cbm) === 0 && measures.cbm.cmp(measures.grossKg.dividedBy(1000)) !== 0 ? 'byVolume' : 'byWeight';
  const lines: ChargeLine[] = [withMinimum('BAS', rt, 'RT', price.ratePerRt, price.minimum, basis)];
  for (const s of price.perRt) if (s.rate) lines.push(line(s.code, rt, 'RT', s.rate));
  for (const s of price.perShipment) if (s.rate) lines.push(line(s.code, Exact.int(1), 'BL', s.rate));
  return quoteOf(lines);
}
