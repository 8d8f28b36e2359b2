// GET auditlog-list: administrators (and company administrators, their company's rows) read the audit log (who, when, resource, record, before and
// after), filtered by account, resource, operation and date like any list (the engine's list query and
// paging over the auditEntry record type), newest first unless asked otherwise. There is no write
// call: the server alone appends to the log (audit/auditLog.ts).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Calls } from '../../../shared/wire/calls';
import type { Database } from '../../db/schema';
import { requestLanguage } from '../../http/language';
import { ok } from '../../http/reply';
import { readListPage } from '../../resources/listPage';
import { parseListQuery } from '../../resources/listQuery';
import { accessOf } from '../../resources/registry';
import { routeSchemas } from '../../resources/routeSchemas';
import { AUDIT_ENTRY_RESOURCE as def } from './resources';
import { answers } from '../../http/answerSchemas';
import { listData, recordSchema } from '../../resources/recordAnswers';

type Query = Record<string, unknown>;

export function auditLogRoute(app: FastifyInstance, db: Kysely<Database>): void {
  app.get(Calls.auditLogList, { config: { access: accessOf(def, 'read') }, schema: { tags: ['auditLog'], summary: 'The audit log of every change, login and failed login (paged, sorted, filtered; newest first); a company administrator reads the own company’s rows', ...routeSchemas(def).list, response: answers(listData(def, recordSchema(def))) } }, async (request) => {
    const language = requestLanguage(request);
    const raw = request.query as Query;
    const query = raw.sort === undefined || raw.sort === '' ? { ...raw, sort: 'id', order: raw.order === undefined || raw.order === '' ? 'desc' : raw.order } : raw;
    const spec = parseListQuery(def, query, language);
    // The caller's scope: administrators read every row, a company administrator the own company's.
    const { records, page } = await readListPage(db, def, { customerId: request.principal?.customerId ?? null }, spec, query, language);
    return ok({ result: records, page });
  });
}
