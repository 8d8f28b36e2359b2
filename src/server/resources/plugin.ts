// The generic resource engine's Fastify plugin. Placeholder until the engine lands: registers nothing.
import type { FastifyPluginAsync } from 'fastify';

export const resourcesPlugin: FastifyPluginAsync = async () => {};
