// An action form built from the fields a record declares (a report's parameters): only those, in
// order, as p1 …, titled with their own text and typed by kind; a grid row without the list asks for the record.
import { describe, expect, it } from 'vitest';
import { listedInputs, listedSchema, listedWidgetOptions } from '../../../src/client/renderer/actions/listedInputs';

const base = {
  type: 'object',
  properties: Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`p${n}`, { type: 'string', maxLength: 500, title: `page.report.p${n}` }])),
};

describe('listed action inputs', () => {
  const record = { params: [{ name: 'fromDate', kind: 'date', title: '起始日期' }, { name: 'minTeu', kind: 'number' }] };

  it('makes one field per declared item, titled by its title or else its name', () => {
    expect(listedInputs({ list: 'params' }, record)).toEqual([
      { field: 'p1', title: '起始日期', kind: 'date' },
      { field: 'p2', title: 'minTeu', kind: 'number' },
    ]);
    expect(listedInputs({ list: 'params', max: 1 }, record)).toHaveLength(1);
  });

  it('answers null for a row without the list, so the record is read', () => {
    expect(listedInputs({ list: 'params' }, { id: 1, paramList: '$1 fromDate (date)' })).toBeNull();
    expect(listedInputs({ list: 'params' }, null)).toBeNull();
  });

  it('cuts the schema to the listed fields: a date picker for a date, a number input for a number', () => {
    const inputs = listedInputs({ list: 'params' }, record)!;
    const schema = listedSchema(base, inputs) as { properties: Record<string, Record<string, unknown>> };
    expect(Object.keys(schema.properties)).toEqual(['p1', 'p2']);
    expect(schema.properties.p1).toEqual({ type: 'string', format: 'date', title: '起始日期' });
    expect(schema.properties.p2).toEqual({ type: 'string', maxLength: 500, title: 'minTeu' });
    expect(listedWidgetOptions(inputs)).toEqual({ p2: { inputType: 'number' } });
  });
});
