// The users domain: serves the customer users (cususer) and their named actions on the engine.
import type { FastifyPluginAsync } from 'fastify';
import { USER_RESOURCES } from './resources';

export const usersDomain: FastifyPluginAsync = async (app) => {
  for (const def of USER_RESOURCES) app.resourceEngine.serve(app, def);
};
