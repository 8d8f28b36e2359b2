// The reference data of space and prices (places, carriers, equipment types, border crossings, the
// forwarder's exchange rates): shared by
// every customer, written by administrators on dataMaintain, read on the cabin and price screens. Apart
// from the price lists (resources.ts) so the quote can name equipment types without importing itself.
import borderCrossingSchema from '../../../../schemas/entities/borderCrossing.schema.json';
import carrierSchema from '../../../../schemas/entities/carrier.schema.json';
import equipmentTypeSchema from '../../../../schemas/entities/equipmentType.schema.json';
import exchangeRateSchema from '../../../../schemas/entities/exchangeRate.schema.json';
import locationSchema from '../../../../schemas/entities/location.schema.json';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource } from '../../resources/registry';

export const entity = (schema: unknown) => schema as EntitySchema;
// Administrators read what they write; customers read on the cabin and price screens whose page files name them.
const reference = (name: string, schema: unknown) => defineResource({ name, schema: entity(schema), writers: 'admin' });

/** Places by UN/LOCODE: also what the public tracking lookup names places from. */
export const LOCATION_RESOURCE = reference('location', locationSchema);
/** ISO 6346 size-type codes, named as the grids name them (a quote's container lines too). */
export const EQUIPMENT_TYPE_RESOURCE = reference('equipmentType', equipmentTypeSchema);

export const REFERENCE_RESOURCES = [LOCATION_RESOURCE, reference('carrier', carrierSchema), EQUIPMENT_TYPE_RESOURCE, reference('borderCrossing', borderCrossingSchema), reference('exchangeRate', exchangeRateSchema)];
