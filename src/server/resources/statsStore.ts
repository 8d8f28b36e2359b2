// The engine's aggregate read: counts, sums and averages per group, within the caller's scope and the
// list's filters (the same WHERE as the list: whereSql), in one scan of the rows. Dates are bucketed in
// China time (SPEC §9 timezone), so a month is the users' month. Sums and averages leave PostgreSQL as
// numeric text, so money stays exact.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { TIMEZONE } from '../../shared/constants';
import { MAX_STATS_GROUPS, type StatsGroup, type StatsKey, type StatsResult } from '../../shared/wire/resourceContract';
import { fieldSql, tableRef, whereSql } from './sqlParts';
import type { StatsGroupBy, StatsSpec } from './statsQuery';
import type { ResourceDef, Scope } from './types';

function keySql(def: ResourceDef, { field, unit }: StatsGroupBy): RawBuilder<unknown> {
  const c = fieldSql(def, field);
  if (!unit) return c;
  const local = field.format === 'date-time' ? sql`(${c} AT TIME ZONE ${TIMEZONE}::text)` : sql`${c}::timestamp`;
  return sql`to_char(date_trunc(${unit}::text, ${local}), 'YYYY-MM-DD')`;
}

function keyValue(g: StatsGroupBy, value: unknown): StatsKey {
  if (value === null || value === undefined) return null;
  if (!g.unit && (g.field.kind === 'number' || g.field.kind === 'integer')) return Number(value);
  if (value instanceof Date) return value.toISOString();
  return value as StatsKey;
}

const sumsOf = (spec: StatsSpec, row: Record<string, unknown>) => Object.fromEntries(spec.sums.map((f, i) => [f.name, String(row[`s${i}`] ?? '0')]));
const avgsOf = (spec: StatsSpec, row: Record<string, unknown>) => Object.fromEntries(spec.avgs.map((f, i) => [f.name, row[`a${i}`] === null || row[`a${i}`] === undefined ? null : String(row[`a${i}`])]));

const measuresSql = (def: ResourceDef, spec: StatsSpec) => [
  ...spec.sums.map((f, i) => sql`coalesce(sum(${fieldSql(def, f)}), 0)::numeric::text AS ${sql.ref(`s${i}`)}`),
  // trim_scale: 30.5, not 30.5000000000000000 (numeric avg keeps many digits).
  ...spec.avgs.map((f, i) => sql`trim_scale(round(avg(${fieldSql(def, f)})::numeric, 4))::text AS ${sql.ref(`a${i}`)}`),
];

/**
 * The totals over every group, as window aggregates of the groups' own aggregates: the grouped query
 * then scans once (a computed field costs a subquery per row), not once for the groups and again for
 * the total. An average is the sums over the counts of values, as avg() itself computes it.
 */
const totalsOverGroupsSql = (def: ResourceDef, spec: StatsSpec) => [
  sql`(sum(count(*)) OVER ())::int AS ${sql.ref('tn')}`,
  ...spec.sums.map((f, i) => sql`coalesce(sum(sum(${fieldSql(def, f)})) OVER (), 0)::numeric::text AS ${sql.ref(`ts${i}`)}`),
  ...spec.avgs.map((f, i) => {
    const x = fieldSql(def, f);
    return sql`trim_scale(round((sum(sum(${x})) OVER ())::numeric / nullif(sum(count(${x})) OVER (), 0), 4))::text AS ${sql.ref(`ta${i}`)}`;
  }),
];

export async function statsRows<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, spec: StatsSpec): Promise<StatsResult> {
  const where = whereSql(def, scope, spec.filters);
  if (spec.groupBy.length === 0) {
    const totals = await sql<Record<string, unknown>>`SELECT ${sql.join([sql`count(*)::int AS ${sql.ref('n')}`, ...measuresSql(def, spec)])} FROM ${tableRef(def)} WHERE ${where}`.execute(db);
    const totalRow = totals.rows[0] ?? {};
    return { groups: [], total: { count: Number(totalRow.n ?? 0), sum: sumsOf(spec, totalRow), avg: avgsOf(spec, totalRow) }, truncated: false };
  }

  const keys = spec.groupBy.map((g, i) => sql`${keySql(def, g)} AS ${sql.ref(`k${i}`)}`);
  const positions = sql.join(spec.groupBy.map((_, i) => sql.raw(String(i + 1))));
  const { rows } = await sql<Record<string, unknown>>`SELECT ${sql.join([...keys, sql`count(*)::int AS ${sql.ref('n')}`, ...measuresSql(def, spec), ...totalsOverGroupsSql(def, spec)])}
    FROM ${tableRef(def)} WHERE ${where} GROUP BY ${positions} ORDER BY ${positions} LIMIT ${MAX_STATS_GROUPS + 1}`.execute(db);
  // No rows, no groups: the totals of nothing (a zero count, zero sums, no averages).
  const first = rows[0] ?? {};
  const totalRow = Object.fromEntries([
    ['n', first.tn ?? 0],
    ...spec.sums.map((_, i) => [`s${i}`, first[`ts${i}`]]),
    ...spec.avgs.map((_, i) => [`a${i}`, first[`ta${i}`]]),
  ]);
  const total = { count: Number(totalRow.n), sum: sumsOf(spec, totalRow), avg: avgsOf(spec, totalRow) };
  const groups: StatsGroup[] = rows.slice(0, MAX_STATS_GROUPS).map((row) => ({
    group: Object.fromEntries(spec.groupBy.map((g, i) => [g.field.name, keyValue(g, row[`k${i}`])])),
    count: Number(row.n),
    sum: sumsOf(spec, row),
    avg: avgsOf(spec, row),
  }));
  return { groups, total, truncated: rows.length > MAX_STATS_GROUPS };
}
