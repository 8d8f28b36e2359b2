// The access domain: serves roles (with their grants actions) on the engine and the audit log's list.
import type { FastifyPluginAsync } from 'fastify';
import { auditLogRoute } from './auditLogRoute';
import { ACCESS_RESOURCES } from './resources';

export const accessDomain: FastifyPluginAsync = async (app) => {
  for (const def of ACCESS_RESOURCES) app.resourceEngine.serve(app, def);
  auditLogRoute(app, app.resourceEngine.database);
};
