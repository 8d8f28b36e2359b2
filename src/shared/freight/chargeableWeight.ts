// The chargeable weight of pieces (IATA, and what FBA forwarders charge by): the larger of the gross
// kg and the volume weight, L×W×H cm / 6000 per kg. One rule for the air quote, an air booking's and
// an FBA order's stored weight (server) and the live figure on their forms (client), in exact decimals.
import { type CargoMeasures, measuresOf, type PieceLine } from './cargoMeasures';
import { Exact } from './exactDecimal';

/** Digits a stored or shown chargeable weight keeps. */
export const CHARGEABLE_DIGITS = 3;

export function chargeableKg(m: CargoMeasures): Exact {
  return Exact.max(m.grossKg, m.volumeKg);
}

/** Where a line keeps each measure: a booking's air piece uses the rule's own names, an FBA carton counts in `cartonCount`. */
export type PieceFieldNames = Partial<Record<keyof PieceLine, string>>;

type Line = Record<string, unknown>;

/** A line's measures as exact values, or null while one is missing, zero or not a number. */
export function pieceOf(line: Line, names: PieceFieldNames = {}): PieceLine | null {
  const read = (field: keyof PieceLine) => Exact.of(line[names[field] ?? field] ?? null);
  const count = read('count');
  const sizes = [read('lengthCm'), read('widthCm'), read('heightCm'), read('weightKg')];
  if (!count || !Number.isSafeInteger(Number(count.toFixed())) || !count.isPositive() || sizes.some((s) => !s?.isPositive())) return null;
  const [lengthCm, widthCm, heightCm, weightKg] = sizes as Exact[];
  return { count: Number(count.toFixed()), lengthCm, widthCm, heightCm, weightKg };
}

/** One line's chargeable kg as decimal text (CHARGEABLE_DIGITS), or null while the line is incomplete. */
export function lineChargeableKg(line: Line, names: PieceFieldNames = {}): string | null {
  const piece = pieceOf(line, names);
  return piece ? chargeableKg(measuresOf([piece])).round(CHARGEABLE_DIGITS).toFixed(CHARGEABLE_DIGITS) : null;
}

/**
 * The shipment's chargeable kg: max(total gross, total volume weight) over every line, which is not the
 * sum of the lines' own (a heavy line and a bulky one even out). Null without lines or while one is incomplete.
 */
export function shipmentChargeableKg(lines: readonly Line[], names: PieceFieldNames = {}): string | null {
  const measures = shipmentMeasures(lines, names);
  return measures && chargeableKg(measures).round(CHARGEABLE_DIGITS).toFixed(CHARGEABLE_DIGITS);
}

/** The shipment's gross kg, m³ and volume weight over every line; null without lines or while one is incomplete. */
export function shipmentMeasures(lines: readonly Line[], names: PieceFieldNames = {}): CargoMeasures | null {
  const pieces = lines.map((l) => pieceOf(l, names));
  if (pieces.length === 0 || pieces.some((p) => p === null)) return null;
  return measuresOf(pieces as PieceLine[]);
}
