// A list page read as one JSON text per row, built by the database (as PostgREST does). Read column by
// column, each value of each row crossed the driver's protocol parser on its own (a copied buffer, a
// text decode and a type parser per value: on PGlite a third of a list call's CPU); one JSON text per
// row is one decode and one native JSON.parse. The values are shaped in SQL to what rowToRecord
// (records.ts) made of the driver's values, so a record reads the same either way.
import { type RawBuilder, sql } from 'kysely';
import type { FieldInfo } from './entityFields';
import type { ReferenceNames } from './referenceNames';
import type { ResourceDef } from './registry';
import { heldFragment } from './sqlParts';

/** What the driver's value became in fromColumn, as SQL over the inner row `p`. */
function shapedColumn(field: FieldInfo): RawBuilder<unknown> {
  const value = sql.ref(`p.${field.column}`);
  const as = sql.ref(field.column);
  // Date.toISOString(): UTC, milliseconds, "Z".
  if (field.format === 'date-time') return sql`to_char((${value})::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${as}`;
  if (field.format === 'date') return sql`to_char((${value})::date, 'YYYY-MM-DD') AS ${as}`;
  // Text keeps a decimal exact (a JSON number would pass through a double); fromColumn turns a
  // number field's text into its number as it did the driver's.
  if (field.kind === 'string' || field.kind === 'number') return sql`(${value})::text AS ${as}`;
  return sql`${value} AS ${as}`;
}

/** The shaped select list of a resource with these reference names, compiled once per pair. */
const heldLists = new WeakMap<ResourceDef, WeakMap<ReferenceNames, () => RawBuilder<unknown>>>();

function shapedList(def: ResourceDef, names: ReferenceNames): RawBuilder<unknown> {
  let perNames = heldLists.get(def);
  if (!perNames) heldLists.set(def, (perNames = new WeakMap()));
  let list = perNames.get(names);
  if (!list) {
    const columns = def.fields.filter((f) => !f.writeOnly).map(shapedColumn);
    const nameColumns = names.names.map((name) => sql.ref(`p.${name}`));
    list = heldFragment(() => sql.join([...columns, ...nameColumns]));
    perNames.set(names, list);
  }
  return list();
}

/**
 * `select` (the resource's columns and `names`' columns, in its own order) wrapped so that each row
 * comes back as one JSON value `r`. The shaping is a level above the select, so the select's ORDER BY
 * still sorts the stored values, not their text. `also`: one more value on every row, beside `r`
 * (an uncorrelated subquery there is run once for the statement).
 */
export function asJsonRows(def: ResourceDef, names: ReferenceNames, select: RawBuilder<unknown>, also?: RawBuilder<unknown>): RawBuilder<{ r: Record<string, unknown>; also?: unknown }> {
  const more = also ? sql`, ${also} AS also` : sql``;
  return sql<{ r: Record<string, unknown>; also?: unknown }>`SELECT to_json(q) AS r${more} FROM (SELECT ${shapedList(def, names)} FROM (${select}) AS p) AS q`;
}
