// One rule for times on every screen (issue 41): a time of day is shown in China time (Asia/Shanghai,
// SPEC §9), the zone the wire's timestamps, the server's dates and the grids already use, and the screen
// says so. Which formats show a time of day, and the format a field takes when its page gives none.
import { parseFormatSpec } from './formatSpec';

/** A date-time field shown without a format of its own: day and minute, China time. */
export const DEFAULT_DATE_TIME_FORMAT = 'date:{y}-{m}-{d} {h}:{i}';

/** Whether a value shown with `format` tells a time of day (an hour or minute), so its zone must be named. */
export function showsTimeOfDay(format: string | undefined): boolean {
  const spec = parseFormatSpec(format);
  if (!spec) return false;
  // A relative time reads as a date with its hour and minute once it is older than two days.
  if (spec.name === 'relativeTime') return true;
  if (spec.name !== 'date') return false;
  return spec.template === undefined || /\{[his]\}/.test(spec.template);
}

/** What a field's schema says of its display: its JSON Schema `format`, and its own `@displayFormat`. */
export interface FieldDisplay {
  format?: unknown;
  'x-displayFormat'?: unknown;
}

/**
 * The format a field is shown with: the page's own, else the field's `@displayFormat` (a quoted total's
 * `money`), else the default one of a date-time field, else none.
 */
export function displayFormatOf(pageFormat: string | undefined, field: FieldDisplay | undefined): string | undefined {
  if (pageFormat) return pageFormat;
  const own = field?.['x-displayFormat'];
  if (typeof own === 'string' && own !== '') return own;
  return field?.format === 'date-time' ? DEFAULT_DATE_TIME_FORMAT : undefined;
}
