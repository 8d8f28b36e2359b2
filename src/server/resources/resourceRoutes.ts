// The routes of one resource (DESIGN "The wire contract"): `<r>-list`, `<r>-stats`, `<r>` (GET, POST, PUT,
// DELETE), `<r>-import`, `<r>-export`, `<r>/<action>`. Each declares the menu and FuncId it needs; the platform's
// permission hook checks them before any handler runs. The routes parse the wire and answer; the writes'
// pipelines are the records service's (records/: create, update, delete, import).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/access';
import type { Database } from '../db/schema';
import { EXPORT_MODES, type ExportMode, IDEMPOTENCY_FIELD, IMPORT_MODES, type ImportMode, PAYLOAD_FIELD } from '../../shared/wire/resourceContract';
import { ExceptionCode } from '../../shared/wire/envelope';
import { XLSX_MEDIA_TYPE } from '../../shared/wire/fileAnswer';
import { recordAudit } from '../audit/auditLog';
import { ApiError, forbidden, invalidInput, notFound } from '../http/apiError';
import { parseJsonField } from '../http/jsonField';
import { requestLanguage } from '../http/language';
import { ok } from '../http/reply';
import { installChangedHeader } from './changedHeader';
import { COMPANY_FIELD } from './companyChoice';
import { toCsv } from './csvText';
import { parseListQuery } from './listQuery';
import { readListPage } from './listPage';
import { TotalCache } from './listTotal';
import { engineMessage } from './messages';
import { fieldValue, singleFile } from './multipartBody';
import { rowToRecord } from './records';
import { BULK_EDIT_SCHEMA, type BulkEdit, bulkUpdateRecords } from './records/bulkUpdate';
import { createRecord } from './records/create';
import { deleteRecords } from './records/delete';
import { restoreRecords } from './records/restore';
import { BIN_DAYS, binnedName, binRows, MAX_BIN_ROWS } from './softDelete';
import { type ImportInput, importRecords } from './records/import';
import { parseIds, positiveInt } from './records/recordIds';
import { readRecord, type RecordCall, recordService } from './records/recordService';
import { scopeOf } from './records/scope';
import { updateRecord } from './records/update';
import { accessOf } from './registry';
import { resourceAnswers, sharedRecordSchema } from './recordAnswers';
import { routeSchemas } from './routeSchemas';
import { selectByIds, selectRows } from './rowStore';
import { answerOf, pageOf, withSpecPaths } from './specWire';
import { parseStatsQuery } from './statsQuery';
import { statsRows } from './statsStore';
import { toXlsx } from './xlsxExport';
import type { EntityRecord, ResourceDef, ResourceLookup, ResourceOperation } from './types';

/** Rows one export may hold. */
export const MAX_EXPORT_ROWS = 100_000;

type Query = Record<string, unknown>;

type Body = Record<string, unknown> | undefined;

function principalOf(request: FastifyRequest): Principal {
  // The permission hook has resolved it: every route here needs a session.
  if (!request.principal) throw forbidden();
  return request.principal;
}

/** The caller, for the records service. */
const callOf = (request: FastifyRequest): RecordCall => ({ principal: principalOf(request), language: requestLanguage(request) });

/** The record an action names by the payload's id field, when it names one. */
function recordIdOf(def: ResourceDef, payload: unknown): number | null {
  const id = payload && typeof payload === 'object' ? (payload as Record<string, unknown>)[def.idField] : undefined;
  return typeof id === 'number' || typeof id === 'string' ? positiveInt(id) : null;
}

function parsePayload(request: FastifyRequest): EntityRecord {
  const body = request.body as Body;
  return parseJsonField<EntityRecord>(request, PAYLOAD_FIELD, body?.[PAYLOAD_FIELD], { type: 'object' });
}

/** A delete's ids: the JSON array `ids`, or one record named by its id field alone (the spec's `UserId`). */
function deletedIds(request: FastifyRequest, def: ResourceDef): number[] {
  const fields = { ...(request.body as Body), ...(request.query as Query) };
  const single = fields.ids === undefined && def.idField !== 'id' ? fields[def.idField] : undefined;
  const language = requestLanguage(request);
  return single === undefined ? parseIds(fields.ids, def, language) : parseIds(positiveInt(single) === null ? '' : `[${positiveInt(single)}]`, def, language);
}

/** An import's mode and file (and, for forwarder-written rows, the company named), from the form or the query. */
function importInput(request: FastifyRequest): ImportInput {
  const language = requestLanguage(request);
  const query = request.query as Query;
  const modeText = fieldValue(request.body, 'mode') ?? query.mode ?? 'insertTop';
  if (!IMPORT_MODES.includes(modeText as ImportMode)) {
    throw invalidInput([{ field: 'mode', message: engineMessage(language, 'badMode', { mode: String(modeText), modes: IMPORT_MODES.join(', ') }) }]);
  }
  const part = singleFile(request.body, 'file');
  if (!part) throw invalidInput([{ field: 'file', message: engineMessage(language, 'noFile') }]);
  return { mode: modeText as ImportMode, file: part, company: fieldValue(request.body, COMPANY_FIELD) ?? query[COMPANY_FIELD] };
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
  const answers = resourceAnswers(def);
  app.addSchema(sharedRecordSchema(def));
  const service = recordService(db, def, lookup, all);
  const doc = (summary: string, schema: object = {}) => ({ tags: [def.name], summary, ...schema });
  // Approximate list totals, forgotten after any write call in this scope (listTotal.ts).
  const totals = new TotalCache();
  totalsOfScope(app).add(totals);

  app.get(`${base}-list`, { config: access('read'), schema: doc(`List ${def.name} records (paged, sorted, filtered)`, { ...schemas.list, response: answers.list }) }, async (request) => {
    const principal = principalOf(request);
    const spec = withSpecPaths(def, () => parseListQuery(def, request.query as Query, requestLanguage(request)));
    const scope = scopeOf(def, principal);
    const { records, page } = await readListPage(db, def, scope, spec, request.query as Query, requestLanguage(request), service.namesIn(requestLanguage(request)), totals);
    return ok({ result: records, page: pageOf(def, page) });
  });

  app.get(`${base}-stats`, { config: access('read'), schema: doc(`Counts and sums of ${def.name} records per group, with the list's filter`, { ...schemas.stats, response: answers.stats }) }, async (request) => {
    const scope = scopeOf(def, principalOf(request));
    const spec = parseStatsQuery(def, request.query as Query, requestLanguage(request));
    return ok(await statsRows(db, def, scope, spec));
  });

  app.get(base, { config: access('read'), schema: doc(`One ${def.name} record by id`, { ...schemas.get, response: answers.get }) }, async (request) => {
    const scope = scopeOf(def, principalOf(request));
    const id = positiveInt((request.query as Query).id);
    if (id === null) throw invalidInput([{ field: 'id', message: engineMessage(requestLanguage(request), 'badId', { field: 'id' }) }]);
    const record = await readRecord(service, db, scope, id, requestLanguage(request));
    if (!record) throw notFound();
    return ok(record);
  });

  app.post(base, { ...writable, config: writes('create'), schema: doc(`Create a ${def.name} record (form field data: JSON text)`, { ...schemas.create, response: answers.saved }) }, async (request) => {
    const created = await createRecord(service, callOf(request), { payload: () => parsePayload(request), key: (request.body as Body)?.[IDEMPOTENCY_FIELD] });
    return answerOf(def, request, created, 'ok.saved');
  });

  app.put(base, { ...writable, config: writes('update'), schema: doc(`Update a ${def.name} record (data with id and version)`, { ...schemas.update, response: answers.saved }) }, async (request) => {
    const updated = await updateRecord(service, callOf(request), () => parsePayload(request));
    return answerOf(def, request, updated, 'ok.saved');
  });

  app.delete(base, { ...writable, config: writes('delete'), schema: doc(`Delete ${def.name} records (ids: JSON array)`, { ...schemas.delete, response: answers.deleted }) }, async (request) => {
    const deleted = await deleteRecords(service, callOf(request), () => deletedIds(request, def));
    return answerOf(def, request, deleted, 'ok.deleted', { count: deleted.deleted });
  });

  if (def.softDelete) {
    // Soft delete (softDelete.ts): the bin is read with the resource; a restore is an undone delete, so it needs the delete FuncId.
    app.get(`${base}-bin`, { config: access('read'), schema: doc(`The ${def.name} records deleted in the last ${BIN_DAYS} days (newest first, at most ${MAX_BIN_ROWS})`, { ...schemas.bin, response: answers.bin }) }, async (request) => {
      const scope = scopeOf(def, principalOf(request));
      const language = requestLanguage(request);
      const binned = await binRows(db, def, scope);
      return ok({
        result: binned.map(({ row, deletedAt, deletedBy }) => {
          const record = rowToRecord(def, row);
          return { record, name: binnedName(def, record, language), deletedAt: deletedAt.toISOString(), deletedBy };
        }),
      });
    });
    app.post(`${base}-restore`, { ...writable, config: writes('delete'), schema: doc(`Restore deleted ${def.name} records (ids: JSON array)`, { ...schemas.restore, response: answers.restored }) }, async (request) => {
      const restored = await restoreRecords(service, callOf(request), () => parseIds({ ...(request.query as Query), ...(request.body as Body) }.ids, def, requestLanguage(request)));
      return answerOf(def, request, { restored }, 'ok.restored', { count: restored });
    });
  }

  // Opt-in (ResourceSpec.bulkEdit): one field over selected rows, each as a single update, all or nothing.
  if (def.bulkFields.length > 0 && !def.readOnly) app.put(`${base}-bulk`, { config: writes('update'), schema: doc(`Set one field of many ${def.name} records (data: rows with id and version, field, value)`, { ...schemas.bulk, response: answers.bulk }) }, async (request) => {
    const body = request.body as Body;
    return ok(await bulkUpdateRecords(service, callOf(request), () => parseJsonField<BulkEdit>(request, PAYLOAD_FIELD, body?.[PAYLOAD_FIELD], BULK_EDIT_SCHEMA)));
  });

  if (def.importable) app.post(`${base}-import`, { ...writable, config: writes('import'), schema: doc(`Import ${def.name} records from a csv or xlsx file (multipart: file and mode)`, { ...schemas.import, response: answers.imported }) }, async (request) => {
    return ok(await importRecords(service, callOf(request), () => importInput(request)));
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
        // A reading action changes nothing, so it leaves no trail. A writing one on a record logs the
        // record as it was and as it is (a role's old and new grants); one on no record, what it was
        // sent and answered (a secret answer: not that).
        const recordId = action.reads ? null : recordIdOf(def, payload);
        const recordNow = () => (recordId === null ? Promise.resolve(undefined) : readRecord(service, trx as unknown as Kysely<DB>, scope, recordId, language));
        const before = await recordNow();
        const result = await action.run({ db: trx, def, scope, principal, language }, payload);
        if (!action.reads) {
          const after = before === undefined ? (action.secretAnswer ? undefined : result) : await recordNow();
          await recordAudit(trx, principal, { resource: def.name, operation: action.name, recordId, before: before ?? payload, after });
        }
        return result;
      });
      const message = action.message?.(answer);
      return message ? answerOf(def, request, answer, message.key, message.values) : ok(answer);
    };
    const config = { access: accessOf(def, action), ...(action.reads ? {} : { changes: def.name }) };
    app.post(`${base}/${action.name}`, { config, schema: doc(action.summary, { ...schemas.action(action.payloadSchema), response: answers.action(action) }) }, async (request) =>
      run(request, parseJsonField<unknown>(request, PAYLOAD_FIELD, (request.body as Body)?.[PAYLOAD_FIELD], action.payloadSchema)),
    );
    const alias = action.alias;
    if (!alias) continue;
    app.route({
      method: alias.method,
      url: alias.path,
      config,
      schema: doc(action.summary, { ...schemas.alias(alias.fields), response: answers.action(action) }),
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

  app.get(`${base}-export`, { config: access('read'), schema: doc(`Export ${def.name} records as csv or xlsx (mode current, selected or all)`, { ...schemas.export, response: answers.exported }) }, async (request, reply) => {
    const scope = scopeOf(def, principalOf(request));
    const language = requestLanguage(request);
    const query = request.query as Query;
    const modeText = query.mode ?? 'current';
    if (!EXPORT_MODES.includes(modeText as ExportMode)) {
      throw invalidInput([{ field: 'mode', message: engineMessage(language, 'badMode', { mode: String(modeText), modes: EXPORT_MODES.join(', ') }) }]);
    }
    const spec = parseListQuery(def, query, language);
    let rows: Record<string, unknown>[];
    if (modeText === 'selected') rows = await selectByIds(db, def, scope, parseIds(query.ids, def, language));
    else if (modeText === 'all') rows = await selectRows(db, def, scope, spec, MAX_EXPORT_ROWS);
    else rows = await selectRows(db, def, scope, spec, spec.size, (spec.page - 1) * spec.size);
    const records = rows.map((r) => rowToRecord(def, r));
    // An export of records (personal data among them) is on the trail: who, which records, by what filter.
    const principal = principalOf(request);
    await recordAudit(db as unknown as Kysely<Database>, principal, { resource: def.name, operation: 'export', customerId: scope.customerId, after: { format: query.format === 'xlsx' ? 'xlsx' : 'csv', mode: modeText, filter: query.filter ?? null, ...(modeText === 'selected' ? { ids: query.ids } : {}), rows: records.length } });
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
