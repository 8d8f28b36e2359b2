// Form choices as general features of the form block: enum labels from another message namespace
// (widgetOptions `optionsKey`), and a field's choices from the fields of the entity another field names
// (`optionsFrom: "entityFields"`).
import { describe, expect, it } from 'vitest';
import cusUserSchema from '../../../schemas/entities/cusUser.schema.json';
import requiredRuleSchema from '../../../schemas/entities/requiredRule.schema.json';
import type { EntitySchema } from '../../../src/client/renderer/core/entitySchemas';
import { buildFormSchema } from '../../../src/client/renderer/form/buildFormSchema';
import { ENTITY_FIELD_WIDGET, entityFieldChoices } from '../../../src/client/renderer/form/entityFieldOptions';

const translate = (key: string, fallback?: string) => (key.startsWith('route.') || key.startsWith('field.entity.') ? `T(${key})` : (fallback ?? key));
const build = (widgetOptions?: Record<string, Record<string, string>>) =>
  buildFormSchema({
    entity: 'requiredRule',
    schema: requiredRuleSchema as unknown as EntitySchema,
    block: { type: 'form', fields: ['menuCd', 'tableName', 'fieldName'], widgetOptions },
    mode: 'create',
    rules: [],
    language: 'en',
    translate,
  });

describe('enum labels', () => {
  it('default to the entity convention field.<entity>.<field>Option.<value>, falling back to the value', () => {
    const ui = build().uiSchema as Record<string, Record<string, unknown>>;
    expect(ui.menuCd['ui:enumNames']).toEqual(requiredRuleSchema.properties.menuCd.enum);
  });

  it('come from the optionsKey namespace when the block names one', () => {
    const ui = build({ menuCd: { optionsKey: 'route' }, tableName: { optionsKey: 'field.entity' } }).uiSchema as Record<string, Record<string, unknown>>;
    expect(ui.menuCd['ui:enumNames']).toEqual(requiredRuleSchema.properties.menuCd.enum.map((m) => `T(route.${m})`));
    expect(ui.tableName['ui:enumNames']).toEqual(requiredRuleSchema.properties.tableName.enum.map((e) => `T(field.entity.${e})`));
  });
});

describe('choices from the fields of another field’s entity', () => {
  it('use the entity-field widget with the block’s options', () => {
    const ui = build({ fieldName: { optionsFrom: 'entityFields', dependsOn: 'tableName' } }).uiSchema as Record<string, Record<string, unknown>>;
    expect(ui.fieldName).toEqual({ 'ui:widget': ENTITY_FIELD_WIDGET, 'ui:options': { optionsFrom: 'entityFields', dependsOn: 'tableName' } });
  });

  it('are the fields users fill in, labelled by their titles, keeping an unknown current value', () => {
    const label = (key: string, name: string) => `${key}|${name}`;
    const choices = entityFieldChoices(cusUserSchema as unknown as EntitySchema, 'real_name', label);
    expect(choices).toContainEqual({ value: 'RealName', label: 'field.cusUser.RealName|RealName' });
    expect(choices.map((c) => c.value)).not.toContain('UserId');
    expect(choices.at(-1)).toEqual({ value: 'real_name', label: 'real_name' });
    expect(entityFieldChoices(cusUserSchema as unknown as EntitySchema, 'RealName', label).filter((c) => c.value === 'RealName')).toHaveLength(1);
  });
});
