// The text of a value in a grid cell or a detail field: the column's format when it names one
// (src/shared/format), else plain text; booleans as translated yes/no, choices by their label.
import { formatValue } from '../../../shared/format/formatValue';
import { type FieldDisplay, displayFormatOf } from '../../../shared/format/timeOfDay';
import { textOf } from '../../../shared/format/textOf';

export interface DisplayOptions {
  format?: string;
  /** The field's schema: its `@displayFormat`, or a date-time's default in China time, where the page gives no format (timeOfDay.ts). */
  field?: FieldDisplay;
  language: string;
  yes: string;
  no: string;
  /** Label of an enum value, when the field has choices. */
  choice?: (value: string) => string;
}

export function displayValue(value: unknown, options: DisplayOptions): string {
  // A badge holds the choice's label: the pill is drawn by the grid or detail around this text.
  const format = displayFormatOf(options.format, options.field);
  if (format && format !== 'badge') return formatValue(format, value, { language: options.language });
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? options.yes : options.no;
  if (Array.isArray(value)) return value.map((v) => displayValue(v, options)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (options.choice && typeof value === 'string') return options.choice(value);
  return textOf(value);
}
