// The business areas the app serves, each one Fastify plugin (DESIGN "domains/<domain>/"), and
// their resources as data for the tools that read them without a running app (page lint, benches).
import type { FastifyPluginAsync } from 'fastify';
import { billingDomain } from './billing/plugin';
import { BILLING_RESOURCES } from './billing/resources';
import { accessDomain } from './access/plugin';
import { ACCESS_RESOURCES } from './access/resources';
import { bookingsDomain } from './bookings/plugin';
import { ORDER_RESOURCES } from './bookings/resources';
import { masterDataDomain } from './masterData/plugin';
import { notificationsDomain } from './notifications/plugin';
import { MASTER_DATA_RESOURCES } from './masterData/resources';
import { requiredConfigDomain } from './requiredConfig/plugin';
import { REQUIRED_CONFIG_RESOURCES } from './requiredConfig/resources';
import { overseasDeliveryDomain } from './overseasDelivery/plugin';
import { OVERSEAS_DELIVERY_RESOURCES } from './overseasDelivery/resources';
import { contentDomain } from './content/plugin';
import { CONTENT_RESOURCES } from './content/resources';
import { reportsDomain } from './reports/plugin';
import { REPORT_RESOURCES } from './reports/resources';
import { spaceAndPricesDomain } from './spaceAndPrices/plugin';
import { SPACE_AND_PRICE_RESOURCES } from './spaceAndPrices/resources';
import { trackingDomain } from './tracking/plugin';
import { TRACKING_RESOURCES } from './tracking/resources';
import { usersDomain } from './users/plugin';
import { USER_RESOURCES } from './users/resources';
import type { ResourceDef } from '../resources/types';

export const DOMAINS: FastifyPluginAsync[] = [masterDataDomain, requiredConfigDomain, spaceAndPricesDomain, bookingsDomain, trackingDomain, overseasDeliveryDomain, billingDomain, accessDomain, contentDomain, reportsDomain, usersDomain, notificationsDomain];

export const DOMAIN_RESOURCES: ResourceDef[] = [...MASTER_DATA_RESOURCES, ...REQUIRED_CONFIG_RESOURCES, ...SPACE_AND_PRICE_RESOURCES, ...ORDER_RESOURCES, ...TRACKING_RESOURCES, ...OVERSEAS_DELIVERY_RESOURCES, ...BILLING_RESOURCES, ...ACCESS_RESOURCES, ...CONTENT_RESOURCES, ...REPORT_RESOURCES, ...USER_RESOURCES];

export function findDomainResource(name: string): ResourceDef | undefined {
  return DOMAIN_RESOURCES.find((r) => r.name === name);
}
