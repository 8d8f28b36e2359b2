// The required-field configuration domain: serves the requiredRule resource on the engine.
import type { FastifyPluginAsync } from 'fastify';
import { REQUIRED_CONFIG_RESOURCES } from './resources';

export const requiredConfigDomain: FastifyPluginAsync = async (app) => {
  for (const def of REQUIRED_CONFIG_RESOURCES) app.resourceEngine.serve(app, def);
};
