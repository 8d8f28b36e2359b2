// The space and price resources (SPEC §2 /cabinQuery and /priceQuery) and the reference data they
// refer to (referenceResources.ts): shared by every customer (no company scoping), written by administrators
// on dataMaintain, read by customers through the query screen of each. Each price resource has the quote action.
import airPriceSchema from '../../../../schemas/entities/airPrice.schema.json';
import departureSchema from '../../../../schemas/entities/departure.schema.json';
import railFclPriceSchema from '../../../../schemas/entities/railFclPrice.schema.json';
import railLclPriceSchema from '../../../../schemas/entities/railLclPrice.schema.json';
import seaFclPriceSchema from '../../../../schemas/entities/seaFclPrice.schema.json';
import seaLclPriceSchema from '../../../../schemas/entities/seaLclPrice.schema.json';
import truckFtlPriceSchema from '../../../../schemas/entities/truckFtlPrice.schema.json';
import truckLtlPriceSchema from '../../../../schemas/entities/truckLtlPrice.schema.json';
import priceComparisonSchema from '../../../../schemas/entities/priceComparison.schema.json';
import savedQuoteSchema from '../../../../schemas/entities/savedQuote.schema.json';
import quoteRequestSchema from '../../../../schemas/entities/quoteRequest.schema.json';
import { defineResource } from '../../resources/registry';
import { BOOKABLE_SQL } from './bookableDeparture';
import { quoteAction } from './quote/quoteAction';
import { savedQuoteActions } from './instantQuote/savedQuoteActions';
import { answerQuoteRequest } from './instantQuote/quoteRequestActions';
import { entity, REFERENCE_RESOURCES } from './referenceResources';
import type { ResourceDef } from '../../resources/types';

export { LOCATION_RESOURCE } from './referenceResources';

const price = (name: string, schema: unknown) => {
  const def = defineResource({ name, schema: entity(schema), writers: 'admin', actions: [quoteAction] });
  PRICE_LISTS.set(name, def);
  return def;
};

/** The price lists by resource name (a booking's quote reads the one its mode and load name). */
export const PRICE_LISTS = new Map<string, ResourceDef>();

export const SPACE_AND_PRICE_RESOURCES: ResourceDef[] = [
  ...REFERENCE_RESOURCES,
  defineResource({ name: 'departure', schema: entity(departureSchema), writers: 'admin', computed: { bookable: BOOKABLE_SQL } }),
  price('seaFclPrice', seaFclPriceSchema),
  price('seaLclPrice', seaLclPriceSchema),
  price('railFclPrice', railFclPriceSchema),
  price('railLclPrice', railLclPriceSchema),
  price('truckFtlPrice', truckFtlPriceSchema),
  price('truckLtlPrice', truckLtlPriceSchema),
  price('airPrice', airPriceSchema),
  // Every mode's prices side by side: a view over the seven lists (migration 0090), so read only.
  defineResource({ name: 'priceComparison', schema: entity(priceComparisonSchema), readOnly: true, writers: 'admin' }),
  // A customer's saved instant quotes (issue 48): written only by their actions (search, save, requestQuote).
  defineResource({ name: 'savedQuote', schema: entity(savedQuoteSchema), readOnly: true, writers: 'customer', actions: savedQuoteActions(() => PRICE_LISTS) }),
  // Every company's quote requests (a view, migration 0303), answered by the forwarder: administrators only.
  defineResource({ name: 'quoteRequest', schema: entity(quoteRequestSchema), readOnly: true, writers: 'admin', readers: 'admin', actions: [answerQuoteRequest] }),
];
