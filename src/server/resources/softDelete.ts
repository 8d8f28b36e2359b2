// Soft delete (issue 44): a resource that opts in (ResourceSpec.softDelete) has its deletes bin the row
// (deleted_at, deleted_by) instead of removing it. scopeCondition leaves binned rows out of every read
// and write; here are the bin's own reads and writes: bin, list the bin, restore within BIN_DAYS, and
// the purge of rows binned longer. The engine knows no domain: only the two columns.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { countSql, scopeCondition, selectColumns, tableRef } from './sqlParts';
import type { Language } from '../../shared/constants';
import type { EntityRecord, ResourceDef, Row, Scope } from './types';

/** The tables whose rows a delete bins (every resource defined with softDelete), for a domain's own reads of them. */
const binningTables = new Set<string>();

export function noteBinningTable(table: string): void {
  binningTables.add(table);
}

/** A condition leaving out a table's binned rows (TRUE for a table that never bins): a domain's "is it in use" reads. */
export function liveRows(table: string): RawBuilder<unknown> {
  return binningTables.has(table) ? sql`${sql.ref(`${table}.deleted_at`)} IS NULL` : sql`TRUE`;
}

/** Days a binned row can be restored; the purge removes it after that. */
export const BIN_DAYS = 30;
/** Rows one bin page lists at most (newest first). */
export const MAX_BIN_ROWS = 500;

const binDays = sql`make_interval(days => ${countSql(BIN_DAYS)})`;

/** What names a record to people (its `@display` field in the language, else its key), for "Deleted <name> · Undo". */
export function binnedName(def: ResourceDef, record: EntityRecord, language: Language): string {
  const field = def.display?.[language] ?? def.display?.en ?? def.keyField;
  const value = record[field] ?? record[def.keyField];
  return value === undefined || value === null ? '' : String(value);
}

/** Bins the scope's live rows among `ids`; how many were binned. */
export async function binByIds<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, ids: number[], userId: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`UPDATE ${tableRef(def)} SET ${sql.ref('deleted_at')} = now(), ${sql.ref('deleted_by')} = ${userId}, ${sql.ref('version')} = ${sql.ref('version')} + 1
    WHERE ${scopeCondition(def, scope)} AND ${sql.ref('id')} IN (${sql.join(ids)}) RETURNING ${sql.ref('id')}`.execute(db);
  return rows.length;
}

/** A binned row still restorable (binned within BIN_DAYS) in the caller's scope. */
const restorable = (def: ResourceDef, scope: Scope) => sql`${scopeCondition(def, scope, true)} AND ${sql.ref(`${def.table}.deleted_at`)} > now() - ${binDays}`;

/** The scope's restorable binned rows among `ids` (locked for the restore), with when and by whom. */
export async function binnedByIds<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, ids: number[]): Promise<Row[]> {
  const { rows } = await sql<Row>`SELECT ${selectColumns(def)} FROM ${tableRef(def)}
    WHERE ${restorable(def, scope)} AND ${sql.ref('id')} IN (${sql.join(ids)}) ORDER BY ${sql.ref('id')} FOR UPDATE`.execute(db);
  return rows;
}

/** Brings the rows back; how many came back. */
export async function restoreByIds<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, ids: number[]): Promise<number> {
  const { rows } = await sql<{ id: number }>`UPDATE ${tableRef(def)} SET ${sql.ref('deleted_at')} = NULL, ${sql.ref('deleted_by')} = NULL, ${sql.ref('version')} = ${sql.ref('version')} + 1, ${sql.ref('updated_at')} = now()
    WHERE ${restorable(def, scope)} AND ${sql.ref('id')} IN (${sql.join(ids)}) RETURNING ${sql.ref('id')}`.execute(db);
  return rows.length;
}

/** The bin of the caller's scope, newest first: each row with when it was binned and the account that binned it. */
export async function binRows<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope): Promise<Array<{ row: Row; deletedAt: Date; deletedBy: string | null }>> {
  const { rows } = await sql<Row & { f9_deleted_at: Date; f9_deleted_by: string | null }>`SELECT ${selectColumns(def)}, ${sql.ref(`${def.table}.deleted_at`)} AS ${sql.ref('f9_deleted_at')},
    (SELECT ${sql.ref('u.account')} FROM ${sql.table('users')} AS ${sql.ref('u')} WHERE ${sql.ref('u.id')} = ${sql.ref(`${def.table}.deleted_by`)}) AS ${sql.ref('f9_deleted_by')}
    FROM ${tableRef(def)} WHERE ${restorable(def, scope)} ORDER BY ${sql.ref(`${def.table}.deleted_at`)} DESC, ${sql.ref(`${def.table}.id`)} DESC LIMIT ${countSql(MAX_BIN_ROWS)}`.execute(db);
  return rows.map((r) => ({ row: r, deletedAt: r.f9_deleted_at, deletedBy: r.f9_deleted_by }));
}

export interface PurgeOutcome {
  purged: number;
  /** Rows another table still refers to (a foreign key): kept binned, tried again at the next purge. */
  kept: number;
}

/**
 * Removes the rows binned longer than BIN_DAYS, one row per transaction: a row another table still
 * refers to fails alone (its transaction rolls back) and stays binned, never failing the whole purge.
 */
export async function purgeBin<DB>(db: Kysely<DB>, defs: readonly ResourceDef[]): Promise<PurgeOutcome> {
  const outcome: PurgeOutcome = { purged: 0, kept: 0 };
  for (const def of defs.filter((d) => d.softDelete && !d.readOnly)) {
    const { rows } = await sql<{ id: number }>`SELECT ${sql.ref('id')} FROM ${tableRef(def)} WHERE ${sql.ref('deleted_at')} <= now() - ${binDays} ORDER BY ${sql.ref('id')}`.execute(db);
    for (const { id } of rows) {
      try {
        await db.transaction().execute(async (trx) => {
          for (const child of def.children) await sql`DELETE FROM ${sql.table(child.table)} WHERE ${sql.ref('parent_id')} = ${id}`.execute(trx);
          await sql`DELETE FROM ${tableRef(def)} WHERE ${sql.ref('id')} = ${id} AND ${sql.ref('deleted_at')} <= now() - ${binDays}`.execute(trx);
        });
        outcome.purged++;
      } catch (error) {
        if ((error as { code?: unknown }).code !== '23503') throw error;
        outcome.kept++;
      }
    }
  }
  return outcome;
}
