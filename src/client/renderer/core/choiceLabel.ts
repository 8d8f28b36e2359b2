// The label of a value of a field with choices (an `enum` in the entity schema): `<optionsKey>.<value>`,
// by default `field.<entity>.<field>Option.<value>` (the entity messages' convention). One rule for the
// grid's cells and the detail's fields, so a status reads the same in both.
import type { TFunction } from 'i18next';
import type { EntitySchema } from './entitySchemas';

export function choiceLabelOf(schema: EntitySchema | null | undefined, entity: string | undefined, field: string, t: TFunction, optionsKey?: string): ((value: string) => string) | undefined {
  if (!schema?.properties?.[field]?.enum) return undefined;
  const prefix = optionsKey ?? `field.${entity}.${field}Option`;
  return (value) => t(`${prefix}.${value}`, { defaultValue: value });
}
