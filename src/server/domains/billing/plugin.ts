// The online billing domain: charge lines and bills on the engine (resources.ts) and the public sea
// bill fee lookup a consignee uses without an account (seaBillFeeRoutes.ts).
import type { FastifyPluginAsync } from 'fastify';
import { BILLING_RESOURCES } from './resources';
import { registerSeaBillFeeRoutes } from './seaBillFeeRoutes';

export const billingDomain: FastifyPluginAsync = async (app) => {
  for (const def of BILLING_RESOURCES) app.resourceEngine.serve(app, def);
  registerSeaBillFeeRoutes(app);
};
