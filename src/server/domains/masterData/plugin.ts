// The master-data domain: serves its resources (and the address/setDefault action) on the engine.
import type { FastifyPluginAsync } from 'fastify';
import { MASTER_DATA_RESOURCES } from './resources';

export const masterDataDomain: FastifyPluginAsync = async (app) => {
  for (const def of MASTER_DATA_RESOURCES) app.resourceEngine.serve(app, def);
};
