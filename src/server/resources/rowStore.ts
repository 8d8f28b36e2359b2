// The engine's reads and writes of a resource's table, always within the caller's scope.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { FieldInfo } from './entityFields';
import type { ListSpec } from './listQuery';
import { asJsonPage, type JsonRow } from './jsonRows';
import { cursorOf, type PageStart, readsBackwards, seekCondition } from './listPaging';
import { columnValues } from './records';
import { perResource, perResourceAndNames } from './perResource';
import { NO_NAMES } from './referenceNames';
import { countSql, heldFragment, orderSql, scopeCondition, selectColumns, tableRef, whereSql } from './sqlParts';
import type { EntityRecord, ReferenceNames, ResourceDef, Row, Scope } from './types';

/** Rows per INSERT statement (well under the 65535 bound parameters of one statement). */
const INSERT_BATCH = 500;

const valueSql = (value: unknown): RawBuilder<unknown> => (value === undefined ? sql`DEFAULT` : sql`${value}`);

/** The row's columns, then the reference names' (referenceNames.ts); identifiers only, held per pair. */
const heldSelectList = perResourceAndNames((def, names) => heldFragment(() => sql.join([selectColumns(def), ...names.columns])));
const selectList = (def: ResourceDef, names: ReferenceNames): RawBuilder<unknown> => heldSelectList(def, names)();

/** One page; `limit` null reads every matching row (export all). `names`: the reference names to join in. */
export async function selectRows<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, spec: Omit<ListSpec, 'page' | 'size'>, limit: number | null, offset = 0, names = NO_NAMES): Promise<Row[]> {
  const paging = limit === null ? sql`` : sql`LIMIT ${limit} OFFSET ${offset}`;
  const { rows } = await sql<Row>`SELECT ${selectList(def, names)} FROM ${tableRef(def)} ${sql.join(names.joins, sql` `)}
    WHERE ${whereSql(def, scope, spec.filters)} ORDER BY ${orderSql(spec)} ${paging}`.execute(db);
  return rows;
}

/** The page's ids in a list's select (selectPage), named apart from any column of the table. */
const PAGE = sql.ref('f9_page');
const PAGE_ID = sql.ref('f9_page_id');

/** The field stored in the id column (named otherwise on some resources: cususer's UserId). */
const idFieldOf = perResource((def) => def.fields.find((f) => f.column === 'id')!);

/** A page row's cursor: its sort value (a decimal's stored text) and its id. A module function, not a per-call closure (see listQuery's `bad`). */
function rowCursor(row: JsonRow, spec: ListSpec, sortText: FieldInfo | undefined, id: string): string | undefined {
  return cursorOf(sortText ? row.s : row.r[spec.sort.field.name], row.r[id]);
}

export interface Page {
  /** The records in the list's order (jsonRows.ts). */
  records: EntityRecord[];
  hasNext: boolean;
  hasPrevious: boolean;
  /** The cursors of the first and the last record (listPaging.ts); none on an empty page. */
  prevCursor?: string;
  nextCursor?: string;
  /** `count`'s value, read by the same statement (undefined when no count was asked). */
  counted?: number;
}

/**
 * One page of a list from where `start` says, in the list's order, and whether a row follows it (one row
 * more is read to know). Reading backwards (before, the last page) reverses the order and then the
 * rows; `hasNext` is then whether a row follows the page in the list's order. `count`: a value for the
 * whole list (the capped count, listTotal.ts) read by the same statement.
 */
export async function selectPage<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, spec: ListSpec, start: PageStart, names = NO_NAMES, count?: RawBuilder<number>): Promise<Page> {
  const backwards = readsBackwards(start);
  const order = backwards ? { sort: { field: spec.sort.field, order: spec.sort.order === 'asc' ? ('desc' as const) : ('asc' as const) } } : spec;
  const offset = start.kind === 'offset' ? start.offset : 0;
  // Which rows make the page first, by their ids alone, then those rows with their computed fields and
  // reference names (a late row lookup). In one select, every row read on the way was read whole and
  // projected: those OFFSET skipped and those a filter passed over (a booking's tracking summary is four
  // subqueries a row: page 5 of 20 computed them for 101 rows, 370 ms on PGlite); and a filter a
  // narrower index answers alone (a partial index, an index with the filter's and the sort's columns)
  // only wins when the heap is not read for each row passed over.
  const pageIds = sql`SELECT ${sql.ref('id')} AS ${PAGE_ID} FROM ${tableRef(def)} WHERE ${whereSql(def, scope, spec.filters)} AND ${seekCondition(def, spec, start)}
    ORDER BY ${orderSql(order)} LIMIT ${countSql(spec.size + 1)}${offset > 0 ? sql` OFFSET ${countSql(offset)}` : sql``}`;
  const select = sql`SELECT ${selectList(def, names)} FROM (${pageIds}) AS ${PAGE} JOIN ${tableRef(def)} ON ${sql.ref(`${def.table}.id`)} = ${sql.ref(`f9_page.f9_page_id`)}
    ${sql.join(names.joins, sql` `)} ORDER BY ${orderSql(order, def.table)}`;
  // A decimal sort value's cursor is its stored text: the record's number may not be exact.
  const sortText = spec.sort.field.kind === 'number' ? spec.sort.field : undefined;
  const [answer] = (await asJsonPage(def, names, select, { sortText, also: count }).execute(db)).rows;
  const read = answer.rows ?? [];
  const counted = count ? Number(answer.also) : undefined;
  const more = read.length > spec.size;
  const rows = read.slice(0, spec.size);
  if (backwards) rows.reverse();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const id = idFieldOf(def).name;
  return {
    records: rows.map((row) => row.r),
    // Before a cursor, the cursor's row follows; the last page has nothing after it.
    hasNext: backwards ? start.kind === 'before' : more,
    hasPrevious: backwards ? more : start.kind === 'after' || offset > 0,
    ...(first ? { prevCursor: rowCursor(first, spec, sortText, id), nextCursor: rowCursor(last, spec, sortText, id) } : {}),
    counted,
  };
}

/** `names` and `lock` do not go together: a locking read takes no outer join. */
export async function selectByIds<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, ids: number[], lock = false, names = NO_NAMES): Promise<Row[]> {
  if (ids.length === 0) return [];
  const forUpdate = lock ? sql`FOR UPDATE` : sql``;
  const { rows } = await sql<Row>`SELECT ${selectList(def, names)} FROM ${tableRef(def)} ${sql.join(names.joins, sql` `)}
    WHERE ${scopeCondition(def, scope)} AND ${sql.ref('id')} IN (${sql.join(ids)}) ORDER BY ${sql.ref('id')} ${forUpdate}`.execute(db);
  return rows;
}

export interface Author {
  scope: Scope;
  userId: number;
}

export async function insertRecords<DB>(db: Kysely<DB>, def: ResourceDef, author: Author, records: EntityRecord[]): Promise<Row[]> {
  const out: Row[] = [];
  const owned = def.customerScoped;
  for (let i = 0; i < records.length; i += INSERT_BATCH) {
    const batch = records.slice(i, i + INSERT_BATCH);
    const fields = columnValues(def, batch[0]).map((c) => c.field);
    const fixed = Object.entries(def.fixed);
    const columns = [...fields.map((f) => sql.ref(f.column)), ...(owned ? [sql.ref('customer_id'), sql.ref('created_by')] : []), ...fixed.map(([column]) => sql.ref(column))];
    const tuples = batch.map((record) => {
      // A field left empty takes its `@default` (a new code is active), whoever writes the row.
      const values = columnValues(def, record).map((c) => valueSql(c.value ?? c.field.defaultValue));
      if (owned) values.push(sql`${author.scope.customerId}`, sql`${author.userId}`);
      values.push(...fixed.map(([, value]) => sql`${value}`));
      return sql`(${sql.join(values)})`;
    });
    const { rows } = await sql<Row>`INSERT INTO ${tableRef(def)} (${sql.join(columns)}) VALUES ${sql.join(tuples)} RETURNING ${selectColumns(def)}`.execute(db);
    out.push(...rows);
  }
  return out;
}

/** Null when the row's version is no longer `version` (someone else saved first). */
export async function updateRecord<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, id: number, version: number, record: EntityRecord): Promise<Row | null> {
  // A create-only field (a password) keeps its stored value: an update never sends it.
  const sets = columnValues(def, record).filter(({ field }) => !def.createOnly.has(field.name)).map(({ field, value }) => sql`${sql.ref(field.column)} = ${valueSql(value)}`);
  sets.push(sql`${sql.ref('version')} = ${sql.ref('version')} + 1`, sql`${sql.ref('updated_at')} = now()`);
  const { rows } = await sql<Row>`UPDATE ${tableRef(def)} SET ${sql.join(sets)}
    WHERE ${scopeCondition(def, scope)} AND ${sql.ref('id')} = ${id} AND ${sql.ref('version')} = ${version}
    RETURNING ${selectColumns(def)}`.execute(db);
  return rows[0] ?? null;
}

export async function deleteByIds<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, ids: number[]): Promise<number> {
  const { rows } = await sql<{ id: number }>`DELETE FROM ${tableRef(def)} WHERE ${scopeCondition(def, scope)} AND ${sql.ref('id')} IN (${sql.join(ids)}) RETURNING ${sql.ref('id')}`.execute(db);
  return rows.length;
}

/** Covering import: every row of the scope goes. */
export async function deleteScope<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope): Promise<number> {
  const { rows } = await sql<{ id: number }>`DELETE FROM ${tableRef(def)} WHERE ${scopeCondition(def, scope)} RETURNING ${sql.ref('id')}`.execute(db);
  return rows.length;
}
