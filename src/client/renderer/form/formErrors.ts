// Validation messages in the UI language: the required-field hint of the menu's rules for a missing
// field, our own keys for the other ajv errors, and the server's field errors on their fields.
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import type { FieldError } from '../../../shared/wire/envelope';
import { fieldNameOf } from '../core/fieldErrors';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** `.name`, `['name']` or `name` → `name`. */
function propertyName(error: RJSFValidationError): string {
  const p = error.property ?? '';
  return p.replace(/^\./, '').replace(/^\['(.*)'\]$/, '$1');
}

const KNOWN = new Set(['required', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'format', 'type', 'enum', 'exclusiveMinimum', 'exclusiveMaximum']);

export function makeTransformErrors(requiredMessages: Record<string, string>, t: Translate) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const name = error.name ?? '';
      if (name === 'required') {
        const field = (error.params?.missingProperty as string | undefined) ?? propertyName(error);
        return { ...error, message: requiredMessages[field] ?? t('renderer.validation.required') };
      }
      if (!KNOWN.has(name)) return error;
      const params = (error.params ?? {}) as Record<string, unknown>;
      return {
        ...error,
        message: t(`renderer.validation.${name}`, {
          limit: params.limit,
          pattern: params.pattern,
          format: params.format,
          type: params.type,
        }),
      };
    });
}

/** The server's field errors as RJSF extraErrors, so each shows under its field. */
export function toErrorSchema(errors: FieldError[]): ErrorSchema {
  const schema: Record<string, unknown> = {};
  for (const e of errors) {
    const path = fieldNameOf(e.field).split('.').filter(Boolean);
    if (path.length === 0) {
      const root = (schema.__errors as string[] | undefined) ?? [];
      schema.__errors = [...root, e.message];
      continue;
    }
    let node = schema;
    for (const part of path) {
      node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
      node = node[part] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), e.message];
  }
  return schema as ErrorSchema;
}
