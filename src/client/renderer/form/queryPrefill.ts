// A new record's values carried in the route's query (an action result's "Book" link opens the
// booking form with `?weightKg=12.5&priceId=7`): the query's texts read as the form's field types.
// Only writable fields of the form's schema are taken; anything else in the query is ignored.
import type { EntitySchema } from '../core/entitySchemas';
import { propertyType } from '../core/entitySchemas';

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

export function prefillFromQuery(params: Record<string, string>, schema: EntitySchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(params)) {
    const prop = schema.properties?.[name];
    if (!prop || prop.readOnly) continue;
    const type = propertyType(prop);
    if (type === 'number' || type === 'integer') {
      // A text that is no number is left out rather than typed into a number field.
      if (NUMBER_TEXT.test(text)) out[name] = Number(text);
    } else if (type === 'boolean') {
      if (text === 'true' || text === 'false') out[name] = text === 'true';
    } else if (type === 'string' || type === undefined) out[name] = text;
  }
  return out;
}
