// The total of a list answer (resourceContract.ts TotalKind). Counting every matching row on every page
// cost 70–500 ms over 125,000 rows; counting stops after EXACT_COUNT_LIMIT rows, and a larger total is
// the planner's estimate ("about N"), or "N+" when the estimate is below what was counted.
import { type Kysely, sql } from 'kysely';
import { EXACT_COUNT_LIMIT, type TotalKind } from '../../shared/wire/resourceContract';
import type { FilterClause } from './listQuery';
import type { ResourceDef } from './registry';
import { type Scope, tableRef, whereSql } from './sqlParts';

export interface ListTotal {
  total: number;
  totalKind: TotalKind;
}

/** Matching rows counted up to one past the limit: an index range of at most 1,001 entries. */
async function cappedCount<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, filters: FilterClause[]): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM
    (SELECT 1 FROM ${tableRef(def)} WHERE ${whereSql(def, scope, filters)} LIMIT ${EXACT_COUNT_LIMIT + 1}) AS capped`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The planner's row estimate for the same condition (EXPLAIN plans without running the query). */
async function plannerEstimate<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, filters: FilterClause[]): Promise<number> {
  const { rows } = await sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${tableRef(def)} WHERE ${whereSql(def, scope, filters)}`.execute(db);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  return Math.round(Number(plan[0]?.Plan?.['Plan Rows'] ?? 0));
}

export async function listTotal<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, filters: FilterClause[]): Promise<ListTotal> {
  const counted = await cappedCount(db, def, scope, filters);
  if (counted <= EXACT_COUNT_LIMIT) return { total: counted, totalKind: 'exact' };
  const estimate = await plannerEstimate(db, def, scope, filters);
  return estimate > EXACT_COUNT_LIMIT ? { total: estimate, totalKind: 'about' } : { total: EXACT_COUNT_LIMIT, totalKind: 'atLeast' };
}

