// A price page with a quote action, for tests only: a small input form (inline schema), the server's
// lines and total as the result, and "Book" carrying the values into the booking route; plus export.
import type { PageSchema } from '../../../../src/shared/page/pageSchema';

export const QUOTE_INPUT_SCHEMA = {
  type: 'object',
  properties: {
    weightKg: { type: 'number', title: 'Weight (kg)', exclusiveMinimum: 0, maximum: 30000 },
    pieces: { type: 'integer', title: 'Pieces', minimum: 1, maximum: 999 },
  },
  required: ['weightKg'],
};

export const quotePage: PageSchema = {
  name: 'testPrices',
  path: '/test/prices',
  title: 'route.setProduct',
  resource: 'price',
  blocks: [
    { type: 'actions', actions: ['quote'] },
    { type: 'grid', columns: [{ field: 'lane' }], toolbar: ['export'] },
  ],
  actions: [
    {
      id: 'quote',
      kind: 'call',
      label: 'Quote',
      action: 'quote',
      target: 'none',
      payload: { lane: '$param.lane' },
      input: { schema: QUOTE_INPUT_SCHEMA, defaults: { pieces: 1 }, submit: 'Get quote' },
      result: {
        lines: { from: 'lines', columns: ['item', 'amount'], titles: { item: 'Item', amount: 'Amount' }, totals: ['amount'] },
        links: [{ label: 'Book', to: 'booking', with: { lane: '$param.lane', weightKg: '$input.weightKg', total: '$result.total' } }],
      },
    },
    { id: 'export', kind: 'export', modes: ['current', 'all'] },
  ],
};
