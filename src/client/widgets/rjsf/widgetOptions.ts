// Reading a numeric widget's settings from ui:options (page-schema JSON) with their types checked:
// a setting of the wrong type is ignored (the widget's default applies) instead of reaching the rules.
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';

type Options = WidgetProps['options'];

export function numberOption(options: Options, key: string): number | undefined {
  const v = options[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

export function booleanOption(options: Options, key: string): boolean | undefined {
  const v = options[key];
  return typeof v === 'boolean' ? v : undefined;
}

export function stringOption(options: Options, key: string): string | undefined {
  const v = options[key];
  return typeof v === 'string' ? v : undefined;
}

/** The form value as a number for the input: numbers as they are, numeric text read, anything else null. */
export function numberFromFormValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The input's value for the form: null only when the schema allows null, otherwise undefined (unset), so `required` works. */
export function formValueOf(value: number | null, schema: RJSFSchema): number | null | undefined {
  if (value !== null) return value;
  const type = schema.type;
  const allowsNull = type === 'null' || (Array.isArray(type) && type.includes('null'));
  return allowsNull ? null : undefined;
}
