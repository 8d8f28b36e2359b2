// The baseline of the stats benches: a bare Fastify route running the engine's own query parser and
// stats SQL (statsRows) for Demo Trading Co. on bookings or shipment events, without signature,
// session, grants, route schema or envelope translation — what the framework around it costs is the
// difference. `/bare/stats/booking?groupBy=…` answers what `booking-stats?groupBy=…` does.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { BOOKING_RESOURCE } from '../../src/server/domains/bookings/resources';
import { SHIPMENT_EVENT_RESOURCE } from '../../src/server/domains/tracking/resources';
import { parseStatsQuery } from '../../src/server/resources/statsQuery';
import { statsRows } from '../../src/server/resources/statsStore';

const RESOURCES = new Map([BOOKING_RESOURCE, SHIPMENT_EVENT_RESOURCE].map((def) => [def.name, def]));

export function serveStatsBaseline<DB>(app: FastifyInstance, db: Kysely<DB>, customerId: number): void {
  app.get<{ Params: { resource: string }; Querystring: Record<string, string> }>('/bare/stats/:resource', async (request, reply) => {
    const def = RESOURCES.get(request.params.resource);
    if (!def) return reply.code(404).send({ success: false });
    const spec = parseStatsQuery(def, request.query, 'en');
    return { success: true, data: await statsRows(db, def, { customerId }, spec), message: '', exceptioncode: 0 };
  });
}
