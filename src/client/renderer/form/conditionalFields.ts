// A form's `visibleWhen`: fields shown only while a condition on the form's values holds. A hidden
// field is neither required nor sent, so what the user cannot see never blocks or changes a save.
import type { Condition } from '../../../shared/page/pageSchema';
import { conditionHolds } from '../core/visibleWhen';
import type { FormSchemaResult } from './buildFormSchema';

export function hiddenFields(visibleWhen: Record<string, Condition> | undefined, values: Record<string, unknown>): string[] {
  return Object.entries(visibleWhen ?? {})
    .filter(([, condition]) => !conditionHolds(condition, values))
    .map(([field]) => field);
}

/** The built form without the hidden fields: hidden widgets, not required, not in the payload's fields. */
export function withHidden(built: FormSchemaResult, hidden: string[]): FormSchemaResult {
  if (hidden.length === 0) return built;
  const uiSchema = { ...built.uiSchema } as Record<string, unknown>;
  for (const f of hidden) uiSchema[f] = { ...((uiSchema[f] as object | undefined) ?? {}), 'ui:widget': 'hidden' };
  return {
    ...built,
    schema: { ...built.schema, required: built.schema.required.filter((f) => !hidden.includes(f)) },
    uiSchema,
    fields: built.fields.filter((f) => !hidden.includes(f)),
  };
}
