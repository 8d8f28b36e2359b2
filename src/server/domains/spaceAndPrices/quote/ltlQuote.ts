// Truck LTL (part load): chargeable kg = max(actual kg, 1,850 kg per loading metre, 333 kg per m³),
// priced per kg, never less than the minimum.
import { type Quote, quoteOf, withMinimum } from './chargeLines';
import { Exact } from '../../../../shared/freight/exactDecimal';

export const KG_PER_LOADING_METRE = Exact.int(1850);
export const KG_PER_CBM = Exact.int(333);

export interface LtlPrice {
  ratePerKg: Exact;
  minimum: Exact | null;
}

export interface LtlCargo {
  grossKg: Exact;
  cbm: Exact;
  loadingMetres: Exact;
}

/** Which measure set the chargeable weight: 'kg', 'ldm' or 'cbm'. */
export function ltlChargeable(cargo: LtlCargo): { kg: Exact; basis: 'kg' | 'ldm' | 'cbm' } {
  const byLdm = cargo.loadingMetres.times(KG_PER_LOADING_METRE);
  const byCbm = cargo.cbm.times(KG_PER_CBM);
  if (byLdm.cmp(cargo.grossKg) > 0 && byLdm.cmp(byCbm) >= 0) return { kg: byLdm, basis: 'ldm' };
  if (byCbm.cmp(cargo.grossKg) > 0) return { kg: byCbm, basis: 'cbm' };
  return { kg: cargo.grossKg, basis: 'kg' };
}

const LTL_NOTE = { kg: 'byWeight', ldm: 'byLoadingMetres', cbm: 'byVolume' } as const;

export function ltlQuote(price: LtlPrice, cargo: LtlCargo): Quote {
  const { kg, basis } = ltlChargeable(cargo);
  return quoteOf([withMinimum('BAS', kg, 'kg', price.ratePerKg, price.minimum, LTL_NOTE[basis])]);
}
