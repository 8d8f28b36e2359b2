// Reads price rows for a quote with every number and date as text, straight from PostgreSQL's
// numeric and date types, so the quote never sees a binary float.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { tableRef } from '../../../resources/sqlParts';
import type { PriceRow } from './priceKinds';
import type { ResourceDef } from '../../../resources/types';

export function priceColumns(def: ResourceDef): RawBuilder<unknown> {
  return sql.join(
    def.fields.map((f) => {
      const alias = sql.ref(f.name);
      if (f.name === 'id') return sql`${sql.ref(f.column)} AS ${alias}`;
      if (f.kind === 'number' || f.kind === 'integer' || f.format === 'date') return sql`${sql.ref(f.column)}::text AS ${alias}`;
      return sql`${sql.ref(f.column)} AS ${alias}`;
    }),
  );
}

export async function selectPriceRows<DB>(db: Kysely<DB>, def: ResourceDef, where: RawBuilder<unknown>, limit: number): Promise<Array<PriceRow & { id: number }>> {
  const { rows } = await sql<PriceRow & { id: number }>`SELECT ${priceColumns(def)} FROM ${tableRef(def)} WHERE ${where}
    ORDER BY ${sql.ref('id')} LIMIT ${limit}`.execute(db);
  // The id is the one number kept as a number: it names the row, it is not priced.
  return rows.map((r) => ({ ...r, id: Number(r.id) }) as unknown as PriceRow & { id: number });
}

/** The rows of one lane valid on `date` (optionally one carrier): what a lane quote compares. */
export function laneCondition(lane: { pol: string; pod: string; carrier?: string }, date: string): RawBuilder<unknown> {
  const carrier = lane.carrier ? sql` AND ${sql.ref('carrier')} = ${lane.carrier}` : sql``;
  return sql`${sql.ref('pol')} = ${lane.pol} AND ${sql.ref('pod')} = ${lane.pod}
    AND ${sql.ref('valid_from')} <= ${date}::date AND ${sql.ref('valid_to')} >= ${date}::date${carrier}`;
}
