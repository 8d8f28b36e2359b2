// The routes of one resource (DESIGN "The wire contract"): `<r>-list`, `<r>-stats`, `<r>` (GET, POST, PUT,
// DELETE), `<r>-import`, `<r>-export`, `<r>/<action>`. Each declares the menu and FuncId it needs; the platform's
// permission hook checks them before any handler runs. Writes are validated and run in a transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/access';
import type { Database } from '../db/schema';
import { EXPORT_MODES, type ExportMode, IDEMPOTENCY_FIELD, IMPORT_MODES, type ImportMode, MAX_PAGE_SIZE, PAYLOAD_FIELD } from '../../shared/wire/resourceContract';
import { installChangedHeader } from './changedHeader';
import { claimKey, keepKey, recordOfKey } from './createKeys';
import { ApiError, conflict, forbidden, invalidInput, notFound } from '../http/apiError';
import { ExceptionCode, type FieldError } from '../../shared/wire/envelope';
import type { Language } from '../../shared/constants';
import { parseJsonField } from '../http/jsonField';
import { requestLanguage } from '../http/language';
import { translate } from '../i18n/translate';
import { ok } from '../http/reply';
import { INT4_MAX, inColumnRange } from './columnBounds';
import { toCsv } from './csvText';
import { checkImportFile, ImportBusy } from './importParser';
import { IMPORT_LIMITS, MAX_REPORTED_ERRORS } from './importLimits';
import type { ImportCheck } from './importRows';
import { parseListQuery } from './listQuery';
import { engineMessage } from './messages';
import { fieldValue, singleFile } from './multipartBody';
import { type EntityRecord, filledPart, rowToRecord, writablePart, withCleanLines, writeOnlyPart } from './records';
import { accessOf, type ResourceDef, type ResourceOperation } from './registry';
import { loadMenuRules } from '../requiredConfig/load';
import { referencedBy } from './deleteGuard';
import { deleteByIds, deleteScope, insertRecords, selectByIds, selectRows, updateRecord } from './rowStore';
import { readListPage } from './listPage';
import { TotalCache } from './listTotal';
import type { Scope } from './sqlParts';
import { UnreadableFile } from './tabularData';
import { serverManagedErrors, validateWrite } from './writeValidation';
import { attachChildren, deleteChildren, writeChildren } from './childRows';
import { checkReferences, type ResourceLookup } from './referenceCheck';
import { heldReferenceNames, withReferenceNames } from './referenceNames';
import { routeSchemas } from './routeSchemas';
import { toXlsx } from './xlsxExport';
import { parseStatsQuery } from './statsQuery';
import { statsRows } from './statsStore';
import { recordAudit } from '../audit/auditLog';
import { chosenCompany, COMPANY_FIELD } from './companyChoice';
import type { HookContext, HookOperation } from './resourceHooks';
import { answerOf, pageOf, refusePayload, withSpecPaths } from './specWire';
import { XLSX_MEDIA_TYPE } from '../../shared/wire/fileAnswer';

/** Rows one export may hold. */
export const MAX_EXPORT_ROWS = 100_000;
/** Ids one delete or selected export may name. */
export const MAX_IDS = MAX_PAGE_SIZE;

type Query = Record<string, unknown>;

type Body = Record<string, unknown> | undefined;

function principalOf(request: FastifyRequest): Principal {
  // The permission hook has resolved it: every route here needs a session.
  if (!request.principal) throw forbidden();
  return request.principal;
}

/** The company scope, narrowed by the resource's own row scope for this operation (resourceHooks.ts). */
function scopeOf(def: ResourceDef, principal: Principal, operation: HookOperation = 'read'): Scope {
  const scope = companyScopeOf(def, principal);
  const rows = def.hooks.rowScope?.(principal, operation);
  return rows ? { ...scope, rows } : scope;
}

function companyScopeOf(def: ResourceDef, principal: Principal): Scope {
  if (def.ownedThrough) {
    if (principal.kind === 'admin') return { customerId: null };
    if (principal.customerId === null) throw forbidden();
    return { customerId: principal.customerId };
  }
  if (!def.customerScoped) return { customerId: null };
  // Company-owned rows the forwarder writes: administrators work across companies (companyChoice.ts).
  if (def.adminWritten && principal.kind === 'admin') return { customerId: null };
  if (principal.customerId === null) throw forbidden();
  return { customerId: principal.customerId };
}

const positiveInt = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= INT4_MAX ? n : null;
};

function parseIds(request: FastifyRequest, raw: unknown, def: ResourceDef): number[] {
  const language = requestLanguage(request);
  // The spec's wire names the element that is wrong (`/ids/0`).
  const bad = (index?: number) => invalidInput([{ field: def.specWire && index !== undefined ? `/ids/${index}` : 'ids', message: engineMessage(language, 'badIds') }]);
  if (typeof raw !== 'string') throw bad();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_IDS) throw bad();
  const ids = parsed.map(positiveInt);
  if (ids.some((id) => id === null)) throw bad(ids.indexOf(null));
  return [...new Set(ids as number[])];
}

/** Why a file could not be read, in the user's words, naming the limit it passed. */
export function unreadableError(error: UnreadableFile, language: Language): FieldError {
  const values = { row: error.row ?? 0 };
  const message =
    error.reason === 'limit'
      ? error.limit === 'maxRows'
        ? engineMessage(language, 'tooManyRows', { limit: IMPORT_LIMITS.maxRows })
        : error.limit === 'maxColumns'
          ? engineMessage(language, 'tooManyColumns', { limit: IMPORT_LIMITS.maxColumns })
          : error.limit === 'maxCellChars'
            ? engineMessage(language, 'cellTooLong', { ...values, limit: IMPORT_LIMITS.maxCellChars })
            : engineMessage(language, 'tooLargeUnpacked', { limit: Math.round(IMPORT_LIMITS.maxUncompressedBytes / (1024 * 1024)) })
      : engineMessage(language, error.reason === 'type' ? 'fileType' : error.reason === 'empty' ? 'empty' : error.row ? 'malformedAt' : 'malformed', values);
  return { field: 'file', row: error.row, message };
}

/** The record an action names by the payload's id field, when it names one. */
function recordIdOf(def: ResourceDef, payload: unknown): number | null {
  const id = payload && typeof payload === 'object' ? (payload as Record<string, unknown>)[def.idField] : undefined;
  return typeof id === 'number' || typeof id === 'string' ? positiveInt(id) : null;
}

function parsePayload(request: FastifyRequest): EntityRecord {
  const body = request.body as Body;
  return parseJsonField<EntityRecord>(request, PAYLOAD_FIELD, body?.[PAYLOAD_FIELD], { type: 'object' });
}

/** A stored record its resource keeps out of the plain editor: refused, naming why, in the caller's language. */
function refuseFrozen(def: ResourceDef, stored: EntityRecord, language: Language): void {
  const frozen = def.frozen?.(stored, language);
  if (!frozen) return;
  const values = frozen.values ?? {};
  throw invalidInput([{ field: frozen.field, message: translate(language, frozen.key, values) }], frozen.key, values);
}

/** The list totals of each scope's resources, forgotten together after any write call in the scope: one hook per scope, not one per resource. */
const scopeTotals = new WeakMap<FastifyInstance, Set<TotalCache>>();

function totalsOfScope(app: FastifyInstance): Set<TotalCache> {
  const known = scopeTotals.get(app);
  if (known) return known;
  const totals = new Set<TotalCache>();
  scopeTotals.set(app, totals);
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET') for (const cache of totals) cache.clear();
    done();
  });
  return totals;
}

export function registerResourceRoutes<DB>(app: FastifyInstance, db: Kysely<DB>, def: ResourceDef, lookup: ResourceLookup, all: () => readonly ResourceDef[] = () => []): void {
  const base = `/${def.name}`;
  const access = (operation: ResourceOperation) => ({ access: accessOf(def, operation) });
  // A write's answer names the resource it changed (changedHeader.ts).
  const writes = (operation: ResourceOperation) => ({ ...access(operation), changes: def.name });
  installChangedHeader(app);
  // A read-only resource answers every write "read only", before its body is looked at.
  const writable = def.readOnly
    ? {
        preHandler: async () => {
          throw new ApiError(ExceptionCode.Forbidden, 'error.readOnlyResource');
        },
      }
    : {};
  const schemas = routeSchemas(def);
  const namesIn = heldReferenceNames(def, lookup);
  const doc = (summary: string, schema: object = {}) => ({ tags: [def.name], summary, ...schema });
  // Approximate list totals, forgotten after any write call in this scope (listTotal.ts).
  const totals = new TotalCache();
  totalsOfScope(app).add(totals);

  // A create requires what only a create takes; an update does not take create-only fields at all.
  const targets = {
    create: { name: `${def.name}.create`, schema: def.schema, require: def.requiredOnCreate },
    update: { name: `${def.name}.update`, schema: def.schema, omit: [...def.createOnly] },
  };

  /**
   * `executor` is the transaction when inside one (PGlite has one connection: never mix); `stored` is
   * the record an update changes (a deactivated code it already holds may stay).
   */
  async function validated(request: FastifyRequest, record: EntityRecord, scope: Scope, executor: Kysely<DB> = db, operation: 'create' | 'update' = 'create', stored: EntityRecord = {}): Promise<void> {
    const rules = await loadMenuRules(executor, def.menuCd);
    const language = requestLanguage(request);
    const errors = validateWrite(targets[operation], record, rules, language);
    if (errors.length === 0 && def.check) errors.push(...def.check(record, language));
    if (errors.length === 0) errors.push(...(await checkReferences(executor, lookup, def, scope, [record], language, undefined, stored)));
    if (errors.length > 0) refusePayload(def, errors);
  }

  const hookContext = (request: FastifyRequest, executor: Kysely<DB>, operation: HookOperation): HookContext => ({
    db: executor as unknown as Kysely<Database>,
    principal: principalOf(request),
    language: requestLanguage(request),
    operation,
  });

  /** The domain's own checks of a valid write (resourceHooks.ts), refused as field errors. */
  async function checkedByHooks(context: HookContext, record: EntityRecord, stored?: EntityRecord): Promise<void> {
    const errors = def.hooks.checkWrite ? await def.hooks.checkWrite(record, context, stored) : [];
    if (errors.length > 0) refusePayload(def, errors);
  }

  /** One record as get answers it: its lines, and its reference names in the request's language. */
  async function readRecord(request: FastifyRequest, executor: Kysely<DB>, scope: Scope, id: number): Promise<EntityRecord | undefined> {
    const names = namesIn(requestLanguage(request));
    const [row] = await selectByIds(executor, def, scope, [id], false, names);
    if (!row) return undefined;
    return (await attachChildren(executor, def, [withReferenceNames(rowToRecord(def, row), row, names)]))[0];
  }

  app.get(`${base}-list`, { config: access('read'), schema: doc(`List ${def.name} records (paged, sorted, filtered)`, schemas.list) }, async (request) => {
    const principal = principalOf(request);
    const spec = withSpecPaths(def, () => parseListQuery(def, request.query as Query, requestLanguage(request)));
    const scope = scopeOf(def, principal);
    const { records, page } = await readListPage(db, def, scope, spec, request.query as Query, requestLanguage(request), namesIn(requestLanguage(request)), totals);
    return ok({ result: records, page: pageOf(def, page) });
  });

  app.get(`${base}-stats`, { config: access('read'), schema: doc(`Counts and sums of ${def.name} records per group, with the list's filter`, schemas.stats) }, async (request) => {
    const scope = scopeOf(def, principalOf(request));
    const spec = parseStatsQuery(def, request.query as Query, requestLanguage(request));
    return ok(await statsRows(db, def, scope, spec));
  });

  app.get(base, { config: access('read'), schema: doc(`One ${def.name} record by id`, schemas.get) }, async (request) => {
    const scope = scopeOf(def, principalOf(request));
    const id = positiveInt((request.query as Query).id);
    if (id === null) throw invalidInput([{ field: 'id', message: engineMessage(requestLanguage(request), 'badId', { field: 'id' }) }]);
    const record = await readRecord(request, db, scope, id);
    if (!record) throw notFound();
    return ok(record);
  });

  app.post(base, { ...writable, config: writes('create'), schema: doc(`Create a ${def.name} record (form field data: JSON text)`, schemas.create) }, async (request) => {
    const principal = principalOf(request);
    const scope = scopeOf(def, principal, 'create');
    const payload = parsePayload(request);
    // An administrator names the company a forwarder-written record belongs to; it is validated and stored in that company.
    const owner = def.adminWritten ? await chosenCompany(db, payload, requestLanguage(request)) : scope;
    const record = withCleanLines(def, { ...filledPart(payload), ...writeOnlyPart(def, payload) });
    // A create sent again with its key (a retry, a second click) answers the record the key made (createKeys.ts).
    const key = (request.body as Body)?.[IDEMPOTENCY_FIELD];
    const keyed = typeof key === 'string' ? { owner: { resource: def.name, userId: principal.userId }, key } : null;
    const made = keyed ? await recordOfKey(db, keyed.owner, keyed.key) : null;
    const replayed = made === null ? undefined : await readRecord(request, db, scope, made);
    if (replayed) return answerOf(def, request, replayed, 'ok.saved');
    await validated(request, record, owner);
    // Prepared before the transaction: a password's hash takes tens of milliseconds no lock should wait for.
    const prepared = def.hooks.prepare ? await def.hooks.prepare(record, hookContext(request, db, 'create')) : record;
    // The record and its lines in one transaction: all or nothing.
    const created = await db.transaction().execute(async (trx) => {
      if (keyed) {
        const claim = await claimKey(trx, keyed.owner, keyed.key);
        const first = claim === 'claimed' ? undefined : await readRecord(request, trx, scope, claim);
        if (first) return first;
      }
      const context = hookContext(request, trx, 'create');
      await checkedByHooks(context, prepared);
      const [row] = await insertRecords(trx, def, { scope: owner, userId: principal.userId }, [prepared]);
      await writeChildren(trx, def, Number(row.id), record);
      await def.hooks.derive?.(context, Number(row.id), prepared);
      if (keyed) await keepKey(trx, keyed.owner, keyed.key, Number(row.id));
      // Answered as get answers it (lines and reference names), so the client needs no second read.
      const answer = (await readRecord(request, trx, scope, Number(row.id)))!;
      await recordAudit(trx as unknown as Kysely<Database>, principal, { resource: def.name, operation: 'create', recordId: Number(row.id), after: answer });
      await def.hooks.afterWrite?.(context, undefined, answer);
      return answer;
    });
    return answerOf(def, request, created, 'ok.saved');
  });

  app.put(base, { ...writable, config: writes('update'), schema: doc(`Update a ${def.name} record (data with id and version)`, schemas.update) }, async (request) => {
    const principal = principalOf(request);
    const scope = scopeOf(def, principal, 'update');
    const language = requestLanguage(request);
    const payload = parsePayload(request);
    const keys: ReadonlySet<string> = new Set([def.idField, def.versionField]);
    // A forwarder-written record may repeat its company (as read), never move to another (checked below).
    const namedCompany = def.adminWritten && COMPANY_FIELD in payload ? payload[COMPANY_FIELD] : undefined;
    if (def.adminWritten) delete payload[COMPANY_FIELD];
    const id = positiveInt(payload[def.idField]);
    const sentVersion = payload[def.versionField];
    // Versions start at 1.
    const version = typeof sentVersion === 'number' && sentVersion >= 1 && inColumnRange('integer', sentVersion) ? sentVersion : null;
    const errors = [
      ...(id === null ? [{ field: `/${def.idField}`, message: engineMessage(language, 'badId', { field: def.idField }) }] : []),
      ...(version === null ? [{ field: `/${def.versionField}`, message: engineMessage(language, 'badVersion', { field: def.versionField }) }] : []),
      // Refused before the record is even looked up, whether it exists or not.
      ...serverManagedErrors(def, filledPart(payload, keys), language),
    ];
    if (errors.length > 0) refusePayload(def, errors);
    // Keys the entity does not have are refused even when empty (an empty value would otherwise pass unseen).
    const unknown = Object.keys(payload).filter((key) => !Object.hasOwn(def.schema.properties, key));
    if (unknown.length > 0) refusePayload(def, unknown.map((key) => ({ field: `/${key}`, message: translate(language, 'validation.unknownField', { field: key }) })));
    const row = await db.transaction().execute(async (trx) => {
      const [current] = await selectByIds(trx, def, scope, [id!], true);
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
      const changes = withCleanLines(def, filledPart(payload, keys));
      for (const key of Object.keys(payload)) if (!(key in changes)) delete merged[key];
      const next = { ...merged, ...changes };
      await validated(request, next, owner, trx, 'update', stored);
      const context = hookContext(request, trx, 'update');
      await checkedByHooks(context, next, stored);
      const prepared = def.hooks.prepare ? await def.hooks.prepare(next, context, stored) : next;
      const updated = await updateRecord(trx, def, scope, id!, version!, prepared);
      if (!updated) throw conflict();
      await writeChildren(trx, def, id!, next);
      await def.hooks.derive?.(context, id!, prepared, stored);
      const answer = (await readRecord(request, trx, scope, id!))!;
      await recordAudit(trx as unknown as Kysely<Database>, principal, { resource: def.name, operation: 'update', recordId: id, before: stored, after: answer });
      await def.hooks.afterWrite?.(context, stored, answer);
      return answer;
    });
    return answerOf(def, request, row, 'ok.saved');
  });

  app.delete(base, { ...writable, config: writes('delete'), schema: doc(`Delete ${def.name} records (ids: JSON array)`, schemas.delete) }, async (request) => {
    const principal = principalOf(request);
    const scope = scopeOf(def, principal, 'delete');
    const fields = { ...(request.body as Body), ...(request.query as Query) };
    // One record may also be named by its id field alone (the spec's `UserId`).
    const single = fields.ids === undefined && def.idField !== 'id' ? fields[def.idField] : undefined;
    const ids = single === undefined ? parseIds(request, fields.ids, def) : parseIds(request, positiveInt(single) === null ? '' : `[${positiveInt(single)}]`, def);
    const deleted = await db.transaction().execute(async (trx) => {
      const refused = def.hooks.checkDelete ? await def.hooks.checkDelete(ids, hookContext(request, trx, 'delete')) : [];
      if (refused.length > 0) refusePayload(def, refused);
      // What goes, as it was, for the audit log (only administrators' deletes are logged).
      const gone = principal.kind === 'admin' ? await attachChildren(trx, def, (await selectByIds(trx, def, scope, ids)).map((r) => rowToRecord(def, r))) : [];
      for (const record of gone) await recordAudit(trx as unknown as Kysely<Database>, principal, { resource: def.name, operation: 'delete', recordId: Number(record.id), before: record });
      if (def.frozen) for (const row of await selectByIds(trx, def, scope, ids)) refuseFrozen(def, rowToRecord(def, row), requestLanguage(request));
      // In use: the resource's own rule (a role users hold), then any record that refers to these.
      const held = def.inUse ? await def.inUse(trx as unknown as Kysely<Database>, ids, requestLanguage(request)) : [];
      if (held.length > 0) throw invalidInput(held);
      const inUse = await referencedBy(trx, all(), def, scope, ids, requestLanguage(request));
      if (inUse.length > 0) throw invalidInput(inUse.slice(0, MAX_REPORTED_ERRORS), 'error.inUse', { detail: inUse[0].message });
      await deleteChildren(trx, def, scope, ids);
      const count = await deleteByIds(trx, def, scope, ids);
      // One id that is not the caller's (or does not exist) and nothing is deleted.
      if (count !== ids.length) throw notFound();
      return count;
    });
    return answerOf(def, request, { deleted }, 'ok.deleted', { count: deleted });
  });

  if (def.importable) app.post(`${base}-import`, { ...writable, config: writes('import'), schema: doc(`Import ${def.name} records from a csv or xlsx file (multipart: file and mode)`, schemas.import) }, async (request) => {
    const principal = principalOf(request);
    const scope = scopeOf(def, principal);
    const language = requestLanguage(request);
    const modeText = fieldValue(request.body, 'mode') ?? (request.query as Query).mode ?? 'insertTop';
    if (!IMPORT_MODES.includes(modeText as ImportMode)) {
      throw invalidInput([{ field: 'mode', message: engineMessage(language, 'badMode', { mode: String(modeText), modes: IMPORT_MODES.join(', ') }) }]);
    }
    const mode = modeText as ImportMode;
    const part = singleFile(request.body, 'file');
    if (!part) throw invalidInput([{ field: 'file', message: engineMessage(language, 'noFile') }]);
    // Forwarder-written rows: the form names the company the file's rows belong to; covering replaces only its rows.
    const owner = def.adminWritten ? await chosenCompany(db, { [COMPANY_FIELD]: fieldValue(request.body, COMPANY_FIELD) ?? (request.query as Query)[COMPANY_FIELD] }, language, COMPANY_FIELD) : scope;
    const rules = await loadMenuRules(db, def.menuCd);
    let checked: ImportCheck;
    try {
      checked = await checkImportFile({ resource: def.name, schema: def.schema, write: def.write, filename: part.filename, content: part.content, rules, language });
    } catch (error) {
      if (error instanceof ImportBusy) throw new ApiError(ExceptionCode.RateLimited, 'error.importBusy');
      if (!(error instanceof UnreadableFile)) throw error;
      throw invalidInput([unreadableError(error, language)]);
    }
    if (checked.errors.length > 0) throw invalidInput(checked.errors.slice(0, MAX_REPORTED_ERRORS));
    // The domain's own checks (functions do not travel to the worker).
    const checkErrors = def.check ? checked.records.flatMap((record, i) => def.check!(record, language).map((e) => ({ ...e, row: checked.rowNumbers?.[i] }))) : [];
    if (checkErrors.length > 0) throw invalidInput(checkErrors.slice(0, MAX_REPORTED_ERRORS));
    const refErrors = await checkReferences(db, lookup, def, owner, checked.records, language, (i) => checked.rowNumbers?.[i]);
    if (refErrors.length > 0) throw invalidInput(refErrors.slice(0, MAX_REPORTED_ERRORS));
    // insertTop, insertBottom and insert differ only in where the grid shows the rows; the server
    // keeps the file's order. covering first removes the caller's rows, in the same transaction.
    const result = await db.transaction().execute(async (trx) => {
      if (mode === 'covering' && def.inUse) {
        const old = (await selectRows(trx, def, owner, { filters: [], sort: { field: def.fields.find((f) => f.name === 'id')!, order: 'asc' } }, null)).map((r) => Number(r.id));
        const inUse = old.length > 0 ? await def.inUse(trx as unknown as Kysely<Database>, old, language) : [];
        if (inUse.length > 0) throw invalidInput(inUse);
      }
      if (mode === 'covering') await deleteChildren(trx, def, owner, null);
      const removed = mode === 'covering' ? await deleteScope(trx, def, owner) : 0;
      const rows = await insertRecords(trx, def, { scope: owner, userId: principal.userId }, checked.records);
      await recordAudit(trx as unknown as Kysely<Database>, principal, { resource: def.name, operation: 'import', after: { file: part.filename, mode, imported: rows.length, removed, ids: rows.map((r) => Number(r.id)) } });
      return { imported: rows.length, removed };
    });
    return ok(result);
  });

  for (const action of def.actions) {
    /** Runs the action on a payload that passed its schema, in one transaction (unless it reads and needs none). */
    const run = async (request: FastifyRequest, payload: unknown) => {
      const principal = principalOf(request);
      const scope = scopeOf(def, principal, action.name);
      const language = requestLanguage(request);
      const inTransaction = (work: (db: Kysely<Database>) => Promise<unknown>) =>
        action.reads && action.withoutTransaction ? work(db as unknown as Kysely<Database>) : db.transaction().execute((trx) => work(trx as unknown as Kysely<Database>));
      // The engine always runs on the app's database (engine.ts), whose tables actions query typed.
      const answer = await inTransaction(async (trx) => {
        const result = await action.run({ db: trx, def, scope, principal, language }, payload);
        // A reading action changes nothing, so it leaves no trail; a writing one logs what it was sent and answered (a secret answer: not that).
        if (!action.reads) await recordAudit(trx, principal, { resource: def.name, operation: action.name, recordId: recordIdOf(def, payload), before: payload, ...(action.secretAnswer ? {} : { after: result }) });
        return result;
      });
      const message = action.message?.(answer);
      return message ? answerOf(def, request, answer, message.key, message.values) : ok(answer);
    };
    const config = { access: accessOf(def, action), ...(action.reads ? {} : { changes: def.name }) };
    app.post(`${base}/${action.name}`, { config, schema: doc(action.summary, schemas.action(action.payloadSchema)) }, async (request) =>
      run(request, parseJsonField<unknown>(request, PAYLOAD_FIELD, (request.body as Body)?.[PAYLOAD_FIELD], action.payloadSchema)),
    );
    const alias = action.alias;
    if (!alias) continue;
    app.route({
      method: alias.method,
      url: alias.path,
      config,
      schema: doc(action.summary, schemas.alias(alias.fields)),
      handler: async (request) => {
        // The spec's call names its fields as form (or query) fields: they become the action's payload.
        const fields = { ...(request.query as Query), ...(request.body as Body) };
        const payload = Object.fromEntries(
          Object.entries(alias.fields).flatMap(([name, kind]) => {
            const raw = fields[name];
            if (raw === undefined) return [];
            return [[name, kind === 'integer' && typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw]];
          }),
        );
        return run(request, parseJsonField<unknown>(request, PAYLOAD_FIELD, JSON.stringify(payload), action.payloadSchema));
      },
    });
  }

  app.get(`${base}-export`, { config: access('read'), schema: doc(`Export ${def.name} records as csv or xlsx (mode current, selected or all)`, schemas.export) }, async (request, reply) => {
    const scope = scopeOf(def, principalOf(request));
    const language = requestLanguage(request);
    const query = request.query as Query;
    const modeText = query.mode ?? 'current';
    if (!EXPORT_MODES.includes(modeText as ExportMode)) {
      throw invalidInput([{ field: 'mode', message: engineMessage(language, 'badMode', { mode: String(modeText), modes: EXPORT_MODES.join(', ') }) }]);
    }
    const spec = parseListQuery(def, query, language);
    let rows: Record<string, unknown>[];
    if (modeText === 'selected') rows = await selectByIds(db, def, scope, parseIds(request, query.ids, def));
    else if (modeText === 'all') rows = await selectRows(db, def, scope, spec, MAX_EXPORT_ROWS);
    else rows = await selectRows(db, def, scope, spec, spec.size, (spec.page - 1) * spec.size);
    const records = rows.map((r) => rowToRecord(def, r));
    if (query.format === 'xlsx') {
      reply.header('content-type', XLSX_MEDIA_TYPE);
      reply.header('content-disposition', `attachment; filename="${def.name}.xlsx"`);
      return reply.send(await toXlsx(def, records, language));
    }
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${def.name}.csv"`);
    return toCsv(def, records);
  });
}
