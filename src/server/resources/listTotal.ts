// The total of a list answer (resourceContract.ts TotalKind). Counting every matching row on every page
// cost 70–500 ms over 125,000 rows; counting stops after EXACT_COUNT_LIMIT rows, and a larger total is
// the planner's estimate ("about N"), or "N+" when the estimate is below what was counted. Such an
// approximate total is held for a few seconds per query (TotalCache): paging a large list then costs
// one query per page, not three. Exact totals are always counted afresh.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { EXACT_COUNT_LIMIT, type TotalKind } from '../../shared/wire/resourceContract';
import type { FilterClause } from './listQuery';
import { countSql, tableRef, whereSql } from './sqlParts';
import type { ResourceDef, Scope } from './types';

export interface ListTotal {
  total: number;
  totalKind: TotalKind;
}

/** Matching rows counted up to one past the limit: an index range of at most 1,001 entries. */
export function cappedCountSql(def: ResourceDef, scope: Scope, filters: FilterClause[]): RawBuilder<number> {
  return sql<number>`(SELECT count(*)::int FROM (SELECT 1 FROM ${tableRef(def)} WHERE ${whereSql(def, scope, filters)} LIMIT ${countSql(EXACT_COUNT_LIMIT + 1)}) AS capped)`;
}

async function cappedCount<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, filters: FilterClause[]): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT ${cappedCountSql(def, scope, filters)} AS n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The planner's row estimate for the same condition (EXPLAIN plans without running the query). */
async function plannerEstimate<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, filters: FilterClause[]): Promise<number> {
  const { rows } = await sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${tableRef(def)} WHERE ${whereSql(def, scope, filters)}`.execute(db);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  return Math.round(Number(plan[0]?.Plan?.['Plan Rows'] ?? 0));
}

/** How long an approximate total is reused; any write through the resource's routes forgets it sooner. */
export const APPROXIMATE_TOTAL_MS = 10_000;
/** Distinct filters held at once; beyond, the oldest go. */
const MAX_HELD = 2000;

/** Approximate totals of one resource, keyed by the condition's SQL and values (scope included). */
export class TotalCache {
  private readonly held = new Map<string, { total: ListTotal; until: number }>();

  get(key: string, now = Date.now()): ListTotal | undefined {
    const hit = this.held.get(key);
    if (hit && hit.until > now) return hit.total;
    if (hit) this.held.delete(key);
    return undefined;
  }

  set(key: string, total: ListTotal, now = Date.now()): void {
    if (this.held.size >= MAX_HELD) this.held.delete(this.held.keys().next().value!);
    this.held.set(key, { total, until: now + APPROXIMATE_TOTAL_MS });
  }

  get size(): number {
    return this.held.size;
  }

  clear(): void {
    this.held.clear();
  }
}

/** What a clause compares its field with. */
function clauseValues(clause: FilterClause): unknown {
  switch (clause.op) {
    case 'eq':
    case 'contains':
      return clause.value;
    case 'in':
      return [clause.values, clause.orEmpty === true];
    case 'range':
      return [clause.from ?? null, clause.to ?? null, clause.from === undefined, clause.to === undefined];
    case 'search':
      return [clause.value, clause.also.map((f) => f.name)];
    default: {
      // A new operator fails to compile here until its values are part of the key.
      const unkeyed: never = clause;
      throw new Error(`filter operator without a key: ${JSON.stringify(unkeyed)}`);
    }
  }
}

/**
 * The key of a condition in a resource's TotalCache, from what whereSql builds it of: the company, the
 * resource's own row scope for the caller (compiled, with its values), and each filter's field,
 * operator and values. Compiling the whole condition for its key was 2% of a list call.
 */
function keyOf<DB>(db: Kysely<DB>, scope: Scope, filters: FilterClause[]): string {
  const rows = scope.rows ? sql`${scope.rows}`.compile(db) : undefined;
  // Fields by name, values as JSON: one stringify of plain arrays (a replacer function cost 1% of a call).
  const clauses = filters.map((clause) => [clause.field.name, clause.op, clauseValues(clause)]);
  return JSON.stringify([scope.customerId, rows?.sql ?? null, rows?.parameters ?? null, clauses]);
}

/** The approximate total held for this condition, if any (nothing is compiled while nothing is held). */
export function heldTotal<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, filters: FilterClause[], cache?: TotalCache): ListTotal | undefined {
  if (!cache || cache.size === 0) return undefined;
  return cache.get(keyOf(db, scope, filters));
}

/** The total a capped count stands for: itself up to the limit, else the planner's estimate (then held). */
export async function totalOfCount<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, filters: FilterClause[], counted: number, cache?: TotalCache): Promise<ListTotal> {
  if (counted <= EXACT_COUNT_LIMIT) return { total: counted, totalKind: 'exact' };
  const estimate = await plannerEstimate(db, def, scope, filters);
  const total: ListTotal = estimate > EXACT_COUNT_LIMIT ? { total: estimate, totalKind: 'about' } : { total: EXACT_COUNT_LIMIT, totalKind: 'atLeast' };
  cache?.set(keyOf(db, scope, filters), total);
  return total;
}

export async function listTotal<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, filters: FilterClause[], cache?: TotalCache): Promise<ListTotal> {
  return heldTotal(db, def, scope, filters, cache) ?? totalOfCount(db, def, scope, filters, await cappedCount(db, def, scope, filters), cache);
}
