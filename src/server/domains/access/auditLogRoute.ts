// GET auditlog-list: administrators read the audit log (who, when, resource, record, before and
// after), filtered by account, resource, operation and date like any list (the engine's list query and
// paging over the auditEntry record type), newest first unless asked otherwise. There is no write
// call: the server alone appends to the log (audit/auditLog.ts).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ListPage } from '../../../shared/wire/resourceContract';
import { Calls } from '../../../shared/wire/calls';
import type { Database } from '../../db/schema';
import { requestLanguage } from '../../http/language';
import { ok } from '../../http/reply';
import { cursorOf, parsePageStart } from '../../resources/listPaging';
import { parseListQuery } from '../../resources/listQuery';
import { listTotal } from '../../resources/listTotal';
import { rowToRecord } from '../../resources/records';
import { accessOf } from '../../resources/registry';
import { selectPage } from '../../resources/rowStore';
import { AUDIT_ENTRY_RESOURCE as def } from './resources';

type Query = Record<string, unknown>;

export function auditLogRoute(app: FastifyInstance, db: Kysely<Database>): void {
  app.get(Calls.auditLogList, { config: { access: accessOf(def, 'read') }, schema: { tags: ['auditLog'], summary: 'The audit log of administrative changes (paged, sorted, filtered; newest first)' } }, async (request) => {
    const language = requestLanguage(request);
    const raw = request.query as Query;
    const query = raw.sort === undefined || raw.sort === '' ? { ...raw, sort: 'id', order: raw.order === undefined || raw.order === '' ? 'desc' : raw.order } : raw;
    const spec = parseListQuery(def, query, language);
    const scope = { customerId: null };
    let start = parsePageStart(spec, query, language);
    const counting = listTotal(db, def, scope, spec.filters);
    const counted = start.kind === 'last' ? await counting : null;
    const lastPage = counted ? Math.max(1, Math.ceil(counted.total / spec.size)) : spec.page;
    if (counted?.totalKind === 'exact') start = { kind: 'offset', offset: (lastPage - 1) * spec.size };
    const [total, page] = await Promise.all([counting, selectPage(db, def, scope, spec, start)]);
    const first = page.rows[0];
    const last = page.rows[page.rows.length - 1];
    const answer: ListPage = {
      current: counted ? lastPage : page.hasPrevious ? spec.page : 1,
      size: spec.size,
      ...total,
      hasNext: page.hasNext,
      ...(first ? { prevCursor: cursorOf(spec, first), nextCursor: cursorOf(spec, last) } : {}),
    };
    return ok({ result: page.rows.map((r) => rowToRecord(def, r)), page: answer });
  });
}
