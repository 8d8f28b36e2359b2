// One row of an FBA pack list: a group of identical cartons with the order fields of its shipment,
// so a flat xlsx/csv sheet carries whole orders. Built from the generated fbaOrder schema (one source
// of every field's rules and title); rows of one FBA shipment id become one order.
import fbaOrderSchema from '../../../../schemas/entities/fbaOrder.schema.json';
import type { EntityPropertySchema, EntitySchema } from '../../resources/entityFields';

const ORDER_FIELDS = ['fbaShipmentId', 'amazonReferenceId', 'fulfilmentCentre', 'channel', 'declaredValue', 'currency'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
export const PACK_LIST_ORDER_FIELDS: readonly OrderField[] = ORDER_FIELDS;

const order = fbaOrderSchema as unknown as EntitySchema;
const cartons = order.properties.cartons as unknown as { items: { properties: Record<string, EntityPropertySchema>; required?: string[] } };
export const CARTON_FIELDS = Object.keys(cartons.items.properties);

export const PACK_LIST_SCHEMA: EntitySchema = {
  type: 'object',
  'x-entity': 'fbaPackListRow',
  'x-table': order['x-table'],
  'x-keyField': 'fbaShipmentId',
  'x-defaultSort': 'fbaShipmentId',
  properties: {
    ...Object.fromEntries(ORDER_FIELDS.map((f) => [f, order.properties[f]])),
    ...cartons.items.properties,
  },
  required: [...ORDER_FIELDS.filter((f) => (order.required ?? []).includes(f)), ...(cartons.items.required ?? [])],
  additionalProperties: false,
};
