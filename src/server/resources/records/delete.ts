// The delete pipeline: scope → parse (the ids) → domain hooks (checkDelete) → audit of what goes →
// domain hooks (frozen, inUse) and records referring to them → write (lines, rows; every id or none).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../audit/auditLog';
import { invalidInput, notFound } from '../../http/apiError';
import { attachChildren, deleteChildren } from '../childRows';
import { referencedBy } from '../deleteGuard';
import { MAX_REPORTED_ERRORS } from '../importLimits';
import { rowToRecord } from '../records';
import { deleteByIds, selectByIds } from '../rowStore';
import { binByIds, binnedName } from '../softDelete';
import { refusePayload } from '../specWire';
import { hookContext, type RecordCall, type RecordService, refuseFrozen } from './recordService';
import { scopeOf } from './scope';

/** What a delete did: how many records went, and (soft delete) the names of those binned, restorable. */
export interface Deleted {
  deleted: number;
  binned?: string[];
}

/** `ids` are parsed from the wire once the caller's scope is known. */
export async function deleteRecords<DB>(service: RecordService<DB>, call: RecordCall, parseIds: () => number[]): Promise<Deleted> {
  const { db, def } = service;
  const { principal, language } = call;
  const scope = scopeOf(def, principal, 'delete');
  const ids = parseIds();
  return db.transaction().execute(async (trx) => {
    const context = hookContext(call, trx, 'delete');
    const refused = def.hooks.checkDelete ? await def.hooks.checkDelete(ids, context) : [];
    if (refused.length > 0) refusePayload(def, refused);
    // What goes, as it was, and whose company it was, for the audit log.
    const rows = await selectByIds(trx, def, scope, ids);
    const gone = await attachChildren(trx, def, rows.map((r) => rowToRecord(def, r)));
    for (const [i, record] of gone.entries()) {
      const company = rows[i]!.customer_id;
      await recordAudit(trx as unknown as Kysely<Database>, principal, { resource: def.name, operation: 'delete', recordId: Number(record.id), customerId: company === undefined || company === null ? null : Number(company), before: record });
    }
    if (def.hooks.frozen) for (const row of await selectByIds(trx, def, scope, ids)) refuseFrozen(def, rowToRecord(def, row), language);
    // In use: the resource's own rule (a role users hold), then any record that refers to these.
    const held = def.hooks.inUse ? await def.hooks.inUse(ids, context) : [];
    if (held.length > 0) throw invalidInput(held);
    const inUse = await referencedBy(trx, service.all(), def, scope, ids, language);
    if (inUse.length > 0) throw invalidInput(inUse.slice(0, MAX_REPORTED_ERRORS), 'error.inUse', { detail: inUse[0].message });
    // A binned record keeps its lines, for a restore (softDelete.ts).
    if (!def.softDelete) await deleteChildren(trx, def, scope, ids);
    const count = def.softDelete ? await binByIds(trx, def, scope, ids, principal.userId) : await deleteByIds(trx, def, scope, ids);
    // One id that is not the caller's (or does not exist) and nothing is deleted.
    if (count !== ids.length) throw notFound();
    return def.softDelete ? { deleted: count, binned: gone.map((record) => binnedName(def, record, language)) } : { deleted: count };
  });
}
