// The generic resource engine's Fastify plugin: the routes of every registered resource, under the
// prefix the app gives it (/f9api/api/v1). Imports arrive as multipart, parsed in this context only.
import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../deps';
import { installMultipartParser } from './multipartBody';
import { RESOURCES } from './registry';
import { registerResourceRoutes } from './resourceRoutes';

export const resourcesPlugin: FastifyPluginAsync<PlatformDeps> = async (app, deps) => {
  installMultipartParser(app);
  for (const def of RESOURCES) registerResourceRoutes(app, deps.db, def);
};
