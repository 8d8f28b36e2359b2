// The rules a form's line items may show as live read-only columns (page schema `computed`): per line,
// and for all the lines together, by the same shared code the server stores its figure with.
import { lineChargeableKg, type PieceFieldNames, shipmentChargeableKg } from './chargeableWeight';

type Line = Record<string, unknown>;

export interface LineRule {
  /** One line's value as text, or null while the line lacks what the rule needs. */
  line(line: Line, fields: PieceFieldNames): string | null;
  /** All the lines' value (not always the sum of the lines'), or null. */
  total(lines: readonly Line[], fields: PieceFieldNames): string | null;
}

export const LINE_RULES: Record<'chargeableKg', LineRule> = {
  chargeableKg: { line: lineChargeableKg, total: shipmentChargeableKg },
};
