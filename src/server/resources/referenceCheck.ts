// Reference fields (`x-reference: <resource>` in the entity schema, `@reference` on the type): the value is the
// key of a record of that resource, which must exist and be one the caller may see (its own
// company's, for customer-owned resources); line items' reference fields too. Checked on every write,
// one query per field and batch.
import { type Kysely, sql } from 'kysely';
import type { Language } from '../../shared/constants';
import type { FieldError } from '../../shared/wire/envelope';
import { fieldTitle } from '../i18n/fieldTitles';
import { engineMessage } from './messages';
import type { EntityRecord } from './records';
import type { FieldInfo } from './entityFields';
import type { ResourceDef } from './registry';
import { type Scope, scopeCondition, tableRef } from './sqlParts';

export type ResourceLookup = (name: string) => ResourceDef | undefined;

/** Errors of `records` (index → row number for imports, field `/name`), none when every reference holds. */
export async function checkReferences<DB>(
  db: Kysely<DB>,
  lookup: ResourceLookup,
  def: ResourceDef,
  scope: Scope,
  records: EntityRecord[],
  language: Language,
  rowOf: (index: number) => number | undefined = () => undefined,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const at = (i: number) => (rowOf(i) !== undefined ? { row: rowOf(i) } : {});
  for (const field of def.fields.filter((f) => f.ref)) {
    const missing = await missingReferences(db, lookup, def, field, scope, records.map((r) => r[field.name]), language);
    records.forEach((record, i) => {
      const message = missing(record[field.name]);
      if (message) errors.push({ field: `/${field.name}`, ...at(i), message });
    });
  }
  // Line items name records too (a system message's recipient accounts): each error names its line.
  for (const child of def.children) {
    const lines = records.map((r) => (Array.isArray(r[child.name]) ? (r[child.name] as EntityRecord[]) : []));
    for (const field of child.fields.filter((f) => f.ref)) {
      const missing = await missingReferences(db, lookup, def, field, scope, lines.flat().map((l) => l?.[field.name]), language);
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

/** Reads which of `values` name no record of the field's target (one query): a value → its error message, or none. */
async function missingReferences<DB>(db: Kysely<DB>, lookup: ResourceLookup, def: ResourceDef, field: FieldInfo, scope: Scope, values: unknown[], language: Language): Promise<(value: unknown) => string | undefined> {
  const target = lookup(field.ref!);
  if (!target) throw new Error(`resource ${def.name}: field ${field.name} refers to ${field.ref}, which no domain serves`);
  const key = target.fields.find((f) => f.name === target.keyField)!;
  const wanted = [...new Set(values.filter((v) => v !== undefined && v !== null && v !== ''))];
  if (wanted.length === 0) return () => undefined;
  // A customer-owned target is looked up in the caller's company only: another's looks absent.
  const targetScope: Scope = target.customerScoped ? scope : { customerId: null };
  if (target.customerScoped && targetScope.customerId === null) throw new Error(`resource ${def.name}: ${field.name} refers to customer-owned ${target.name} outside a company`);
  const { rows } = await sql<{ key: unknown }>`SELECT DISTINCT ${sql.ref(key.column)} AS ${sql.ref('key')} FROM ${tableRef(target)}
    WHERE ${scopeCondition(target, targetScope)} AND ${sql.ref(key.column)} IN (${sql.join(wanted)})`.execute(db);
  const found = new Set(rows.map((r) => String(r.key)));
  // The target named as people know it ("Shipper", "发货人"), not by its wire name.
  const title = fieldTitle(language, typeof target.schema.title === 'string' ? target.schema.title : `field.entity.${target.name}`, target.name);
  return (value) => (value === undefined || value === null || value === '' || found.has(String(value)) ? undefined : engineMessage(language, 'refMissing', { value: String(value), resource: title }));
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
