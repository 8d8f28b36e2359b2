// The overseas delivery domain: arrivals, appointments (with their booking actions; booked ones are
// kept out of the plain editor by the engine's `frozen` rule), slots, vehicles and their events, the fee table and quote.
import type { FastifyPluginAsync } from 'fastify';
import { OVERSEAS_DELIVERY_RESOURCES } from './resources';

export const overseasDeliveryDomain: FastifyPluginAsync = async (app) => {
  for (const def of OVERSEAS_DELIVERY_RESOURCES) app.resourceEngine.serve(app, def);
};
