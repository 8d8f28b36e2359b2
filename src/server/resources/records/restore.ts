// The restore pipeline (soft delete, softDelete.ts): scope → parse (the ids) → the binned records, as
// they are → write (every id or none) → audit of what came back. A record the caller could not see
// binned (another company's, purged, never binned) is "not found", as everywhere.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../audit/auditLog';
import { notFound } from '../../http/apiError';
import { attachChildren } from '../childRows';
import { rowToRecord } from '../records';
import { binnedByIds, restoreByIds } from '../softDelete';
import type { RecordCall, RecordService } from './recordService';
import { scopeOf } from './scope';

/** How many records came back. */
export async function restoreRecords<DB>(service: RecordService<DB>, call: RecordCall, parseIds: () => number[]): Promise<number> {
  const { db, def } = service;
  const scope = scopeOf(def, call.principal, 'delete');
  const ids = parseIds();
  return db.transaction().execute(async (trx) => {
    const rows = await binnedByIds(trx, def, scope, ids);
    if (rows.length !== ids.length) throw notFound();
    const count = await restoreByIds(trx, def, scope, ids);
    if (count !== ids.length) throw notFound();
    const back = await attachChildren(trx, def, rows.map((r) => rowToRecord(def, r)));
    for (const [i, record] of back.entries()) {
      const company = rows[i]!.customer_id;
      await recordAudit(trx as unknown as Kysely<Database>, call.principal, { resource: def.name, operation: 'restore', recordId: Number(rows[i]!.id), customerId: company === undefined || company === null ? null : Number(company), after: record });
    }
    return count;
  });
}
