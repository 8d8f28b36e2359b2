// A new record's values carried in the route's query (a price's "Book" link opens the booking form
// with `?priceReference=SF-1&equipment=[{"isoCode":"45G1","units":2}]`), read as the form's fields
// take them (shared/format/fieldValue.ts): a choice in any letter case as the field's own, an instant
// into a date field as its China calendar day, numeric text as a number; line items as JSON text, each
// line's known columns read the same way. A read-only field the form shows is taken for show (a quote's
// total) and never sent. Anything the schema does not know, or cannot read as its field, is left out.
import { asFieldValue } from '../../../shared/format/fieldValue';
import type { EntityProperty, EntitySchema } from '../core/entitySchemas';

type Line = Record<string, unknown>;

function linesOf(prop: EntityProperty, text: string): Line[] | null {
  const items = prop.items as { properties?: Record<string, EntityProperty> } | undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || !items?.properties) return null;
  const lines = parsed
    .filter((l): l is Line => !!l && typeof l === 'object' && !Array.isArray(l))
    .map((l) => {
      const line: Line = {};
      for (const [name, column] of Object.entries(items.properties!)) {
        const value = asFieldValue(column, l[name]);
        if (value !== null) line[name] = value;
      }
      return line;
    })
    // A line of nothing (every measure zero: a quote by loading metres alone has no pieces) is no line.
    .filter((l) => Object.values(l).some((v) => v !== 0));
  return lines.length > 0 ? lines : null;
}

/** `shown`: the fields the form shows; a read-only one is taken only when shown (never an id, a version, a status). */
export function prefillFromQuery(params: Record<string, string>, schema: EntitySchema, shown: ReadonlySet<string> = new Set()): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(params)) {
    const prop = schema.properties?.[name];
    if (!prop || (prop.readOnly && !shown.has(name))) continue;
    const value = prop.type === 'array' ? linesOf(prop, text) : asFieldValue(prop, text);
    if (value !== null) out[name] = value;
  }
  return out;
}
