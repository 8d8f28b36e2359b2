// The baseline of the 50-users list bench: a bare Fastify route running the engine's SQL for
// address-list (listTotal with its own held total, and selectPage for the page) with the bench company's
// scope, so the engine's own cost (signature, session, grants, validation, row shaping, envelope) is
// the difference between the two.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { findDomainResource } from '../../src/server/domains';
import { parseListQuery } from '../../src/server/resources/listQuery';
import { parsePageStart } from '../../src/server/resources/listPaging';
import { listTotal, TotalCache } from '../../src/server/resources/listTotal';
import { selectPage } from '../../src/server/resources/rowStore';

export function serveListBaseline<DB>(app: FastifyInstance, db: Kysely<DB>, customerId: number): void {
  const def = findDomainResource('address')!;
  const scope = { customerId };
  const totals = new TotalCache();
  app.get<{ Querystring: { current?: string; size?: string } }>('/bare/address-list', async (request) => {
    const spec = parseListQuery(def, request.query, 'en');
    const [total, page] = await Promise.all([listTotal(db, def, scope, spec.filters, totals), selectPage(db, def, scope, spec, parsePageStart(spec, request.query, 'en'))]);
    return { success: true, data: { result: page.rows, page: { current: spec.page, size: spec.size, ...total, hasNext: page.hasNext } }, message: '', exceptioncode: 0 };
  });
}
