// address/setDefault: makes one address the caller's default for its kind (consignee, notify,
// delivery, or none): isDefault true on it and false on the caller's other addresses of that kind,
// in one transaction. Another company's id, or a missing one, is NotFound and changes nothing.
import { sql } from 'kysely';
import { conflict, notFound } from '../../http/apiError';
import { rowToRecord } from '../../resources/records';
import type { ResourceAction } from '../../resources/resourceAction';
import type { ResourceDef } from '../../resources/registry';
import { selectByIds } from '../../resources/rowStore';
import { scopeCondition, selectColumns, tableRef } from '../../resources/sqlParts';

interface Payload {
  id: number;
  /** When sent, the target's version must still be this one (the row the user saw). */
  version?: number;
}

const PAYLOAD_SCHEMA = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, version: { type: 'integer', minimum: 1 } },
  required: ['id'],
  additionalProperties: false,
};

function column(def: ResourceDef, field: string) {
  const info = def.fields.find((f) => f.name === field);
  if (!info) throw new Error(`resource ${def.name} has no field ${field} for action setDefault`);
  return sql.ref(info.column);
}

export const setDefaultAddress: ResourceAction = {
  name: 'setDefault',
  summary: 'Make one address the default of its kind; the others of that kind stop being default (data: {"id", "version"?})',
  payloadSchema: PAYLOAD_SCHEMA,
  async run({ db, def, scope }, payload) {
    const { id, version } = payload as Payload;
    const kind = column(def, 'kind');
    const isDefault = column(def, 'isDefault');
    const [seen] = await selectByIds(db, def, scope, [id]);
    if (!seen) throw notFound();
    const sameKind = sql`${scopeCondition(def, scope)} AND ${kind} IS NOT DISTINCT FROM ${seen.kind ?? null}`;
    // Every address of the kind is locked, in id order (no deadlock between two callers), so two
    // concurrent calls can never leave two defaults; then the target is read again under the lock.
    await sql`SELECT ${sql.ref('id')} FROM ${tableRef(def)} WHERE ${sameKind} ORDER BY ${sql.ref('id')} FOR UPDATE`.execute(db);
    const [target] = await selectByIds(db, def, scope, [id]);
    if (!target || (target.kind ?? null) !== (seen.kind ?? null)) throw conflict();
    if (version !== undefined && Number(target.version) !== version) throw conflict();
    // Only rows whose flag really changes get a new version.
    const { rows } = await sql<Record<string, unknown>>`UPDATE ${tableRef(def)}
      SET ${isDefault} = (${sql.ref('id')} = ${id}), ${sql.ref('version')} = ${sql.ref('version')} + 1, ${sql.ref('updated_at')} = now()
      WHERE ${sameKind} AND ((${sql.ref('id')} = ${id} AND ${isDefault} IS NOT TRUE) OR (${sql.ref('id')} <> ${id} AND ${isDefault} IS TRUE))
      RETURNING ${selectColumns(def)}`.execute(db);
    const updated = rows.find((r) => Number(r.id) === id) ?? target;
    return { ...rowToRecord(def, updated), cleared: rows.filter((r) => Number(r.id) !== id).map((r) => Number(r.id)) };
  },
};
