// The baseline of the 50-users list bench: a bare Fastify route running the engine's SQL for
// address-list (readListPage: the page with its capped count in one statement, or a held total) with the bench company's
// scope, so the engine's own cost (signature, session, grants, validation, row shaping, envelope) is
// the difference between the two.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { findDomainResource } from '../../src/server/domains';
import { parseListQuery } from '../../src/server/resources/listQuery';
import { readListPage } from '../../src/server/resources/listPage';
import { TotalCache } from '../../src/server/resources/listTotal';

export function serveListBaseline<DB>(app: FastifyInstance, db: Kysely<DB>, customerId: number): void {
  const def = findDomainResource('address')!;
  const scope = { customerId };
  const totals = new TotalCache();
  app.get<{ Querystring: { current?: string; size?: string } }>('/bare/address-list', async (request) => {
    const spec = parseListQuery(def, request.query, 'en');
    const { records, page } = await readListPage(db, def, scope, spec, request.query, 'en', undefined, totals);
    return { success: true, data: { result: records, page }, message: '', exceptioncode: 0 };
  });
}
