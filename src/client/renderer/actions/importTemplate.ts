// The import template: a csv whose header names every field a user fills in, as "<title in the
// user's language> (<field name>)", which the engine matches by the name in brackets.
import type { EntitySchema } from '../core/entitySchemas';
import { fieldTitleKey } from '../core/titles';

/** A byte-order mark, so spreadsheet programs read the titles as UTF-8. */
const BOM = '\uFEFF';

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** Fields a user writes: not read-only (ids, versions, times, the owner are the server's). */
export function importableFields(schema: EntitySchema): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, p]) => !p.readOnly)
    .map(([name]) => name);
}

export function importTemplateCsv(entity: string, schema: EntitySchema, t: (key: string) => string): string {
  const headers = importableFields(schema).map((name) => quoted(`${t(fieldTitleKey(entity, name, schema.properties?.[name]?.title))} (${name})`));
  return `${BOM}${headers.join(',')}\r\n`;
}

/** A column an upload call reads, as its `<path>-columns` answers it (title: an i18n key). */
export interface ImportColumn {
  name: string;
  title: string;
  required: boolean;
}

/** The row schema the template is built from, for a domain's own upload call's columns. */
export function columnsSchema(columns: ImportColumn[]): EntitySchema {
  return {
    type: 'object',
    properties: Object.fromEntries(columns.map((c) => [c.name, { type: 'string', title: c.title }])),
    required: columns.filter((c) => c.required).map((c) => c.name),
  };
}

/** The columns of the template in the user's language, required ones marked. */
export function importColumnTitles(entity: string, schema: EntitySchema, t: (key: string) => string): string[] {
  const required = new Set(schema.required ?? []);
  return importableFields(schema).map((name) => `${t(fieldTitleKey(entity, name, schema.properties?.[name]?.title))}${required.has(name) ? ' *' : ''}`);
}
