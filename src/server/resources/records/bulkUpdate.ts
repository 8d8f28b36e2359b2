// The bulk edit pipeline (`PUT <r>-bulk`): one field set to one value on every selected row, each row
// through the single update's own steps (updateInTransaction: the same schema, rules, hooks and audit
// row), all in one transaction. Any refusal (a row of another company, one changed since it was loaded,
// an invalid value) rolls every row back: nothing is written unless everything is.
import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants';
import { ExceptionCode } from '../../../shared/wire/envelope';
import { ApiError, invalidInput, notFound } from '../../http/apiError';
import { engineMessage } from '../messages';
import { rowToRecord } from '../records';
import { selectByIds } from '../rowStore';
import type { ResourceDef } from '../types';
import { positiveInt } from './recordIds';
import type { RecordCall, RecordService } from './recordService';
import { scopeOf } from './scope';
import { parseUpdate, updateInTransaction } from './update';

/** Rows one bulk edit may change (a list page's largest size). */
export const MAX_BULK_ROWS = 500;

/** The payload of `PUT <r>-bulk`: each row with the version it was loaded at, one field and its value. */
export interface BulkEdit {
  rows: { id: number; version: number }[];
  field: string;
  value: unknown;
}

/** The payload's JSON Schema (checked before the handler: ids and versions positive int4, a field name). */
export const BULK_EDIT_SCHEMA = {
  type: 'object',
  required: ['rows', 'field'],
  additionalProperties: false,
  properties: {
    rows: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_BULK_ROWS,
      items: {
        type: 'object',
        required: ['id', 'version'],
        additionalProperties: false,
        properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 }, version: { type: 'integer', minimum: 1, maximum: 2147483647 } },
      },
    },
    field: { type: 'string', maxLength: 100 },
    value: {},
  },
} as const;

/** The number of rows changed; throws (ApiError) with nothing written when any row is refused. */
export async function bulkUpdateRecords<DB>(service: RecordService<DB>, call: RecordCall, payload: () => BulkEdit): Promise<{ updated: number }> {
  const { def } = service;
  const { language } = call;
  const scope = scopeOf(def, call.principal, 'update');
  const edit = payload();
  const ids = edit.rows.map((r) => positiveInt(r.id));
  if (ids.some((id) => id === null) || new Set(ids).size !== ids.length) throw invalidInput([{ field: '/rows', message: engineMessage(language, 'bulkRows', { limit: MAX_BULK_ROWS }) }]);
  if (!def.bulkFields.includes(edit.field)) {
    throw invalidInput([{ field: '/field', message: engineMessage(language, 'bulkField', { field: edit.field, fields: def.bulkFields.join(', ') }) }]);
  }
  const value = edit.value === undefined ? null : edit.value;
  const updateOf = (row: BulkEdit['rows'][number]) => parseUpdate(def, language, { [def.idField]: row.id, [def.versionField]: row.version, [edit.field]: value });
  // The value is refused before any row is read when the field's parse refuses it (server-managed, unknown).
  updateOf(edit.rows[0]);
  return service.db.transaction().execute(async (trx) => {
    // Every row locked first: one the caller's scope does not reach (another company's) refuses the whole edit.
    const current = await selectByIds(trx, def, scope, ids as number[], true);
    if (current.length !== ids.length) throw notFound();
    const stale = staleRows(def, current, edit.rows, language);
    if (stale.length > 0) throw new ApiError(ExceptionCode.Conflict, 'error.bulkStale', { count: stale.length, keys: stale.join(', ') });
    for (const row of edit.rows) await updateInTransaction(service, call, trx as unknown as Kysely<DB>, scope, updateOf(row));
    return { updated: edit.rows.length };
  });
}

/** The rows whose stored version is not the one the caller loaded, each named as people know it (its display or search field, else its key). */
function staleRows(def: ResourceDef, current: Record<string, unknown>[], sent: BulkEdit['rows'], language: Language): string[] {
  const versions = new Map(sent.map((r) => [r.id, r.version]));
  const nameField = def.display?.[language] ?? def.display?.en ?? def.search?.fields[0].name ?? def.keyField;
  return current.filter((row) => Number(row.version) !== versions.get(Number(row.id))).map((row) => String(rowToRecord(def, row)[nameField] ?? row.id));
}
