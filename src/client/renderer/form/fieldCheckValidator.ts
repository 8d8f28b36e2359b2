// The form's side of the checks fields declare (`x-fieldCheck`, shared/entities/fieldChecks.ts): their
// errors join the form's validation on submit, under their fields, in the user's language, with the
// server's own wording (its refusal of the same value would say the same).
import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import type { Language } from '../../../shared/constants';
import type { EntityPropertySchema } from '../../../shared/entities/entitySchema';
import { FIELD_CHECK_KEYWORD, fieldFindings } from '../../../shared/entities/fieldChecks';

type Data = Record<string, unknown>;

/** None when no field of the schema has a check. */
export function fieldCheckValidator(schema: { properties?: Record<string, EntityPropertySchema> }, language: Language): CustomValidator<Data, RJSFSchema> | undefined {
  const checked = Object.entries(schema.properties ?? {}).filter(([, prop]) => typeof prop[FIELD_CHECK_KEYWORD] === 'string');
  if (checked.length === 0) return undefined;
  return (formData, errors) => {
    for (const [name, prop] of checked) {
      for (const f of fieldFindings(prop, formData?.[name], language)) if (f.severity === 'error') errors[name]?.addError(f.message);
    }
    return errors;
  };
}
