// Validation messages in the UI language: the required-field hint of the menu's rules for a missing
// field, our own keys naming the field and what it expects for the other errors, and the server's
// field errors on their fields.
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import type { Language } from '../../../shared/constants';
import { FORMAT_EXAMPLES } from '../../../shared/entities/entitySchema';
import { orList } from '../../../shared/format/orList';
import type { FieldError } from '../../../shared/wire/envelope';
import { fieldNameOf } from '../core/fieldErrors';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** `.name`, `['name']` or `name` → `name`. */
function propertyName(error: RJSFValidationError): string {
  const p = error.property ?? '';
  return p.replace(/^\./, '').replace(/^\['(.*)'\]$/, '$1');
}

const KNOWN = new Set(['required', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'format', 'type', 'enum', 'exclusiveMinimum', 'exclusiveMaximum']);

/** Formats whose message shows what a valid value looks like (renderer.validation.format_<format>). */
const FORMATS_WITH_EXAMPLE = new Set(['email']);

export interface FormSchema {
  properties?: Record<string, { title?: unknown; [FORMAT_EXAMPLES]?: unknown }>;
}

/**
 * Each message names the field (by its title, in the UI language) and what is expected, from the
 * schema itself: its limits, the examples of its pattern ("Country must look like CN or DE"), the
 * form of its format ("Email must look like name@example.com").
 */
export function makeTransformErrors(requiredMessages: Record<string, string>, t: Translate, schema: FormSchema, language: Language) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const name = error.name ?? '';
      if (name === 'required') {
        const field = (error.params?.missingProperty as string | undefined) ?? propertyName(error);
        return { ...error, message: requiredMessages[field] ?? t('renderer.validation.required') };
      }
      if (!KNOWN.has(name)) return error;
      const params = (error.params ?? {}) as Record<string, unknown>;
      const property = schema.properties?.[propertyName(error)];
      const field = typeof property?.title === 'string' && property.title ? property.title : t('renderer.validation.thisField');
      const examples = property?.[FORMAT_EXAMPLES];
      let key = `renderer.validation.${name}`;
      const values: Record<string, unknown> = { field, limit: params.limit, format: params.format, type: params.type };
      if (name === 'pattern' && Array.isArray(examples) && examples.length > 0) {
        key = 'renderer.validation.patternExamples';
        values.examples = orList(language, examples.map(String));
      } else if (name === 'format' && FORMATS_WITH_EXAMPLE.has(String(params.format))) {
        key = `renderer.validation.format_${String(params.format)}`;
      }
      return { ...error, message: t(key, values) };
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
