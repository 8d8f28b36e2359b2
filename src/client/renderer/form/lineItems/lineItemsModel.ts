// Pure parts of the line-items field: the columns of a line, a copy of a line, and the totals of the
// columns a page asks for (exact decimal sums, see shared/format/decimalSum.ts).
import { decimalToText } from '../../../../shared/format/decimal';
import { sumDecimals } from '../../../../shared/format/decimalSum';
import { LINE_RULES } from '../../../../shared/freight/lineRules';
import type { ComputedColumn } from '../../../../shared/page/pageSchema';
import type { EntityProperty } from '../../core/entitySchemas';

export type Line = Record<string, unknown>;

/** The registered name of the line-items field (RJSF `ui:field`). */
export const LINE_ITEMS_FIELD = 'lineItems';

export interface LineColumn {
  name: string;
  prop: EntityProperty;
  required: boolean;
}

/** The columns of a line: the item schema's writable properties, in order. */
export function lineColumns(items: { properties?: Record<string, EntityProperty>; required?: string[] } | undefined): LineColumn[] {
  const required = new Set(items?.required ?? []);
  return Object.entries(items?.properties ?? {})
    .filter(([, prop]) => !prop.readOnly)
    .map(([name, prop]) => ({ name, prop, required: required.has(name) }));
}

/** A new line with the same values (server-managed ones are the server's to give). */
export function copyLine(line: Line, columns: readonly LineColumn[]): Line {
  return Object.fromEntries(columns.filter((c) => line[c.name] !== undefined).map((c) => [c.name, line[c.name]]));
}

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * Column → its exact total as text, for the columns named. A column no line has a value in yet has no
 * total ('' rather than a "0" that reads as a measured nothing).
 */
export function lineTotals(lines: readonly Line[], columns: readonly string[]): Record<string, string> {
  return Object.fromEntries(columns.map((c) => [c, lines.some((l) => filled(l[c])) ? decimalToText(sumDecimals(lines.map((l) => l[c]))) : '']));
}

/** A computed column's value for one line ('' while the line lacks what its rule needs). */
export function computedCell(line: Line, column: ComputedColumn): string {
  return LINE_RULES[column.rule]?.line(line, column.fields ?? {}) ?? '';
}

/** Each computed column's value over all the lines (its rule's own total, not always a sum). */
export function computedTotals(lines: readonly Line[], columns: readonly ComputedColumn[]): Record<string, string> {
  return Object.fromEntries(columns.map((c) => [c.column, LINE_RULES[c.rule]?.total(lines, c.fields ?? {}) ?? '']));
}
