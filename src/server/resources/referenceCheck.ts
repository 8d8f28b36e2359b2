// Reference fields (`x-reference: <resource>` in the entity schema, `@reference` on the type): the value is the
// key of a record of that resource, which must exist and be one the caller may see (its own
// company's, for customer-owned resources); line items' reference fields too. Checked on every write,
// one query per field and batch.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Language } from '../../shared/constants';
import { ACTIVE_FIELD } from '../../shared/entities/codeNaming';
import { offeredConditions, type ReferenceConditions } from '../../shared/entities/referenceConditions';
import type { FieldError } from '../../shared/wire/envelope';
import { fieldTitle } from '../i18n/fieldTitles';
import { engineMessage } from './messages';
import type { FieldInfo } from './entityFields';
import { fieldSql, scopeCondition, tableRef } from './sqlParts';
import type { EntityRecord, ResourceDef, ResourceLookup, Scope } from './types';

/**
 * Errors of `records` (index → row number for imports, field `/name`), none when every reference holds.
 * A deactivated code (`active` false) is refused for new use; a value `kept` from the stored record
 * (an update leaving the field as it was) still passes.
 */
export async function checkReferences<DB>(
  db: Kysely<DB>,
  lookup: ResourceLookup,
  def: ResourceDef,
  scope: Scope,
  records: EntityRecord[],
  language: Language,
  rowOf: (index: number) => number | undefined = () => undefined,
  kept: EntityRecord = {},
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const at = (i: number) => (rowOf(i) !== undefined ? { row: rowOf(i) } : {});
  for (const field of def.fields.filter((f) => f.ref)) {
    const missing = await missingReferences(db, lookup, def, field, scope, records.map((r) => r[field.name]), language, [kept[field.name]]);
    records.forEach((record, i) => {
      const message = missing(record[field.name]);
      if (message) errors.push({ field: `/${field.name}`, ...at(i), message });
    });
  }
  // Line items name records too (a system message's recipient accounts): each error names its line.
  for (const child of def.children) {
    const lines = records.map((r) => (Array.isArray(r[child.name]) ? (r[child.name] as EntityRecord[]) : []));
    for (const field of child.fields.filter((f) => f.ref)) {
      const keptLines = Array.isArray(kept[child.name]) ? (kept[child.name] as EntityRecord[]) : [];
      const missing = await missingReferences(db, lookup, def, field, scope, lines.flat().map((l) => l?.[field.name]), language, keptLines.map((l) => l?.[field.name]));
      lines.forEach((list, i) =>
        list.forEach((line, n) => {
          const message = missing(line?.[field.name]);
          if (message) errors.push({ field: `/${child.name}/${n}/${field.name}`, ...at(i), message });
        }),
      );
    }
  }
  if (def.ownedThrough) errors.push(...(await checkOwners(db, lookup, def, scope, records, language, rowOf)));
  return errors;
}

/**
 * Reads which of `values` name no record of the field's target, or a deactivated one not `kept` from the
 * stored record (one query): a value → its error message, or none.
 */
async function missingReferences<DB>(db: Kysely<DB>, lookup: ResourceLookup, def: ResourceDef, field: FieldInfo, scope: Scope, values: unknown[], language: Language, kept: unknown[] = []): Promise<(value: unknown) => string | undefined> {
  const target = lookup(field.ref!);
  if (!target) throw new Error(`resource ${def.name}: field ${field.name} refers to ${field.ref}, which no domain serves`);
  const key = target.fields.find((f) => f.name === target.keyField)!;
  const wanted = [...new Set(values.filter((v) => v !== undefined && v !== null && v !== ''))];
  if (wanted.length === 0) return () => undefined;
  // A customer-owned target is looked up in the caller's company only: another's looks absent.
  const targetScope: Scope = target.customerScoped ? scope : { customerId: null };
  if (target.customerScoped && targetScope.customerId === null) throw new Error(`resource ${def.name}: ${field.name} refers to customer-owned ${target.name} outside a company`);
  // What the field may hold (`x-referenceFilter`), and what the target offers for new use (active, open…).
  const fits = conditionsSql(target, field.refConditions ?? {});
  const offered = offeredConditions(target.schema);
  const { rows } = await sql<{ key: unknown; fits: boolean; offered: boolean }>`SELECT DISTINCT ${sql.ref(key.column)} AS ${sql.ref('key')},
    ${fits} AS ${sql.ref('fits')}, ${conditionsSql(target, offered)} AS ${sql.ref('offered')} FROM ${tableRef(target)}
    WHERE ${scopeCondition(target, targetScope)} AND ${sql.ref(key.column)} IN (${sql.join(wanted)})`.execute(db);
  const found = new Set(rows.map((r) => String(r.key)));
  const stillHeld = new Set(kept.filter((v) => v !== undefined && v !== null).map(String));
  const unfit = new Set(rows.filter((r) => !r.fits && !stillHeld.has(String(r.key))).map((r) => String(r.key)));
  const withdrawn = new Set(rows.filter((r) => !r.offered && !stillHeld.has(String(r.key))).map((r) => String(r.key)));
  // The target named as people know it ("Shipper", "发货人"), not by its wire name.
  const title = fieldTitle(language, typeof target.schema.title === 'string' ? target.schema.title : `field.entity.${target.name}`, target.name);
  // A deactivated code says so; a record no longer offered otherwise (a closed slot) in general words.
  const notOffered = Object.keys(offered).join() === ACTIVE_FIELD ? 'refInactive' : 'refNotOffered';
  return (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const values = { value: String(value), resource: title };
    if (!found.has(String(value))) return engineMessage(language, 'refMissing', values);
    if (unfit.has(String(value))) return engineMessage(language, 'refUnfit', { ...values, condition: conditionText(target, field.refConditions ?? {}, language) });
    if (withdrawn.has(String(value))) return engineMessage(language, notOffered, values);
    return undefined;
  };
}

/** The conditions as one SQL truth value over the target's row (its columns, or computed expressions); TRUE for none. */
function conditionsSql(target: ResourceDef, conditions: ReferenceConditions): RawBuilder<unknown> {
  const parts = Object.entries(conditions).map(([name, value]) => {
    const f = target.fields.find((x) => x.name === name);
    if (!f) throw new Error(`resource ${target.name}: a reference condition names ${name}, which is not one of its fields`);
    const column = fieldSql(target, f);
    return Array.isArray(value) ? sql`${column} IN (${sql.join(value)})` : sql`${column} = ${value}`;
  });
  return parts.length === 0 ? sql`TRUE` : sql`coalesce(${sql.join(parts, sql` AND `)}, FALSE)`;
}

/** What the record must be ("it must be a Sea port"), in the user's language. */
function conditionText(target: ResourceDef, conditions: ReferenceConditions, language: Language): string {
  return Object.entries(conditions)
    .map(([name, value]) => {
      const prop = target.schema.properties[name];
      const field = fieldTitle(language, typeof prop?.title === 'string' ? prop.title : `field.${target.name}.${name}`, name);
      if (typeof value === 'boolean') return engineMessage(language, value ? 'mustBeFlag' : 'mustNotBeFlag', { field });
      return Array.isArray(value) ? engineMessage(language, 'mustBeOneOf', { field, values: value.join(', ') }) : engineMessage(language, 'mustBe', { field, value: String(value) });
    })
    .join('; ');
}

/** The owner record each row names must exist (in the caller's company, for a customer). */
async function checkOwners<DB>(db: Kysely<DB>, lookup: ResourceLookup, def: ResourceDef, scope: Scope, records: EntityRecord[], language: Language, rowOf: (index: number) => number | undefined): Promise<FieldError[]> {
  const owned = def.ownedThrough!;
  const owner = lookup(owned.owner);
  if (!owner) throw new Error(`resource ${def.name}: owner ${owned.owner} is not served`);
  const values = [...new Set(records.map((r) => r[owned.field.name]).filter((v) => v !== undefined && v !== null && v !== ''))];
  if (values.length === 0) return [];
  const company = scope.customerId === null ? sql`TRUE` : sql`${sql.ref('customer_id')} = ${scope.customerId}`;
  const { rows } = await sql<{ key: unknown }>`SELECT DISTINCT ${sql.ref(owned.ownerColumn)} AS ${sql.ref('key')} FROM ${tableRef(owner)}
    WHERE ${company} AND ${sql.ref(owned.ownerColumn)} IN (${sql.join(values)})`.execute(db);
  const found = new Set(rows.map((r) => String(r.key)));
  const title = fieldTitle(language, typeof owner.schema.title === 'string' ? owner.schema.title : `field.entity.${owner.name}`, owner.name);
  const errors: FieldError[] = [];
  records.forEach((record, i) => {
    const value = record[owned.field.name];
    if (value === undefined || value === null || value === '' || found.has(String(value))) return;
    errors.push({ field: `/${owned.field.name}`, ...(rowOf(i) !== undefined ? { row: rowOf(i) } : {}), message: engineMessage(language, 'refMissing', { value: String(value), resource: title }) });
  });
  return errors;
}
