// The label of a value of a field with choices (an `enum` in the entity schema, or its items' for a list): `<optionsKey>.<value>`,
// by default the field's own (shared/entities/entitySchema.ts choicesKeyOf). One rule for the
// grid's cells and the detail's fields, so a status reads the same in both.
import type { TFunction } from 'i18next';
import { choicesKeyOf, choicesOfProperty } from '../../../shared/entities/entitySchema';
import type { EntitySchema } from './entitySchemas';

export function choiceLabelOf(schema: EntitySchema | null | undefined, entity: string | undefined, field: string, t: TFunction, optionsKey?: string): ((value: string) => string) | undefined {
  const property = schema?.properties?.[field];
  if (!choicesOfProperty(property)) return undefined;
  const prefix = optionsKey ?? choicesKeyOf(entity, field, property);
  return (value) => t(`${prefix}.${value}`, { defaultValue: value });
}
