// The access domain: serves roles (with their grants actions) on the engine, the audit log's list and importMenu.
import type { FastifyPluginAsync } from 'fastify';
import { auditLogRoute } from './auditLogRoute';
import { menuImportRoutes } from './menuImportRoutes';
import { ACCESS_RESOURCES } from './resources';

export const accessDomain: FastifyPluginAsync = async (app) => {
  for (const def of ACCESS_RESOURCES) app.resourceEngine.serve(app, def);
  auditLogRoute(app, app.resourceEngine.database);
  menuImportRoutes(app, app.resourceEngine.database);
};
