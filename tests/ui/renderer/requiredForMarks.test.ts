// What a form marks as its action's needs (requiredForMarks.ts): the entity's own x-requiredFor rules of
// the form's actions and, on such a form only, the menu's "on submit" required-field rules, matched to
// the entity's fields as the server matches them (one rule with a precondition marks nothing).
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../src/client/renderer/core/entitySchemas';
import { formActionRules, markedFields } from '../../../src/client/renderer/form/requiredForMarks';
import type { FormBlock, PageAction } from '../../../src/shared/page/pageSchema';
import type { ReqItemEntry } from '../../../src/shared/requiredConfig/reqItem';

const schema = {
  type: 'object',
  'x-entity': 'booking',
  properties: { shipperReference: { type: 'string' }, shipper: { type: 'string' }, remarks: { type: 'string' }, bookingNo: { type: 'string', readOnly: true } },
  'x-requiredFor': { submit: [{ fields: ['shipper'] }] },
} as unknown as EntitySchema;
const block = { type: 'form', actions: ['submit'] } as unknown as FormBlock;
const actions = [{ id: 'submit', kind: 'call', action: 'submit', label: 'page.order.submit' }] as unknown as PageAction[];
const rule = (FieldName: string, more: Partial<ReqItemEntry> = {}): ReqItemEntry => ({ TableName: 'booking', FieldName, TriType: 'submit', ...more });

describe('the marks of a form action', () => {
  it("add the menu's submit rules to the entity's own, by field name as the server matches them", () => {
    const rules = formActionRules(block, actions, schema, [rule('shipper_reference'), rule('remarks', { PreCondition: 'mode=SEA' }), rule('bookingNo'), rule('shipper', { TableName: 'address' })]);
    expect([...markedFields(rules, {}).fields].sort()).toEqual(['shipper', 'shipperReference']);
  });

  it('mark no submit rule on a form whose actions require nothing', () => {
    const plain = { ...schema, 'x-requiredFor': {} } as unknown as EntitySchema;
    expect(formActionRules(block, actions, plain, [rule('shipperReference')])).toEqual([]);
  });
});
