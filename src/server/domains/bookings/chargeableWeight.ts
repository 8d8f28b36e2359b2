// An air booking's chargeable weight, by the same rule the air quote prices (spaceAndPrices/quote):
// max(gross kg, L×W×H/6000 per piece), in exact decimals, kept to three digits.
import type { EntityRecord } from '../../resources/records';
import { chargeableKg } from '../spaceAndPrices/quote/airQuote';
import { measuresOf } from '../spaceAndPrices/quote/cargoMeasures';
import { Exact } from '../spaceAndPrices/quote/exactDecimal';

/** The pieces' chargeable kg as decimal text, or null when the booking has no complete piece. */
export function bookingChargeableKg(record: EntityRecord): string | null {
  const pieces = Array.isArray(record.pieces) ? (record.pieces as EntityRecord[]) : [];
  const lines = pieces.map((p) => ({ count: Number(p.count), lengthCm: Exact.of(p.lengthCm), widthCm: Exact.of(p.widthCm), heightCm: Exact.of(p.heightCm), weightKg: Exact.of(p.weightKg) }));
  if (lines.length === 0 || lines.some((l) => !Number.isInteger(l.count) || !l.lengthCm || !l.widthCm || !l.heightCm || !l.weightKg)) return null;
  return chargeableKg(measuresOf(lines as Parameters<typeof measuresOf>[0])).round(3).toFixed(3);
}
