// The bookings and orders domain: bookings on the engine with their customer actions, the guard that
// keeps placed bookings out of the plain editor, the forwarder's review queue and its actions; FBA orders with the
// pack-list import; the documents customers upload to a booking; tally orders.
import type { FastifyPluginAsync } from 'fastify';
import { installEditGuard } from './editGuard';
import { registerPackListImport } from './packListImport';
import { BOOKING_RESOURCE, FBA_ORDER_RESOURCE, ORDER_RESOURCES } from './resources';
import { registerShipmentDocuments } from './shipmentDocuments';
import { registerTallyMessageRoute } from './tallyMessageLink';

export const bookingsDomain: FastifyPluginAsync = async (app) => {
  installEditGuard(app, `/${BOOKING_RESOURCE.name}`);
  for (const def of ORDER_RESOURCES) app.resourceEngine.serve(app, def);
  registerPackListImport(app, FBA_ORDER_RESOURCE);
  registerShipmentDocuments(app, BOOKING_RESOURCE);
  registerTallyMessageRoute(app);
};
