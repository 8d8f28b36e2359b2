// The resource engine's Fastify plugin, under the prefix the app gives it (/f9api/api/v1): imports
// arrive as multipart, parsed in this context only; the domain plugins register inside it and serve
// their resources through app.resourceEngine.
import type { FastifyPluginAsync } from 'fastify';
import { installMultipartParser } from './multipartBody';

export interface EngineOptions {
  /** One Fastify plugin per business area (server/domains/<domain>/). */
  domains: FastifyPluginAsync[];
}

export const resourcesPlugin: FastifyPluginAsync<EngineOptions> = async (app, { domains }) => {
  installMultipartParser(app);
  for (const domain of domains) await app.register(domain);
  app.resourceEngine.assertReferences();
};
