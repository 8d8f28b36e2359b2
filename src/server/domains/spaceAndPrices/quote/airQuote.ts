// Air: chargeable weight = max(gross kg, volume weight) for the whole shipment, priced at the best
// weight break — the break the weight falls in, or a higher one when charging its minimum weight at
// its lower rate costs less — and never below M. Fuel and security are per chargeable kg.
import { type ChargeLine, line, type Quote, quoteOf } from './chargeLines';
import type { CargoMeasures } from '../../../../shared/freight/cargoMeasures';
import { chargeableKg } from '../../../../shared/freight/chargeableWeight';
import { Exact } from '../../../../shared/freight/exactDecimal';

export const WEIGHT_BREAKS = [
  { name: 'N', fromKg: 0 },
  { name: '+45', fromKg: 45 },
  { name: '+100', fromKg: 100 },
  { name: '+300', fromKg: 300 },
  { name: '+500', fromKg: 500 },
  { name: '+1000', fromKg: 1000 },
] as const;
export type WeightBreak = (typeof WEIGHT_BREAKS)[number]['name'];

export interface AirPriceRates {
  minimum: Exact;
  breaks: Partial<Record<WeightBreak, Exact | null>>;
  fuelPerKg: Exact | null;
  securityPerKg: Exact | null;
}

/** The cheapest freight line among the breaks the weight may use (its own and every higher one). */
export function bestBreak(price: AirPriceRates, kg: Exact): ChargeLine | null {
  let best: ChargeLine | null = null;
  for (const b of WEIGHT_BREAKS) {
    const rate = price.breaks[b.name];
    if (!rate?.isPositive()) continue;
    const next = WEIGHT_BREAKS[WEIGHT_BREAKS.findIndex((x) => x.name === b.name) + 1];
    // A lower break than the weight's own does not apply; a higher one charges its minimum weight.
    if (next && kg.cmp(Exact.int(next.fromKg)) >= 0) continue;
    const weight = Exact.max(kg, Exact.int(b.fromKg));
    const candidate = line('BAS', weight, 'kg', rate, b.name);
    if (!best || candidate.amount.cmp(best.amount) < 0) best = candidate;
  }
  return best;
}

export function airQuote(price: AirPriceRates, measures: CargoMeasures): Quote {
  const kg = chargeableKg(measures);
  const freight = bestBreak(price, kg);
  const lines: ChargeLine[] = [];
  if (!freight || freight.amount.cmp(price.minimum.round(2)) < 0) lines.push(line('BAS', Exact.int(1), 'shipment', price.minimum, 'minimum'));
  else lines.push(freight);
  if (price.fuelPerKg) lines.push(line('FSC', kg, 'kg', price.fuelPerKg));
  if (price.securityPerKg) lines.push(line('SCC', kg, 'kg', price.securityPerKg));
  return quoteOf(lines);
}
