// What a form is built from: the entity's JSON Schema (loaded) or the page's inline schema, and the
// precompiled validator of either; with the first error of loading them.
import { useMemo } from 'react';
import { type EntitySchema, unwrapSchema, useEntitySchema } from '../core/entitySchemas';
import type { FormValidator } from './formValidator';
import { useFormValidator } from './useFormValidator';

export interface FormSource {
  schema: EntitySchema | null;
  validator: FormValidator | null;
  error: string | null;
}

/**
 * `inline`: the form's own schema, which replaces the entity's; `validatorOf`: what the validator was
 * compiled from (the inline schema as written, else the entity's name).
 */
export function useFormSource(entity: string, inline: Record<string, unknown> | undefined, validatorOf: string | object): FormSource {
  const loaded = useEntitySchema(inline ? '' : entity);
  const own = useMemo(() => (inline ? unwrapSchema(inline as EntitySchema) : null), [inline]);
  const checker = useFormValidator(validatorOf);
  return { schema: own ?? loaded.schema, validator: checker.validator, error: (own ? null : loaded.error) ?? checker.error };
}
