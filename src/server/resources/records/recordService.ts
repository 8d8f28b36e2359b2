// The records service of one resource: the steps its write pipelines share (create.ts, update.ts,
// delete.ts, import.ts). Each pipeline runs parse → scope → validate → domain hooks → write →
// after-write; the routes (resourceRoutes.ts) parse the wire, call one pipeline and answer, and the
// changed header and the list totals' reset (notify) follow every write call there.
import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants';
import type { Principal } from '../../auth/access';
import type { Database } from '../../db/schema';
import { invalidInput } from '../../http/apiError';
import { translate } from '../../i18n/translate';
import { loadMenuRules } from '../../requiredConfig/load';
import { attachChildren } from '../childRows';
import { rowToRecord } from '../records';
import { checkReferences } from '../referenceCheck';
import { heldReferenceNames, withReferenceNames } from '../referenceNames';
import { selectByIds } from '../rowStore';
import { refusePayload } from '../specWire';
import type { EntityRecord, HookContext, HookOperation, ReferenceNames, ResourceDef, ResourceLookup, Scope } from '../types';
import { validateWrite, type WriteTarget } from '../writeValidation';

/** Who calls, in which language: what every pipeline step needs of the request. */
export interface RecordCall {
  principal: Principal;
  language: Language;
}

export interface RecordService<DB> {
  db: Kysely<DB>;
  def: ResourceDef;
  lookup: ResourceLookup;
  /** Every resource served (a delete looks for records referring to the ones it removes). */
  all: () => readonly ResourceDef[];
  /** The reference names a record is read with, per language. */
  namesIn: (language: Language) => ReferenceNames;
  /** A create requires what only a create takes; an update does not take create-only fields at all. */
  targets: Record<'create' | 'update', WriteTarget>;
}

export function recordService<DB>(db: Kysely<DB>, def: ResourceDef, lookup: ResourceLookup, all: () => readonly ResourceDef[]): RecordService<DB> {
  return {
    db,
    def,
    lookup,
    all,
    namesIn: heldReferenceNames(def, lookup),
    targets: {
      create: { name: `${def.name}.create`, schema: def.schema, require: def.requiredOnCreate },
      update: { name: `${def.name}.update`, schema: def.schema, omit: [...def.createOnly] },
    },
  };
}

/** One record as get answers it: its lines, and its reference names in the caller's language. */
export async function readRecord<DB>(service: RecordService<DB>, executor: Kysely<DB>, scope: Scope, id: number, language: Language): Promise<EntityRecord | undefined> {
  const { def } = service;
  const names = service.namesIn(language);
  const [row] = await selectByIds(executor, def, scope, [id], false, names);
  if (!row) return undefined;
  return (await attachChildren(executor, def, [withReferenceNames(rowToRecord(def, row), row, names)]))[0];
}

/**
 * The validate step: the schema with the menu's required-field rules, the domain's `check`, then the
 * references. `executor` is the transaction when inside one (PGlite has one connection: never mix);
 * `stored` is the record an update changes (a deactivated code it already holds may stay).
 */
export async function validated<DB>(service: RecordService<DB>, language: Language, record: EntityRecord, scope: Scope, executor: Kysely<DB>, operation: 'create' | 'update', stored: EntityRecord = {}): Promise<void> {
  const { def } = service;
  const rules = await loadMenuRules(executor, def.menuCd);
  const errors = validateWrite(service.targets[operation], record, rules, language);
  if (errors.length === 0 && def.hooks.check) errors.push(...def.hooks.check(record, language));
  if (errors.length === 0) errors.push(...(await checkReferences(executor, service.lookup, def, scope, [record], language, undefined, stored)));
  if (errors.length > 0) refusePayload(def, errors);
}

export function hookContext<DB>(call: RecordCall, executor: Kysely<DB>, operation: HookOperation): HookContext {
  // The engine always runs on the app's database (engine.ts), whose tables the domains' hooks query typed.
  return { db: executor as unknown as Kysely<Database>, principal: call.principal, language: call.language, operation };
}

/** The domain's own checks of a valid write (ResourceHooks.checkWrite), refused as field errors. */
export async function checkedByHooks(def: ResourceDef, context: HookContext, record: EntityRecord, stored?: EntityRecord): Promise<void> {
  const errors = def.hooks.checkWrite ? await def.hooks.checkWrite(record, context, stored) : [];
  if (errors.length > 0) refusePayload(def, errors);
}

/** A stored record its resource keeps out of the plain editor (ResourceHooks.frozen): refused, naming why, in the caller's language. */
export function refuseFrozen(def: ResourceDef, stored: EntityRecord, language: Language): void {
  const frozen = def.hooks.frozen?.(stored, language);
  if (!frozen) return;
  const values = frozen.values ?? {};
  throw invalidInput([{ field: frozen.field, message: translate(language, frozen.key, values) }], frozen.key, values);
}
