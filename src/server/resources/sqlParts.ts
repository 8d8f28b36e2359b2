// SQL fragments of the engine. Identifiers come only from the resource's own field list (checked
// names, quoted by sql.ref/sql.table); every value is a bound parameter.
import { createQueryId, PostgresQueryCompiler, type RawBuilder, sql } from 'kysely';
import { TIMEZONE } from '../../shared/constants';
import type { FieldInfo } from './entityFields';
import type { FilterClause, ListSpec } from './listQuery';
import { perResource } from './perResource';
import type { ResourceDef, Scope } from './types';

const col = (f: FieldInfo) => sql.ref(f.column);
/** A field as SQL in a WHERE or GROUP BY: its column, or a computed field's expression. */
export const fieldSql = (def: ResourceDef, f: FieldInfo): RawBuilder<unknown> => (f.computed ? sql`(${def.computed.get(f.name)!})` : sql.ref(f.column));
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const isDateOnly = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The resource's table, quoted once and held with it. */
const heldTables = perResource((def) => heldFragment(() => sql.table(def.table)));

export function tableRef(def: ResourceDef): RawBuilder<unknown> {
  return heldTables(def)();
}

/** The company column of a customer-scoped table, built once. */
const CUSTOMER_ID = sql.ref('customer_id');

export function scopeCondition(def: ResourceDef, scope: Scope, binned = false): RawBuilder<unknown> {
  // Fixed column values and the resource's own row scope narrow whatever the company scope allows; a
  // binned row (soft delete) is out of every read and write but the bin's own (binned = true).
  const narrower = [
    ...Object.entries(def.fixed).map(([column, value]) => sql`${sql.ref(`${def.table}.${column}`)} = ${value}`),
    ...(scope.rows ? [sql`(${scope.rows})`] : []),
    ...(def.softDelete ? [binned ? sql`${sql.ref(`${def.table}.deleted_at`)} IS NOT NULL` : sql`${sql.ref(`${def.table}.deleted_at`)} IS NULL`] : []),
  ];
  if (narrower.length === 0) return companyCondition(def, scope);
  return sql.join([companyCondition(def, scope), ...narrower], sql` AND `);
}

function companyCondition(def: ResourceDef, scope: Scope): RawBuilder<unknown> {
  const owned = def.ownedThrough;
  if (owned) {
    // Administrators (no company) see every row; a customer those whose owner record is its company's.
    if (scope.customerId === null) return sql`TRUE`;
    return sql`${sql.ref(`${def.table}.${owned.field.column}`)} IN (SELECT ${sql.ref(`o.${owned.ownerColumn}`)} FROM ${sql.table(owned.ownerTable)} AS ${sql.ref('o')}
      WHERE ${sql.ref('o.customer_id')} = ${scope.customerId} AND ${sql.ref(`o.${owned.ownerColumn}`)} IS NOT NULL)`;
  }
  if (!def.customerScoped) return sql`TRUE`;
  // Administrators writing company-owned rows (adminWritten) see every company's.
  if (scope.customerId === null && def.adminWritten) return sql`TRUE`;
  if (scope.customerId === null) throw new Error(`resource ${def.name} is customer-scoped but the caller has no company`);
  return sql`${CUSTOMER_ID} = ${scope.customerId}`;
}

/**
 * A count of rows written into the statement, not bound (a page's LIMIT and OFFSET, the count's cap): a
 * plan made once for every call of a list's shape (PostgreSQL's generic plan of a named statement) needs
 * them, or it assumes a tenth of the table is wanted, costs itself out and the list is planned afresh on
 * every call. Only the engine's own whole numbers come here, never a caller's text.
 */
export function countSql(n: number): RawBuilder<unknown> {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
}

const TRUE = sql.raw('TRUE');
const FALSE = sql.raw('FALSE');

/** The instant a China calendar day begins (SPEC §9: days are China days, whatever the database session's zone). */
const chinaDayStart = (day: unknown, plusDays = 0): RawBuilder<unknown> => sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${sql.lit(TIMEZONE)})`;
const isDayOfTimestamp = (field: FieldInfo, value: unknown) => field.format === 'date-time' && isDateOnly(value);

function clauseSql(def: ResourceDef, clause: FilterClause): RawBuilder<unknown> {
  const c = fieldSql(def, clause.field);
  switch (clause.op) {
    case 'eq':
      // A boolean written into the statement, as countSql's numbers: a plan made for every call can then
      // read a partial index of the rows where it holds.
      if (typeof clause.value === 'boolean') return sql`${c} = ${clause.value ? TRUE : FALSE}`;
      // A day named for a timestamp is that whole China day.
      if (isDayOfTimestamp(clause.field, clause.value)) return sql`${c} >= ${chinaDayStart(clause.value)} AND ${c} < ${chinaDayStart(clause.value, 1)}`;
      return sql`${c} = ${clause.value}`;
    case 'contains':
      return sql`${c} ILIKE ${`%${escapeLike(clause.value)}%`} ESCAPE '\\'`;
    case 'search': {
      // Text cast: a numeric key (id) is searched as its digits.
      const like = `%${escapeLike(clause.value)}%`;
      return sql`(${sql.join([clause.field, ...clause.also].map((f) => sql`${col(f)}::text ILIKE ${like} ESCAPE '\\'`), sql` OR `)})`;
    }
    case 'in': {
      const parts = clause.values.length > 0 ? [sql`${c} IN (${sql.join(clause.values)})`] : [];
      // No value: NULL, or an empty text (a form may have stored either; a date column holds no '').
      const textColumn = clause.field.kind === 'string' && !clause.field.format;
      if (clause.orEmpty) parts.push(sql`${c} IS NULL`, ...(textColumn ? [sql`${c} = ''`] : []));
      return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` OR `)})`;
    }
    case 'range': {
      const parts: RawBuilder<unknown>[] = [];
      // Days bounding a timestamp are China days: from the start of the first, up to the end of the last.
      if (clause.from !== undefined) parts.push(isDayOfTimestamp(clause.field, clause.from) ? sql`${c} >= ${chinaDayStart(clause.from)}` : sql`${c} >= ${clause.from}`);
      if (clause.to !== undefined) parts.push(isDayOfTimestamp(clause.field, clause.to) ? sql`${c} < ${chinaDayStart(clause.to, 1)}` : sql`${c} <= ${clause.to}`);
      return sql.join(parts, sql` AND `);
    }
  }
}

export function whereSql(def: ResourceDef, scope: Scope, filters: FilterClause[]): RawBuilder<unknown> {
  return sql.join([scopeCondition(def, scope), ...filters.map((clause) => clauseSql(def, clause))], sql` AND `);
}

/**
 * Sorted on the field, then on id so pages are stable when values repeat (held per field and direction);
 * `table`: the columns named as that table's, for a select where another source has an id too.
 */
export function orderSql(spec: Pick<ListSpec, 'sort'>, table?: string): RawBuilder<unknown> {
  const { field, order } = spec.sort;
  const cache = table === undefined ? heldOrders : (qualifiedOrders[table] ??= new WeakMap());
  let held = cache.get(field);
  if (!held) cache.set(field, (held = { asc: heldFragment(() => buildOrder(field, 'asc', table)), desc: heldFragment(() => buildOrder(field, 'desc', table)) }));
  return held[order]();
}

const heldOrders = new WeakMap<FieldInfo, Record<'asc' | 'desc', () => RawBuilder<unknown>>>();
const qualifiedOrders: Record<string, WeakMap<FieldInfo, Record<'asc' | 'desc', () => RawBuilder<unknown>>>> = {};

function buildOrder(field: FieldInfo, order: 'asc' | 'desc', table?: string): RawBuilder<unknown> {
  const direction = order === 'desc' ? sql`DESC` : sql`ASC`;
  const ref = (column: string) => sql.ref(table === undefined ? column : `${table}.${column}`);
  if (field.column === 'id') return sql`${ref('id')} ${direction}`;
  return sql`${ref(field.column)} ${direction}, ${ref('id')} ${direction}`;
}

const compiler = new PostgresQueryCompiler();

/**
 * SQL made of identifiers only, the same on every call (a resource's column list, its reference joins),
 * compiled once into raw text: building and compiling it again per call was most of Kysely's share of
 * a list call. A fragment that binds any value is built afresh on each call, never held.
 */
export function heldFragment(build: () => RawBuilder<unknown>): () => RawBuilder<unknown> {
  const compiled = compiler.compileQuery(build().toOperationNode(), createQueryId());
  if (compiled.parameters.length > 0) return build;
  const raw = sql.raw(compiled.sql);
  return () => raw;
}

/** The row's columns; a computed field as its expression under the column name it would have. */
const columnList = perResource((def) =>
  // A write-only field (a password's hash) is never read back.
  heldFragment(() => sql.join(def.fields.filter((f) => !f.writeOnly).map((f) => (f.computed ? sql`(${def.computed.get(f.name)!}) AS ${sql.ref(f.column)}` : sql.ref(f.column))))),
);

export function selectColumns(def: ResourceDef): RawBuilder<unknown> {
  return columnList(def)();
}
