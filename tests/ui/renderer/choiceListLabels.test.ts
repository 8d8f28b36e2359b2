// A field holding a list of choices (a webhook's events: an array whose items have an enum) reads in the
// grid and the detail as the choices' labels, joined, as a single choice does: never its codes.
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import webhookSchema from '../../../schemas/entities/webhook.schema.json';
import { choiceLabelOf } from '../../../src/client/renderer/core/choiceLabel';
import { displayValue } from '../../../src/client/renderer/core/displayValue';
import type { EntitySchema } from '../../../src/client/renderer/core/entitySchemas';
import { choicesOfProperty } from '../../../src/shared/entities/entitySchema';

const LABELS: Record<string, string> = { 'field.webhook.eventsOption.arrived': '已到达', 'field.webhook.eventsOption.documentReady': '单证已就绪' };
const t = ((key: string, options?: { defaultValue?: string }) => LABELS[key] ?? options?.defaultValue ?? key) as unknown as TFunction;
const schema = webhookSchema as unknown as EntitySchema;

describe('a list of choices', () => {
  it('has its items’ choices', () => {
    expect(choicesOfProperty(schema.properties!.events)).toEqual(expect.arrayContaining(['arrived', 'documentReady']));
    expect(choicesOfProperty({ enum: ['A'] })).toEqual(['A']);
    expect(choicesOfProperty({ items: { type: 'string' } })).toBeUndefined();
  });

  it('is shown by the labels of its values, joined', () => {
    const choice = choiceLabelOf(schema, 'webhook', 'events', t);
    expect(choice).toBeDefined();
    expect(displayValue(['arrived', 'documentReady'], { choice, language: 'zh', yes: '是', no: '否' })).toBe('已到达, 单证已就绪');
  });
});
