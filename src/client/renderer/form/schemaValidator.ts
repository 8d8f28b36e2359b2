// The RJSF validator of the form block, over jsonSchemaCheck (no code generation, so it runs under
// the app's CSP). Errors go through the form's transformErrors and customValidate as with Ajv.
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
import { type RawError, type SchemaNode, checkSchema } from './jsonSchemaCheck';

type Data = Record<string, unknown>;

/** Ajv-shaped raw errors as RJSF's errors: `.field` properties, a missing field named on itself. */
export function toValidationErrors(raw: RawError[]): RJSFValidationError[] {
  return raw.map((e) => {
    let property = e.instancePath.replace(/\//g, '.');
    const missing = e.params.missingProperty as string | undefined;
    if (missing !== undefined) property = `${property}.${missing}`;
    return { name: e.keyword, property, message: e.message, params: e.params, stack: `${property} ${e.message}`.trim(), schemaPath: e.schemaPath };
  });
}

export const schemaValidator: ValidatorType<Data, RJSFSchema> = {
  validateFormData(
    formData: Data | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<Data, RJSFSchema>,
    transformErrors?: ErrorTransformer<Data, RJSFSchema>,
    uiSchema?: UiSchema<Data, RJSFSchema>,
  ): ValidationData<Data> {
    let errors = toValidationErrors(checkSchema(schema as SchemaNode, formData ?? {}));
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<Data>(errors);
    if (!customValidate) return { errors, errorSchema };
    const handler = customValidate(formData ?? {}, createErrorHandler<Data>(formData ?? {}), uiSchema, errorSchema);
    return validationDataMerge<Data>({ errors, errorSchema }, unwrapErrorHandler<Data>(handler));
  },
  isValid(schema: RJSFSchema, formData: Data | undefined, rootSchema: RJSFSchema): boolean {
    return checkSchema(schema as SchemaNode, formData, rootSchema as SchemaNode).length === 0;
  },
  rawValidation<Result = RawError>(schema: RJSFSchema, formData?: Data) {
    return { errors: checkSchema(schema as SchemaNode, formData) as Result[] };
  },
};
