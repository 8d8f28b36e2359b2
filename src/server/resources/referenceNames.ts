// The display name of each reference field (`x-reference`), read with the rows by one LEFT JOIN
// LATERAL per field (one query for a whole page, not one per row): `<field>Name`, in the request's
// language, from the target's `@display` field(s). LATERAL keeps the target's columns out of the
// outer query, so the list's unqualified WHERE and ORDER BY stay unambiguous.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { LANGUAGE_FALLBACKS, type Language } from '../../shared/constants';
import type { DisplayFields } from './entityFields';
import { referenceNameOf } from '../../shared/wire/resourceContract';
import type { EntityRecord, ReferenceNames, ResourceDef, ResourceLookup, Row } from './types';
import { heldFragment } from './sqlParts';

export const NO_NAMES: ReferenceNames = { columns: [], joins: [], names: [] };

const columnOf = (target: ResourceDef, field: string) => target.fields.find((f) => f.name === field)!.column;

/** The display fields to try in `language`: its own, then its fallbacks' (tr → zh → en), each once. */
export function displayChain(display: DisplayFields, language: Language): string[] {
  const fields = [language, ...LANGUAGE_FALLBACKS[language], 'en' as const].map((l) => display[l]).filter((f): f is string => !!f);
  return [...new Set(fields)];
}

/** The target's display text in `language`: the first of its chain's fields that is not empty. */
function displaySql(target: ResourceDef, language: Language): RawBuilder<unknown> {
  const [last, ...before] = displayChain(target.display!, language).reverse().map((f) => sql.ref(`r.${columnOf(target, f)}`));
  if (before.length === 0) return last;
  return sql`COALESCE(${sql.join([...before.reverse().map((col) => sql`NULLIF(${col}, '')`), last])})`;
}

/**
 * The joins for every reference field whose target declares `@display`. A customer-owned target is
 * joined within the row's own company, so another company's record never lends its name.
 */
export function referenceNames(def: ResourceDef, lookup: ResourceLookup, language: Language): ReferenceNames {
  const out: ReferenceNames = { columns: [], joins: [], names: [] };
  def.fields.forEach((field, i) => {
    const target = field.ref ? lookup(field.ref) : undefined;
    if (!target?.display) return;
    if (target.customerScoped && !def.customerScoped) return;
    const name = referenceNameOf(field.name);
    const alias = sql.ref(`ref_${i}`);
    const key = sql.ref(`r.${columnOf(target, target.keyField)}`);
    const sameCompany = target.customerScoped ? sql` AND ${sql.ref('r.customer_id')} = ${sql.ref(`${def.table}.customer_id`)}` : sql``;
    out.joins.push(sql`LEFT JOIN LATERAL (SELECT ${displaySql(target, language)} AS ${sql.ref(name)} FROM ${sql.table(target.table)} AS ${sql.ref('r')}
      WHERE ${key} = ${sql.ref(`${def.table}.${field.column}`)}${sameCompany} LIMIT 1) AS ${alias} ON TRUE`);
    out.columns.push(sql.ref(`ref_${i}.${name}`));
    out.names.push(name);
  });
  return out;
}

/**
 * referenceNames of one resource per language, worked out on first use and held as compiled text
 * (identifiers only, no values): the same joins on every call of a list or a get.
 */
export function heldReferenceNames(def: ResourceDef, lookup: ResourceLookup): (language: Language) => ReferenceNames {
  const held = new Map<Language, ReferenceNames>();
  return (language) => {
    let names = held.get(language);
    if (!names) {
      const built = referenceNames(def, lookup, language);
      const hold = (parts: RawBuilder<unknown>[], separator: RawBuilder<unknown>) => (parts.length === 0 ? [] : [heldFragment(() => sql.join(parts, separator))()]);
      names = { columns: hold(built.columns, sql`, `), joins: hold(built.joins, sql` `), names: built.names };
      held.set(language, names);
    }
    return names;
  };
}

/** The record with the names its row carries (absent when the reference is empty or unresolved). */
export function withReferenceNames(record: EntityRecord, row: Row, names: ReferenceNames): EntityRecord {
  for (const name of names.names) if (row[name] !== null && row[name] !== undefined) record[name] = row[name];
  return record;
}

/**
 * The query of the display names of a resource's records by key, as one JSON array of {key, name} (null
 * when none): a subquery a caller may read beside others in one round trip (displayNamesOf reads it alone).
 */
export function displayNamesSql(target: ResourceDef, keys: readonly string[], language: Language): RawBuilder<unknown> {
  if (!target.display) throw new Error(`resource ${target.name} has no @display: its records have no names to read`);
  const wanted = [...new Set(keys.filter((k) => k !== ''))];
  if (wanted.length === 0) return sql`NULL::json`;
  const key = sql.ref(`r.${columnOf(target, target.keyField)}`);
  return sql`(SELECT json_agg(json_build_object('key', ${key}, 'name', ${displaySql(target, language)})) FROM ${sql.table(target.table)} AS ${sql.ref('r')} WHERE ${key} IN (${sql.join(wanted)}))`;
}

/** The names a `displayNamesSql` answered, by key (records without a name are left out). */
export function displayNamesFrom(json: unknown): Map<string, string> {
  const rows = Array.isArray(json) ? (json as Array<{ key: unknown; name: unknown }>) : [];
  return new Map(rows.filter((r) => typeof r.name === 'string' && r.name !== '').map((r) => [String(r.key), r.name as string]));
}

/**
 * The display names in `language` of records of `target` by key (for answers built outside the list
 * query, e.g. a public lookup's place names): one query for all the keys; keys without a record are absent.
 */
export async function displayNamesOf<DB>(db: Kysely<DB>, target: ResourceDef, keys: readonly string[], language: Language): Promise<Map<string, string>> {
  const names = displayNamesSql(target, keys, language);
  if (!keys.some((k) => k !== '')) return new Map();
  const { rows } = await sql<{ names: unknown }>`SELECT ${names} AS names`.execute(db);
  return displayNamesFrom(rows[0]?.names);
}
