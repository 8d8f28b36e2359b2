// The overseas delivery domain: arrivals, appointments (with their booking actions and the guard that
// keeps booked ones out of the plain editor), slots, vehicles and their events, the fee table and quote.
import type { FastifyPluginAsync } from 'fastify';
import { installAppointmentEditGuard } from './appointmentEditGuard';
import { DELIVERY_APPOINTMENT_RESOURCE, OVERSEAS_DELIVERY_RESOURCES } from './resources';

export const overseasDeliveryDomain: FastifyPluginAsync = async (app) => {
  installAppointmentEditGuard(app, `/${DELIVERY_APPOINTMENT_RESOURCE.name}`);
  for (const def of OVERSEAS_DELIVERY_RESOURCES) app.resourceEngine.serve(app, def);
};
