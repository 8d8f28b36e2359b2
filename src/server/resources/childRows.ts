// Line items of a record (entity properties with `x-childTable`): stored one row per line in the child
// table (parent_id, line_no and the line's fields), always inside the transaction that writes the
// parent, so a record and its lines are saved, versioned and deleted together. Lines are reached only
// through their parent, whose scope query guards them.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ChildInfo } from './entityFields';
import { fromColumn } from './records';
import { scopeCondition, tableRef } from './sqlParts';
import type { EntityRecord, ResourceDef, Scope } from './types';

const valueSql = (value: unknown): RawBuilder<unknown> => (value === undefined ? sql`DEFAULT` : sql`${value}`);
const linesOf = (record: EntityRecord, child: ChildInfo) => (Array.isArray(record[child.name]) ? (record[child.name] as EntityRecord[]) : []);

/** Replaces the parent's lines with the record's (an absent collection means no lines). */
export async function writeChildren<DB>(db: Kysely<DB>, def: ResourceDef, parentId: number, record: EntityRecord): Promise<void> {
  for (const child of def.children) {
    await sql`DELETE FROM ${sql.table(child.table)} WHERE ${sql.ref('parent_id')} = ${parentId}`.execute(db);
    const lines = linesOf(record, child);
    if (lines.length === 0) continue;
    // Writes are validated against maxItems first; this only stops a path that skipped it.
    if (lines.length > child.maxItems) throw new Error(`${def.name}.${child.name}: ${lines.length} lines past the limit of ${child.maxItems}`);
    const fields = child.fields.filter((f) => !f.readOnly);
    const columns = [sql.ref('parent_id'), sql.ref('line_no'), ...fields.map((f) => sql.ref(f.column))];
    const tuples = lines.map((line, i) => sql`(${sql.join([sql`${parentId}`, sql`${i + 1}`, ...fields.map((f) => valueSql(line[f.name]))])})`);
    await sql`INSERT INTO ${sql.table(child.table)} (${sql.join(columns)}) VALUES ${sql.join(tuples)}`.execute(db);
  }
}

/** The records with their lines, in line order (one query per collection). */
export async function attachChildren<DB>(db: Kysely<DB>, def: ResourceDef, records: EntityRecord[]): Promise<EntityRecord[]> {
  const ids = records.map((r) => Number(r.id));
  if (def.children.length === 0 || ids.length === 0) return records;
  const out = records.map((r) => ({ ...r }));
  for (const child of def.children) {
    const { rows } = await sql<Record<string, unknown>>`SELECT ${sql.join([sql.ref('parent_id'), ...child.fields.map((f) => sql.ref(f.column))])}
      FROM ${sql.table(child.table)} WHERE ${sql.ref('parent_id')} IN (${sql.join(ids)}) ORDER BY ${sql.ref('parent_id')}, ${sql.ref('line_no')}`.execute(db);
    for (const record of out) {
      record[child.name] = rows
        .filter((row) => Number(row.parent_id) === Number(record.id))
        .map((row) => Object.fromEntries(child.fields.map((f) => [f.name, fromColumn(f, row[f.column])]).filter(([, v]) => v !== undefined)));
    }
  }
  return out;
}

/** Deletes the lines of the scope's parents (`ids`, or every parent of the scope). */
export async function deleteChildren<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, ids: number[] | null): Promise<void> {
  const only = ids ? sql`AND ${sql.ref('id')} IN (${sql.join(ids)})` : sql``;
  for (const child of def.children) {
    await sql`DELETE FROM ${sql.table(child.table)} WHERE ${sql.ref('parent_id')} IN (SELECT ${sql.ref('id')} FROM ${tableRef(def)} WHERE ${scopeCondition(def, scope)} ${only})`.execute(db);
  }
}
