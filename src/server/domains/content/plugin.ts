// The content domain: code library, booking notes, announcement types, announcements and system
// messages on the engine, and the call answering the announcements the user may read now.
import type { FastifyPluginAsync } from 'fastify';
import { announcementRoutes } from './visibleAnnouncements';
import { CONTENT_RESOURCES } from './resources';

export const contentDomain: FastifyPluginAsync = async (app) => {
  for (const def of CONTENT_RESOURCES) app.resourceEngine.serve(app, def);
  await app.register(announcementRoutes);
};
