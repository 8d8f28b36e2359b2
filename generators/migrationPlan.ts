// Compares the tables the entities describe with the last recorded snapshot and plans the SQL that
// brings a database from one to the other: only additions, and indexes rebuilt or dropped (they hold
// no data). Anything else (a dropped or renamed field or table, a changed type) stops the generator:
// that needs a hand-written migration.
import type { TableModel } from './tableModel';

export interface Snapshot {
  tables: Record<string, Omit<TableModel, 'table'>>;
}

export interface MigrationPlan {
  statements: string[];
  /** Tables touched, for the migration's file name. */
  touched: string[];
}

export class HandMigrationNeeded extends Error {}

export function planMigration(before: Snapshot, models: TableModel[]): MigrationPlan {
  const problems: string[] = [];
  const statements: string[] = [];
  const touched = new Set<string>();
  const now = new Map(models.map((m) => [m.table, m]));
  for (const [table, old] of Object.entries(before.tables)) {
    const model = now.get(table);
    if (!model) {
      problems.push(`table ${table} (entity ${old.entity}) is no longer described by any entity`);
      continue;
    }
    for (const [column, definition] of Object.entries(old.columns)) {
      if (!(column in model.columns)) problems.push(`column ${table}.${column} was removed or renamed`);
      else if (model.columns[column] !== definition) problems.push(`column ${table}.${column} changed from "${definition}" to "${model.columns[column]}"`);
    }
  }
  if (problems.length > 0) {
    throw new HandMigrationNeeded(
      `The entities no longer match generators/snapshot.json, and the generator never drops or alters anything:\n  - ${problems.join('\n  - ')}\n` +
        'Write a migration by hand in src/server/db/migrations (keeping or moving the data), then update generators/snapshot.json to match, and run `npm run gen` again.',
    );
  }
  for (const model of models) {
    const old = before.tables[model.table];
    if (!old) {
      const cols = Object.entries(model.columns).map(([c, d]) => `  ${c} ${d}`);
      statements.push(`CREATE TABLE ${model.table} (\n${cols.join(',\n')}\n);`);
      for (const [index, definition] of Object.entries(model.indexes)) statements.push(`CREATE INDEX ${index} ON ${model.table} ${definition};`);
      touched.add(model.table);
      continue;
    }
    for (const [column, definition] of Object.entries(model.columns)) {
      if (column in old.columns) continue;
      // Existing rows have no value: a new column is nullable whatever the entity says.
      const nullable = definition.replace(' NOT NULL', '');
      statements.push(`ALTER TABLE ${model.table} ADD COLUMN ${column} ${nullable};`);
      touched.add(model.table);
    }
    for (const [index, definition] of Object.entries(old.indexes)) {
      if (model.indexes[index] === definition) continue;
      statements.push(`DROP INDEX IF EXISTS ${index};`);
      touched.add(model.table);
    }
    for (const [index, definition] of Object.entries(model.indexes)) {
      if (old.indexes[index] === definition) continue;
      statements.push(`CREATE INDEX ${index} ON ${model.table} ${definition};`);
      touched.add(model.table);
    }
  }
  return { statements, touched: [...touched] };
}

export function snapshotOf(models: TableModel[]): Snapshot {
  const tables: Snapshot['tables'] = {};
  for (const { table, ...rest } of [...models].sort((a, b) => a.table.localeCompare(b.table))) tables[table] = rest;
  return { tables };
}
