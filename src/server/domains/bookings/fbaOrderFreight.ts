// What an FBA order ships as: the booking fields its channel and cartons make. Cartons travel loose
// (LCL by sea or rail, LTL by truck), one cargo line per group of identical cartons, and by air as
// pieces; weights and volumes stay exact decimal text (never a float). The order's quote (fbaOrderHooks) and the booking it ships under (fbaOrderActions) read the same.
import { Exact } from '../../../shared/freight/exactDecimal';
import type { BookingMode } from './bookingNumber';
import type { EntityRecord } from '../../resources/types';

export const cartonsOf = (order: EntityRecord) => (Array.isArray(order.cartons) ? (order.cartons as EntityRecord[]) : []);

/** The booking's cargo lines: one per group of identical cartons, with its total kg and m³. */
function cargoLines(order: EntityRecord): EntityRecord[] {
  return cartonsOf(order).map((c) => {
    const count = Exact.int(Number(c.cartonCount));
    const kg = (Exact.of(c.weightKg) ?? Exact.ZERO).times(count);
    const cm3 = (Exact.of(c.lengthCm) ?? Exact.ZERO).times(Exact.of(c.widthCm) ?? Exact.ZERO).times(Exact.of(c.heightCm) ?? Exact.ZERO).times(count);
    return { description: `FBA ${String(order.fbaShipmentId)} ${String(c.msku ?? '')}`.trim().slice(0, 300), packageCount: Number(c.cartonCount), packageCode: 'CT', grossKg: kg.round(3).toFixed(3), cbm: cm3.dividedBy(1_000_000).round(3).toFixed(3) };
  });
}

/** The booking fields of the order's freight: mode, load, cargo lines, air pieces, price reference. */
export function fbaOrderFreight(order: EntityRecord): EntityRecord {
  const mode = String(order.channel) as BookingMode;
  return {
    mode,
    ...(mode === 'SEA' || mode === 'RAIL' ? { loadType: 'LCL' } : {}),
    ...(mode === 'TRUCK' ? { truckLoad: 'LTL' } : {}),
    cargoLines: cargoLines(order),
    ...(mode === 'AIR' ? { pieces: cartonsOf(order).map((c) => ({ count: c.cartonCount, lengthCm: c.lengthCm, widthCm: c.widthCm, heightCm: c.heightCm, weightKg: c.weightKg })) } : {}),
    ...(typeof order.priceReference === 'string' && order.priceReference.trim() ? { priceReference: order.priceReference.trim() } : {}),
  };
}
