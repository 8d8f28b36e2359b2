// The shape of one property of a generated entity schema (schemas/entities/<name>.schema.json), as
// both the client (forms, filters, titles) and the server (engine, validation) read it.
/** The keyword of `@formatExamples` (generators/schemaFromTypes.ts). */
export const FORMAT_EXAMPLES = 'x-formatExamples';
/** The keyword of `@displayFormat`: the format a field is shown with where a page names none. */
export const DISPLAY_FORMAT = 'x-displayFormat';
/** The keyword of `@optionsOf <entity>.<field>`: a field whose choices are another field's, labelled by that field's texts. */
export const OPTIONS_OF = 'x-optionsOf';

/**
 * The i18n prefix of a field's choice labels, `<prefix>.<value>`: `field.<entity>.<field>Option` (the
 * entity messages' convention), or the field it takes its choices from (`@optionsOf`), so that one
 * vehicle type reads the same on the price list and on the booking, from one set of texts.
 */
export function choicesKeyOf(entity: string | undefined, field: string, property?: { [OPTIONS_OF]?: unknown } | null): string {
  const of = property?.[OPTIONS_OF];
  return typeof of === 'string' ? `field.${of}Option` : `field.${entity}.${field}Option`;
}

/** A field's choices: its own `enum`, or its items' when it holds a list of them (a webhook's events). */
export function choicesOfProperty(property: { enum?: unknown; items?: unknown } | null | undefined): Array<string | number> | undefined {
  const own = property?.enum;
  if (Array.isArray(own)) return own as Array<string | number>;
  const items = property?.items as { enum?: unknown } | undefined;
  return Array.isArray(items?.enum) ? (items.enum as Array<string | number>) : undefined;
}

export interface EntityPropertySchema {
  type?: string | string[];
  format?: string;
  enum?: Array<string | number>;
  title?: string;
  readOnly?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  'x-indexed'?: boolean;
  /** Values that match the field's pattern, named by its validation message ("must look like CN or DE"). */
  [FORMAT_EXAMPLES]?: string[];
  /** A reference field: the key of a record of this resource (`@reference <resource>`). */
  'x-reference'?: string;
  /** A page's inline schema only: the referenced record's field the value holds, when not its key (e.g. a role's id). */
  'x-referenceValue'?: string;
  /**
   * Conditions (field → value, or values) every record the field may hold meets (`@referenceFilter`, or a
   * page's inline schema): pickers offer only those, writes are refused otherwise (referenceConditions.ts).
   */
  'x-referenceFilter'?: Record<string, string | number | boolean | Array<string | number>>;
  /** Derived on the server (`@computed`): returned by reads, refused in writes like ids, read-only in forms. */
  'x-computed'?: boolean;
  /** Line items (an array of objects) stored in this child table, written with the record. */
  'x-childTable'?: string;
  /** The most items an array takes; every child collection declares it (`@maxItems`). */
  maxItems?: number;
  /** Badge colour per choice (`@badges {"CONFIRMED":"success"}`), for the `badge` format. */
  'x-badges'?: Record<string, string>;
  /**
   * The format the field is shown with wherever a page names none (`@displayFormat money`): grids,
   * details and the form's read-only field alike (shared/format/timeOfDay.ts displayFormatOf).
   */
  [DISPLAY_FORMAT]?: string;
  /** Choices labelled as another entity's field's (`@optionsOf truckFtlPrice.vehicleType`): choicesKeyOf. */
  [OPTIONS_OF]?: string;
  [keyword: string]: unknown;
}
