// The baseline of the stats bench: a bare Fastify route running the engine's own query parser and stats
// SQL (statsRows) for Demo Trading Co., without signature, session, grants, route schema or envelope
// translation — what the framework around it costs is the difference.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { BOOKING_RESOURCE } from '../../src/server/domains/bookings/resources';
import { parseStatsQuery } from '../../src/server/resources/statsQuery';
import { statsRows } from '../../src/server/resources/statsStore';

export function serveStatsBaseline<DB>(app: FastifyInstance, db: Kysely<DB>, customerId: number): void {
  app.get<{ Querystring: Record<string, string> }>('/bare/stats', async (request) => {
    const spec = parseStatsQuery(BOOKING_RESOURCE, request.query, 'en');
    return { success: true, data: await statsRows(db, BOOKING_RESOURCE, { customerId }, spec), message: '', exceptioncode: 0 };
  });
}
