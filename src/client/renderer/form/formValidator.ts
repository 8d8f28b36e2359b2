// The RJSF validator of a form: the precompiled Ajv validator of the entity's write schema (RJSF's
// createPrecompiledValidator) plus the form's own required list. The form schema is cut per page and
// its required fields tuned per role (buildFormSchema), which no build-time compile can know, so
// `required` is checked here in a line, with Ajv's error shape; everything else is Ajv's verdict.
import {
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
  createErrorHandler,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
} from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { Precompiled } from './precompiledValidators';

type Data = Record<string, unknown>;

/** The part of an Ajv error the form reads. */
export interface RawError {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Ajv's raw errors as RJSF's errors: `.field` properties, a missing field named on itself. */
export function toValidationErrors(raw: RawError[]): RJSFValidationError[] {
  return raw.map((e) => {
    let property = e.instancePath.replace(/\//g, '.');
    const missing = e.params.missingProperty as string | undefined;
    if (missing !== undefined) property = `${property}.${missing}`;
    return { name: e.keyword, property, message: e.message, params: e.params, stack: `${property} ${e.message ?? ''}`.trim(), schemaPath: e.schemaPath };
  });
}

/** Ajv's own error for a missing field, so the form's messages read both alike. */
const missing = (field: string): RawError => ({
  instancePath: '',
  schemaPath: '#/required',
  keyword: 'required',
  params: { missingProperty: field },
  message: `must have required property '${field}'`,
});

export interface FormValidator extends ValidatorType<Data, RJSFSchema> {
  /** Ajv-shaped errors of the values (what the agreement test compares with the server). */
  rawErrors(formData: Data, required: readonly string[]): RawError[];
}

/**
 * `required` is the form's list (entity ∩ shown fields, plus the role's rules); the values are cut
 * to the fields the compiled schema takes, as the save sends only those (payloadOf).
 */
export function createFormValidator(precompiled: Precompiled): FormValidator {
  const ajv = createPrecompiledValidator<Data>(precompiled.validateFns, precompiled.schema);
  const writable = precompiled.schema.properties ?? {};
  const rawErrors = (formData: Data, required: readonly string[]): RawError[] => {
    const values = Object.fromEntries(Object.entries(formData).filter(([k, v]) => k in writable && v !== undefined));
    const own = (ajv.rawValidation<RawError>(precompiled.schema, values).errors ?? []).filter((e) => !(e.keyword === 'required' && e.instancePath === ''));
    return [...required.filter((f) => values[f] === undefined).map(missing), ...own];
  };
  const validateFormData = (
    formData: Data | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<Data, RJSFSchema>,
    transformErrors?: ErrorTransformer<Data, RJSFSchema>,
    uiSchema?: UiSchema<Data, RJSFSchema>,
  ): ValidationData<Data> => {
    const data = formData ?? {};
    let errors = toValidationErrors(rawErrors(data, schema.required ?? []));
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<Data>(errors);
    if (!customValidate) return { errors, errorSchema };
    const handler = customValidate(data, createErrorHandler<Data>(data), uiSchema, errorSchema);
    return validationDataMerge<Data>({ errors, errorSchema }, unwrapErrorHandler<Data>(handler));
  };
  return {
    rawErrors,
    validateFormData,
    // RJSF asks this of sub-schemas only to pick a oneOf/anyOf branch, which our forms do not have;
    // the form's own schema is answered like a submit.
    isValid: (schema, formData, rootSchema) =>
      schema === rootSchema ? validateFormData(formData as Data, schema).errors.length === 0 : ajv.isValid(schema, formData, precompiled.schema),
    rawValidation: <Result = RawError>(_schema: RJSFSchema, formData?: Data) => ({ errors: rawErrors(formData ?? {}, []) as Result[] }),
  };
}
