// The space and price resources (SPEC §2 /cabinQuery and /priceQuery) and the reference data they
// refer to: shared by every customer (no company scoping), written by administrators on dataMaintain,
// read by customers through the query screen of each. Each price resource has the quote action.
import airPriceSchema from '../../../../schemas/entities/airPrice.schema.json';
import borderCrossingSchema from '../../../../schemas/entities/borderCrossing.schema.json';
import carrierSchema from '../../../../schemas/entities/carrier.schema.json';
import departureSchema from '../../../../schemas/entities/departure.schema.json';
import equipmentTypeSchema from '../../../../schemas/entities/equipmentType.schema.json';
import locationSchema from '../../../../schemas/entities/location.schema.json';
import railFclPriceSchema from '../../../../schemas/entities/railFclPrice.schema.json';
import railLclPriceSchema from '../../../../schemas/entities/railLclPrice.schema.json';
import seaFclPriceSchema from '../../../../schemas/entities/seaFclPrice.schema.json';
import seaLclPriceSchema from '../../../../schemas/entities/seaLclPrice.schema.json';
import truckFtlPriceSchema from '../../../../schemas/entities/truckFtlPrice.schema.json';
import truckLtlPriceSchema from '../../../../schemas/entities/truckLtlPrice.schema.json';
import priceComparisonSchema from '../../../../schemas/entities/priceComparison.schema.json';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource, type Grant, type ResourceDef } from '../../resources/registry';
import { BOOKABLE_SQL } from './bookableDeparture';
import { quoteAction } from './quote/quoteAction';

const entity = (schema: unknown) => schema as EntitySchema;
const ADMIN_WRITE: Grant = { audience: 'admin', menu: 'dataMaintain' };
/** Administrators read what they write; customers read through the screens named. */
const readers = (...menus: string[]): Grant[] => [ADMIN_WRITE, ...menus.map((menu) => ({ audience: 'customer' as const, menu }))];

const CABIN = ['mulCabinQuery', 'seaCabinQuery', 'railCabinQuery'];
const PRICE = ['mulPriceQuery', 'seaPriceQuery', 'seaLclPriceQuery', 'railPriceFclList', 'railPriceLclList', 'carPriceFclList', 'carPriceLclList', 'airPriceQuery'];

const reference = (name: string, schema: unknown) => defineResource({ name, schema: entity(schema), write: ADMIN_WRITE, read: readers(...CABIN, ...PRICE) });
const price = (name: string, schema: unknown, ...menus: string[]) => {
  const def = defineResource({ name, schema: entity(schema), write: ADMIN_WRITE, read: readers('mulPriceQuery', ...menus), actions: [quoteAction] });
  PRICE_LISTS.set(name, def);
  return def;
};

/** Places by UN/LOCODE: also what the public tracking lookup names places from. */
export const LOCATION_RESOURCE = reference('location', locationSchema);

/** The price lists by resource name (a booking's quote reads the one its mode and load name). */
export const PRICE_LISTS = new Map<string, ResourceDef>();

export const SPACE_AND_PRICE_RESOURCES: ResourceDef[] = [
  LOCATION_RESOURCE,
  reference('carrier', carrierSchema),
  reference('equipmentType', equipmentTypeSchema),
  reference('borderCrossing', borderCrossingSchema),
  defineResource({ name: 'departure', schema: entity(departureSchema), write: ADMIN_WRITE, read: readers(...CABIN), computed: { bookable: BOOKABLE_SQL } }),
  price('seaFclPrice', seaFclPriceSchema, 'seaPriceQuery'),
  price('seaLclPrice', seaLclPriceSchema, 'seaLclPriceQuery', 'seaPriceQuery'),
  price('railFclPrice', railFclPriceSchema, 'railPriceFclList'),
  price('railLclPrice', railLclPriceSchema, 'railPriceLclList'),
  price('truckFtlPrice', truckFtlPriceSchema, 'carPriceFclList'),
  price('truckLtlPrice', truckLtlPriceSchema, 'carPriceLclList'),
  price('airPrice', airPriceSchema, 'airPriceQuery'),
  // Every mode's prices side by side: a view over the seven lists (migration 0090), so read only.
  defineResource({ name: 'priceComparison', schema: entity(priceComparisonSchema), readOnly: true, write: ADMIN_WRITE, read: readers('mulPriceQuery') }),
];
