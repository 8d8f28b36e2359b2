// address/setDefault: makes one address the caller's default for its kind (consignee, notify,
// delivery, or none): isDefault true on it and false on the caller's other addresses of that kind,
// in one transaction. Another company's id, or a missing one, is NotFound and changes nothing.
// Typed over the generated table types (db/entityTables.ts).
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../http/apiError';
import { rowToRecord } from '../../resources/records';
import { selectByIds } from '../../resources/rowStore';
import type { ResourceAction } from '../../resources/types';
import { arrayOf, INTEGER } from '../../http/answerSchemas';
import { ROW_ID } from '../../resources/columnBounds';

interface Payload {
  id: number;
  /** When sent, the target's version must still be this one (the row the user saw). */
  version?: number;
}

const PAYLOAD_SCHEMA = {
  type: 'object',
  properties: { id: ROW_ID, version: { type: 'integer', minimum: 1 } },
  required: ['id'],
  additionalProperties: false,
};

export const setDefaultAddress: ResourceAction = {
  name: 'setDefault',
  answer: { record: true, extra: { cleared: arrayOf(INTEGER, 'the addresses that were the default before') } },
  summary: 'Make one address the default of its kind; the others of that kind stop being default (data: {"id", "version"?})',
  payloadSchema: PAYLOAD_SCHEMA,
  async run({ db, def, scope }, payload) {
    const { id, version } = payload as Payload;
    // Addresses are customer-owned (the engine gives their actions a company's scope).
    if (scope.customerId === null) throw notFound();
    const customerId = scope.customerId;
    // A deleted address (in the bin, softDelete.ts) is not found.
    const seen = await db.selectFrom('addresses').select('kind').where('customer_id', '=', customerId).where('id', '=', id).where(sql<boolean>`deleted_at IS NULL`).executeTakeFirst();
    if (!seen) throw notFound();
    const sameKind = (eb: ExpressionBuilder<Database, 'addresses'>) =>
      eb.and([eb('customer_id', '=', customerId), seen.kind === null ? eb('kind', 'is', null) : eb('kind', '=', seen.kind)]);
    // Every address of the kind is locked, in id order (no deadlock between two callers), so two
    // concurrent calls can never leave two defaults; then the target is read again under the lock.
    await db.selectFrom('addresses').select('id').where(sameKind).orderBy('id').forUpdate().execute();
    const target = await db.selectFrom('addresses').select(['kind', 'version']).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
    if (!target || target.kind !== seen.kind) throw conflict();
    if (version !== undefined && target.version !== version) throw conflict();
    // Only rows whose flag really changes get a new version.
    const changed = await db
      .updateTable('addresses')
      .set((eb) => ({ is_default: sql<boolean>`${eb.ref('id')} = ${id}`, version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
      .where(sameKind)
      .where((eb) => eb.or([eb.and([eb('id', '=', id), eb('is_default', 'is not', true)]), eb.and([eb('id', '<>', id), eb('is_default', 'is', true)])]))
      .returning('id')
      .execute();
    // The record as every engine read returns it.
    const [row] = await selectByIds(db, def, scope, [id]);
    return { ...rowToRecord(def, row), cleared: changed.map((r) => r.id).filter((other) => other !== id) };
  },
};
