// The update pipeline: scope → parse (id, version, no server-managed or unknown field) → the stored
// record, locked (not found, stale version, frozen, another company) → the sent fields over it →
// validate → domain hooks (checkWrite, prepare) → write (row, lines, derive, audit) → after-write.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../audit/auditLog';
import { conflict, invalidInput, notFound } from '../../http/apiError';
import { translate } from '../../i18n/translate';
import { attachChildren, writeChildren } from '../childRows';
import { inColumnRange } from '../columnBounds';
import { COMPANY_FIELD } from '../companyChoice';
import { engineMessage } from '../messages';
import { filledPart, rowToRecord, withCleanLines, writablePart } from '../records';
import { selectByIds, updateRecord as updateRow } from '../rowStore';
import { refusePayload } from '../specWire';
import type { Language } from '../../../shared/constants';
import type { EntityRecord, ResourceDef, Scope } from '../types';
import { serverManagedErrors } from '../writeValidation';
import { positiveInt } from './recordIds';
import { checkedByHooks, hookContext, readRecord, type RecordCall, type RecordService, refuseFrozen, validated } from './recordService';
import { scopeOf } from './scope';

/** An update's payload, parsed: the record named, the version it was read at, the fields sent. */
export interface ParsedUpdate {
  id: number;
  version: number;
  sent: EntityRecord;
  /** A forwarder-written record's company as the payload repeats it (checked against the stored one). */
  namedCompany: unknown;
}

/** The parse step: id and version, no server-managed or unknown field (refused before any row is read). */
export function parseUpdate(def: ResourceDef, language: Language, sent: EntityRecord): ParsedUpdate {
  const keys: ReadonlySet<string> = new Set([def.idField, def.versionField]);
  // A forwarder-written record may repeat its company (as read), never move to another (checked below).
  const namedCompany = def.adminWritten && COMPANY_FIELD in sent ? sent[COMPANY_FIELD] : undefined;
  if (def.adminWritten) delete sent[COMPANY_FIELD];
  const id = positiveInt(sent[def.idField]);
  const sentVersion = sent[def.versionField];
  // Versions start at 1.
  const version = typeof sentVersion === 'number' && sentVersion >= 1 && inColumnRange('integer', sentVersion) ? sentVersion : null;
  const errors = [
    ...(id === null ? [{ field: `/${def.idField}`, message: engineMessage(language, 'badId', { field: def.idField }) }] : []),
    ...(version === null ? [{ field: `/${def.versionField}`, message: engineMessage(language, 'badVersion', { field: def.versionField }) }] : []),
    // Refused before the record is even looked up, whether it exists or not.
    ...serverManagedErrors(def, filledPart(sent, keys), language),
  ];
  if (errors.length > 0) refusePayload(def, errors);
  // Keys the entity does not have are refused even when empty (an empty value would otherwise pass unseen).
  const unknown = Object.keys(sent).filter((key) => !Object.hasOwn(def.schema.properties, key));
  if (unknown.length > 0) refusePayload(def, unknown.map((key) => ({ field: `/${key}`, message: translate(language, 'validation.unknownField', { field: key }) })));
  return { id: id!, version: version!, sent, namedCompany };
}

/** The record as get answers it after the update; `payload` is parsed from the wire once the caller's scope is known. */
export async function updateRecord<DB>(service: RecordService<DB>, call: RecordCall, payload: () => EntityRecord): Promise<EntityRecord> {
  const scope = scopeOf(service.def, call.principal, 'update');
  const parsed = parseUpdate(service.def, call.language, payload());
  return service.db.transaction().execute((trx) => updateInTransaction(service, call, trx, scope, parsed));
}

/**
 * One parsed update inside the caller's transaction (a bulk edit runs one per row in a single one):
 * the stored record locked (not found, stale version, frozen, another company), the sent fields over
 * it, validated, the domain hooks, the write, its audit row and the after-write hook.
 */
export async function updateInTransaction<DB>(service: RecordService<DB>, call: RecordCall, trx: Kysely<DB>, scope: Scope, parsed: ParsedUpdate): Promise<EntityRecord> {
  const { def } = service;
  const { principal, language } = call;
  const { id, version, sent, namedCompany } = parsed;
  const keys: ReadonlySet<string> = new Set([def.idField, def.versionField]);
  const [current] = await selectByIds(trx, def, scope, [id], true);
  if (!current) throw notFound();
  if (Number(current.version) !== version) throw conflict();
  refuseFrozen(def, rowToRecord(def, current), language);
  const owner: Scope = def.adminWritten ? { customerId: Number(current.customer_id) } : scope;
  if (namedCompany !== undefined && namedCompany !== null && namedCompany !== '' && String(namedCompany) !== String(current.customer_id)) {
    throw invalidInput([{ field: `/${COMPANY_FIELD}`, message: engineMessage(language, 'companyKept') }]);
  }
  // The stored record (with its lines) with the sent fields over it: an empty or null value
  // clears a field; sent lines replace the stored ones.
  const [stored] = await attachChildren(trx, def, [rowToRecord(def, current)]);
  const merged = writablePart(def, stored);
  const changes = withCleanLines(def, filledPart(sent, keys));
  for (const key of Object.keys(sent)) if (!(key in changes)) delete merged[key];
  const next = { ...merged, ...changes };
  await validated(service, language, next, owner, trx, 'update', stored);
  const context = hookContext(call, trx, 'update');
  await checkedByHooks(def, context, next, stored);
  const prepared = def.hooks.prepare ? await def.hooks.prepare(next, context, stored) : next;
  const updated = await updateRow(trx, def, scope, id, version, prepared);
  if (!updated) throw conflict();
  await writeChildren(trx, def, id, next);
  await def.hooks.derive?.(context, id, prepared, stored);
  const answer = (await readRecord(service, trx, scope, id, language))!;
  await recordAudit(trx as unknown as Kysely<Database>, principal, { resource: def.name, operation: 'update', recordId: id, customerId: owner.customerId, before: stored, after: answer });
  await def.hooks.afterWrite?.(context, stored, answer);
  return answer;
}
