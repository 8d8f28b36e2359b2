// A page whose form holds line items, for tests only: a parcel with its lines (the engine's child
// table shape, as tests/api/support/extraResource.ts serves it), totals of quantity and weight.
import type { PageSchema } from '../../../../src/shared/page/pageSchema';

export const PARCEL_FORM_SCHEMA = {
  type: 'object',
  'x-entity': 'testParcel',
  properties: {
    id: { type: 'integer', readOnly: true },
    version: { type: 'integer', readOnly: true },
    reference: { type: 'string', title: 'Reference', minLength: 1, maxLength: 30 },
    weightKg: { type: 'number', title: 'Weight', minimum: 0, maximum: 30000 },
    lines: {
      type: 'array',
      title: 'Lines',
      'x-childTable': 'test_parcel_lines',
      maxItems: 50,
      items: {
        type: 'object',
        properties: {
          sku: { type: 'string', title: 'SKU', minLength: 1, maxLength: 40 },
          quantity: { type: 'integer', title: 'Qty', minimum: 1, maximum: 9999 },
          weightKg: { type: 'number', title: 'Kg', minimum: 0, maximum: 30000 },
        },
        required: ['sku', 'quantity'],
        additionalProperties: false,
      },
    },
  },
  required: ['reference'],
  additionalProperties: false,
};

export const parcelPage: PageSchema = {
  name: 'testParcels',
  path: '/test/parcels',
  title: 'route.setProduct',
  resource: 'testParcel',
  blocks: [
    { type: 'actions', actions: ['create'] },
    { type: 'form', schema: PARCEL_FORM_SCHEMA, fields: ['reference', 'weightKg', 'lines'], widgetOptions: { lines: { totals: ['quantity', 'weightKg'] } } },
  ],
  actions: [{ id: 'create', kind: 'create', funcId: 'testParcels.create' }],
};
