// The create pipeline: scope → parse → (a create sent again answers the record its key made) →
// validate → domain hooks (prepare, checkWrite) → write (row, lines, derive, key, audit) → after-write.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../audit/auditLog';
import { chosenCompany } from '../companyChoice';
import { claimKey, keepKey, recordOfKey } from '../createKeys';
import { writeChildren } from '../childRows';
import { filledPart, withCleanLines, writeOnlyPart } from '../records';
import { insertRecords } from '../rowStore';
import type { EntityRecord } from '../types';
import { checkedByHooks, hookContext, readRecord, type RecordCall, type RecordService, validated } from './recordService';
import { scopeOf } from './scope';

export interface CreateInput {
  /** The sent record, parsed from the wire once the caller's scope is known. */
  payload: () => EntityRecord;
  /** The create's idempotency key, when the form sent one (createKeys.ts). */
  key: unknown;
}

/** The record as get answers it; the one an earlier create with the same key made, when there was one. */
export async function createRecord<DB>(service: RecordService<DB>, call: RecordCall, input: CreateInput): Promise<EntityRecord> {
  const { db, def } = service;
  const { principal, language } = call;
  const scope = scopeOf(def, principal, 'create');
  const payload = input.payload();
  // An administrator names the company a forwarder-written record belongs to; it is validated and stored in that company.
  const owner = def.adminWritten ? await chosenCompany(db, payload, language) : scope;
  const record = withCleanLines(def, { ...filledPart(payload), ...writeOnlyPart(def, payload) });
  // A create sent again with its key (a retry, a second click) answers the record the key made (createKeys.ts).
  const keyed = typeof input.key === 'string' ? { owner: { resource: def.name, userId: principal.userId }, key: input.key } : null;
  const made = keyed ? await recordOfKey(db, keyed.owner, keyed.key) : null;
  const replayed = made === null ? undefined : await readRecord(service, db, scope, made, language);
  if (replayed) return replayed;
  await validated(service, language, record, owner, db, 'create');
  // Prepared before the transaction: a password's hash takes tens of milliseconds no lock should wait for.
  const prepared = def.hooks.prepare ? await def.hooks.prepare(record, hookContext(call, db, 'create')) : record;
  // The record and its lines in one transaction: all or nothing.
  return db.transaction().execute(async (trx) => {
    if (keyed) {
      const claim = await claimKey(trx, keyed.owner, keyed.key);
      const first = claim === 'claimed' ? undefined : await readRecord(service, trx, scope, claim, language);
      if (first) return first;
    }
    const context = hookContext(call, trx, 'create');
    await checkedByHooks(def, context, prepared);
    const [row] = await insertRecords(trx, def, { scope: owner, userId: principal.userId }, [prepared]);
    await writeChildren(trx, def, Number(row.id), record);
    await def.hooks.derive?.(context, Number(row.id), prepared);
    if (keyed) await keepKey(trx, keyed.owner, keyed.key, Number(row.id));
    // Answered as get answers it (lines and reference names), so the client needs no second read.
    const answer = (await readRecord(service, trx, scope, Number(row.id), language))!;
    await recordAudit(trx as unknown as Kysely<Database>, principal, { resource: def.name, operation: 'create', recordId: Number(row.id), customerId: owner.customerId, after: answer });
    await def.hooks.afterWrite?.(context, undefined, answer);
    return answer;
  });
}
