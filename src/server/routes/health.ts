// What a load balancer asks, outside /f9api and unsigned: GET /health (the process is alive and its
// event loop turns; never touches the database, so a database outage does not get every replica
// restarted) and GET /ready (this process should get requests: the database answers, its migrations
// are current and the process is not draining). Both answer the envelope; /ready says no with 503.
import type { FastifyPluginAsync } from 'fastify';
import { HEALTH_PATH, READY_PATH } from '../../shared/wire/calls';
import { ExceptionCode } from '../../shared/wire/envelope';
import type { DatabaseReadiness } from '../db/readiness';
import { requestLanguage } from '../http/language';
import { ok } from '../http/reply';
import { translate } from '../i18n/translate';

export interface HealthOptions {
  readiness: () => Promise<DatabaseReadiness>;
  /** True once the process stopped taking requests (SIGTERM). */
  draining: () => boolean;
}

const probe = { schema: { hide: true }, config: { access: { public: true } } } as const;

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { readiness, draining }) => {
  app.get(HEALTH_PATH, probe, (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ alive: true });
  });

  app.get(READY_PATH, probe, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const state = { ...(await readiness()), draining: draining() };
    const ready = state.database === 'reachable' && state.migrations === 'current' && !state.draining;
    if (ready) return ok({ ready, ...state });
    reply.status(503);
    return { success: false, data: { ready, ...state }, message: translate(requestLanguage(request), 'error.notReady'), exceptioncode: ExceptionCode.ServerError };
  });
};
