// A list page read as JSON records built by the database (as PostgREST does). Read column
// by column, each value of each row crossed the driver's protocol parser on its own (a copied buffer, a
// text decode and a type parser per value: on PGlite a third of a list call's CPU), and was then shaped
// into the record in JavaScript; here the whole page is one text, one native JSON.parse, and each
// element already the record: fields by name, owner columns left out, empty values absent, dates as rowToRecord
// (records.ts) writes them, reference names beside the fields. A test reads every resource both ways.
import { type RawBuilder, sql } from 'kysely';
import type { FieldInfo } from './entityFields';
import { HIDDEN_FIELDS } from './listQuery';
import { perResourceAndNames } from './perResource';
import { heldFragment } from './sqlParts';
import type { EntityRecord, ReferenceNames, ResourceDef } from './types';

/** A field of the record as fromColumn shapes the driver's value, as SQL over the inner row `p`. */
function shapedField(field: FieldInfo): RawBuilder<unknown> {
  const value = sql.ref(`p.${field.column}`);
  const as = sql.ref(field.name);
  // Date.toISOString(): UTC, milliseconds, "Z".
  if (field.format === 'date-time') return sql`to_char((${value})::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${as}`;
  if (field.format === 'date') return sql`to_char((${value})::date, 'YYYY-MM-DD') AS ${as}`;
  if (field.kind === 'string') return sql`(${value})::text AS ${as}`;
  // Numbers as JSON numbers: a decimal's text parsed as Number() parsed the driver's.
  return sql`${value} AS ${as}`;
}

/** The record's fields and names of a resource with these reference names, compiled once per pair. */
const heldRecordFields = perResourceAndNames((def, names) => {
  const fields = def.fields.filter((f) => !f.writeOnly && !HIDDEN_FIELDS.has(f.name)).map(shapedField);
  const nameFields = names.names.map((name) => sql`${sql.ref(`p.${name}`)} AS ${sql.ref(name)}`);
  return heldFragment(() => sql.join([...fields, ...nameFields]));
});
const recordFields = (def: ResourceDef, names: ReferenceNames): RawBuilder<unknown> => heldRecordFields(def, names)();

export interface JsonRow {
  r: EntityRecord;
  /** The sort field's stored value as text, when asked for (a decimal's cursor stays exact). */
  s?: string | null;
}

/** A page read as one row: its rows in the select's order (null when none), and `also`. */
export interface JsonPage {
  rows: JsonRow[] | null;
  also?: unknown;
}

/**
 * `select` (the resource's columns and `names`' columns, in its own order) read as ONE row holding the
 * page: `rows`, a JSON array with a record `r` per selected row, in the select's order (PostgREST's
 * json_agg over the ordered, limited select). One row, not one per record: each message the driver
 * parses costs more than the JSON text it carries. The record is built a level above the select, so the
 * select's ORDER BY still sorts the stored values, not their text. `sortText`: the field whose stored
 * value each row also carries as text (`s`); `also`: one more value for the page (an uncorrelated
 * subquery there runs once, and is read even when the page is empty).
 */
export function asJsonPage(def: ResourceDef, names: ReferenceNames, select: RawBuilder<unknown>, options: { sortText?: FieldInfo; also?: RawBuilder<unknown> } = {}): RawBuilder<JsonPage> {
  const sortText = options.sortText ? sql`, (${sql.ref(`p.${options.sortText.column}`)})::text AS s` : sql``;
  const also = options.also ? sql`, ${options.also} AS also` : sql``;
  return sql<JsonPage>`SELECT json_agg(x) AS rows${also} FROM (SELECT (SELECT json_strip_nulls(to_json(q)) FROM (SELECT ${recordFields(def, names)}) AS q) AS r${sortText} FROM (${select}) AS p) AS x`;
}
