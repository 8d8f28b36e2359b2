// The tracking domain: shipment events and voyage schedules on the engine, and the public lookup.
import type { FastifyPluginAsync } from 'fastify';
import { registerPublicTracking } from './publicTracking';
import { TRACKING_RESOURCES } from './resources';

export const trackingDomain: FastifyPluginAsync = async (app) => {
  for (const def of TRACKING_RESOURCES) app.resourceEngine.serve(app, def);
  registerPublicTracking(app);
};
