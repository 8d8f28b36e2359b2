// The baseline of the list benches: a bare Fastify route running the engine's own SQL for `<resource>-list`
// (readListPage: the page with its reference names and its capped count in one statement, or a held total),
// for the bench company's scope and the query it is given, so the engine's own cost (signature, session,
// grants, route schema, envelope) is the difference between the two. `/bare/list/booking?current=2&…`
// answers what `booking-list?current=2&…` does for a user of Demo Trading Co.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { findDomainResource } from '../../src/server/domains';
import { parseListQuery } from '../../src/server/resources/listQuery';
import { readListPage } from '../../src/server/resources/listPage';
import { TotalCache } from '../../src/server/resources/listTotal';
import { heldReferenceNames } from '../../src/server/resources/referenceNames';
import type { ResourceDef } from '../../src/server/resources/types';

interface Baseline {
  def: ResourceDef;
  names: ReturnType<typeof heldReferenceNames>;
  totals: TotalCache;
}

export function serveListBaseline<DB>(app: FastifyInstance, db: Kysely<DB>, customerId: number): void {
  const held = new Map<string, Baseline>();
  const baselineOf = (name: string): Baseline | undefined => {
    let baseline = held.get(name);
    if (!baseline) {
      const def = findDomainResource(name);
      if (!def) return undefined;
      // A resource's own row scope (rowScope) narrows what the engine reads: this baseline would read more.
      if (def.hooks.rowScope) throw new Error(`${name} has a row scope of its own: the bare list baseline does not run the engine's SQL for it`);
      baseline = { def, names: heldReferenceNames(def, findDomainResource), totals: new TotalCache() };
      held.set(name, baseline);
    }
    return baseline;
  };
  app.get<{ Params: { resource: string }; Querystring: Record<string, string> }>('/bare/list/:resource', async (request, reply) => {
    const baseline = baselineOf(request.params.resource);
    if (!baseline) return reply.code(404).send({ success: false });
    const { def, names, totals } = baseline;
    const spec = parseListQuery(def, request.query, 'en');
    const { records, page } = await readListPage(db, def, { customerId }, spec, request.query, 'en', names('en'), totals);
    return { success: true, data: { result: records, page }, message: '', exceptioncode: 0 };
  });
}
