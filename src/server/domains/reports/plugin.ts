// The reports domain: SQL reports, templates and menu bindings on the engine, plus the calls that
// list and run the reports bound to the caller's granted menus (boundReportRoutes.ts).
import type { FastifyPluginAsync } from 'fastify';
import { boundReportRoutes } from './boundReportRoutes';
import { REPORT_RESOURCES } from './resources';

export const reportsDomain: FastifyPluginAsync = async (app) => {
  for (const def of REPORT_RESOURCES) app.resourceEngine.serve(app, def);
  boundReportRoutes(app, app.resourceEngine.database);
};
