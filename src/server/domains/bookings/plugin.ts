// The bookings and orders domain: bookings on the engine with their customer actions, the guard that
// keeps placed bookings out of the plain editor, the forwarder's review queue and its actions; FBA orders with the
// pack-list import; a booking's documents (the customer's uploads, and what the forwarder issues); tally orders.
import type { FastifyPluginAsync } from 'fastify';
import { installEditGuard } from './editGuard';
import { registerPackListImport } from './packListImport';
import { pageCallAccess } from '../../pages/pageGrants';
import { Calls } from '../../../shared/wire/calls';
import { BOOKING_RESOURCE, BOOKING_REVIEW_RESOURCE, FBA_ORDER_RESOURCE, ORDER_RESOURCES } from './resources';
import { registerShipmentDocuments } from './shipmentDocuments';
import { registerTallyMessageRoute } from './tallyMessageLink';

export const bookingsDomain: FastifyPluginAsync = async (app) => {
  installEditGuard(app, `/${BOOKING_RESOURCE.name}`);
  for (const def of ORDER_RESOURCES) app.resourceEngine.serve(app, def);
  registerPackListImport(app, FBA_ORDER_RESOURCE);
  // The forwarder's documents: to whoever holds the staff screen whose documents block calls them (Booking Review).
  registerShipmentDocuments(app, BOOKING_RESOURCE, {
    reviews: BOOKING_REVIEW_RESOURCE,
    access: { reading: pageCallAccess('GET', Calls.forwarderDocumentList, undefined, 'admin'), writing: pageCallAccess('POST', Calls.forwarderDocument, undefined, 'admin') },
  });
  registerTallyMessageRoute(app);
};
