// GET auditlog-list: administrators (and company administrators, their company's rows) read the audit log (who, when, resource, record, before and
// after), filtered by account, company, resource, record, operation and date like any list (the engine's list query and
// paging over the auditEntry record type), newest first unless asked otherwise, each row labelled in the
// reader's language (audit/auditLabels.ts). GET auditlog-export: the same filtered trail as csv or xlsx
// with the same labels, itself audited (an export of personal data). There is no write call: the server
// alone appends to the log (audit/auditLog.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import Papa from 'papaparse';
import { Calls } from '../../../shared/wire/calls';
import { XLSX_MEDIA_TYPE } from '../../../shared/wire/fileAnswer';
import { EXPORT_MODES, type ExportMode } from '../../../shared/wire/resourceContract';
import { recordAudit } from '../../audit/auditLog';
import { labelled } from '../../audit/auditLabels';
import type { Database } from '../../db/schema';
import { forbidden, invalidInput } from '../../http/apiError';
import { requestLanguage } from '../../http/language';
import { ok } from '../../http/reply';
import { fieldTitle } from '../../i18n/fieldTitles';
import { readListPage } from '../../resources/listPage';
import { parseListQuery } from '../../resources/listQuery';
import { engineMessage } from '../../resources/messages';
import { rowToRecord } from '../../resources/records';
import { accessOf } from '../../resources/registry';
import { MAX_EXPORT_ROWS } from '../../resources/resourceRoutes';
import { routeSchemas } from '../../resources/routeSchemas';
import { selectRows } from '../../resources/rowStore';
import type { EntityRecord, ResourceDef } from '../../resources/types';
import { toXlsx } from '../../resources/xlsxExport';
import { AUDIT_ENTRY_RESOURCE as def } from './resources';
import { answers } from '../../http/answerSchemas';
import { listData, recordSchema, resourceAnswers } from '../../resources/recordAnswers';

type Query = Record<string, unknown>;

/** What an export of the trail holds, in this order: the labelled columns a reader reads. */
const EXPORT_FIELDS = ['at', 'account', 'customerName', 'resourceTitle', 'operationTitle', 'recordId', 'changes'];
const exportDef: ResourceDef = { ...def, fields: EXPORT_FIELDS.map((name) => def.fields.find((f) => f.name === name)!) };

const FORMULA_START = /^[=+\-@\t\r]/;

export function auditLogRoute(app: FastifyInstance, db: Kysely<Database>): void {
  const lookup = (name: string) => app.resourceEngine.find(name);
  // Newest first unless the caller sorts; the caller's scope: administrators read every row, a company
  // administrator the own company's (a company filter naming another company finds nothing).
  const sortedQuery = (raw: Query): Query => (raw.sort === undefined || raw.sort === '' ? { ...raw, sort: 'id', order: raw.order === undefined || raw.order === '' ? 'desc' : raw.order } : raw);
  const scopeOf = (request: FastifyRequest) => {
    if (!request.principal) throw forbidden();
    return { customerId: request.principal.customerId ?? null };
  };

  app.get(Calls.auditLogList, { config: { access: accessOf(def, 'read') }, schema: { tags: ['audit'], summary: 'The audit log of every change, login and failed login (paged, sorted, filtered; newest first, labelled in the caller language); a company administrator reads the own company’s rows', ...routeSchemas(def).list, response: answers(listData(def, recordSchema(def))) } }, async (request) => {
    const language = requestLanguage(request);
    const query = sortedQuery(request.query as Query);
    const spec = parseListQuery(def, query, language);
    const { records, page } = await readListPage(db, def, scopeOf(request), spec, query, language);
    return ok({ result: records.map((r) => labelled(language, r as EntityRecord & { resource: string; operation: string }, lookup)), page });
  });

  app.get(Calls.auditLogExport, { config: { access: accessOf(def, 'read') }, schema: { tags: ['audit'], summary: 'The filtered audit log as csv or xlsx with the labels of the list (mode current or all); the export is itself audited', ...routeSchemas(def).export, response: resourceAnswers(def).exported } }, async (request, reply) => {
    const language = requestLanguage(request);
    const scope = scopeOf(request);
    const query = sortedQuery(request.query as Query);
    const mode = (query.mode ?? 'current') as ExportMode;
    if (!EXPORT_MODES.includes(mode) || mode === 'selected') {
      throw invalidInput([{ field: 'mode', message: engineMessage(language, 'badMode', { mode: String(mode), modes: 'current, all' }) }]);
    }
    const spec = parseListQuery(def, query, language);
    const rows = mode === 'all' ? await selectRows(db, def, scope, spec, MAX_EXPORT_ROWS) : await selectRows(db, def, scope, spec, spec.size, (spec.page - 1) * spec.size);
    const records = rows.map((r) => labelled(language, rowToRecord(def, r) as EntityRecord & { resource: string; operation: string }, lookup));
    const format = query.format === 'xlsx' ? 'xlsx' : 'csv';
    await recordAudit(db, request.principal!, { resource: 'auditEntry', operation: 'export', after: { format, mode, filter: query.filter ?? null, rows: records.length } });
    if (format === 'xlsx') {
      reply.header('content-type', XLSX_MEDIA_TYPE);
      reply.header('content-disposition', 'attachment; filename="auditlog.xlsx"');
      return reply.send(await toXlsx(exportDef, records, language));
    }
    // Headers are the titles too: a reader's file, never read back by an import.
    const titles = EXPORT_FIELDS.map((name) => fieldTitle(language, def.schema.properties[name]?.title, name));
    const data = records.map((r) => EXPORT_FIELDS.map((name) => {
      const value = r[name];
      if (value === undefined || value === null) return '';
      return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
    }));
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="auditlog.csv"');
    return `\uFEFF${Papa.unparse({ fields: titles, data }, { newline: '\r\n' })}\r\n`;
  });
}
