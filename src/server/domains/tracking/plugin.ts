// The tracking domain: shipment events and voyage schedules on the engine, the public lookup and shared tracking links.
import type { FastifyPluginAsync } from 'fastify';
import { registerPublicTracking } from './publicTracking';
import { TRACKING_RESOURCES } from './resources';
import { registerTrackingLinks } from './trackingLinks';
import { BOOKING_RESOURCE } from '../bookings/resources';

export const trackingDomain: FastifyPluginAsync = async (app) => {
  for (const def of TRACKING_RESOURCES) app.resourceEngine.serve(app, def);
  registerPublicTracking(app);
  registerTrackingLinks(app, BOOKING_RESOURCE);
};
