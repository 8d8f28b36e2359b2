// The space and prices domain: reference data, departures and price lists on the engine, each price
// list with its quote action (quote/quoteAction.ts).
import type { FastifyPluginAsync } from 'fastify';
import { SPACE_AND_PRICE_RESOURCES } from './resources';

export const spaceAndPricesDomain: FastifyPluginAsync = async (app) => {
  for (const def of SPACE_AND_PRICE_RESOURCES) app.resourceEngine.serve(app, def);
};
