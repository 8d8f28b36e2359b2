// Ajv errors (route schemas and JSON text fields alike) as FieldError[] in the user's language.
import type { ErrorObject } from 'ajv';
import type { Language } from '../../shared/constants';
import { FORMAT_EXAMPLES } from '../../shared/entities/entitySchema';
import { orList } from '../../shared/format/orList';
import type { FieldError } from '../../shared/wire/envelope';
import { fieldTitle } from '../i18n/fieldTitles';
import { translate } from '../i18n/translate';

/** `/data/RealName` style path of the offending field; `prefix` names the part (querystring, body, data). */
function fieldPath(error: ErrorObject, prefix: string): string {
  const base = error.instancePath || '';
  if (error.keyword === 'required') return `${prefix}${base}/${String(error.params.missingProperty)}`;
  if (error.keyword === 'additionalProperties') return `${prefix}${base}/${String(error.params.additionalProperty)}`;
  return `${prefix}${base}`;
}

/**
 * The field as people know it: its label in the user's language when its schema titles it with a
 * `field.…` key (entity schemas; the error carries its schema when Ajv is verbose), else its name.
 */
function fieldName(error: ErrorObject, name: string, language: Language): string {
  if (error.keyword === 'additionalProperties') return name;
  const parent = error.parentSchema as { title?: unknown; properties?: Record<string, { title?: unknown }> } | undefined;
  const title = error.keyword === 'required' ? parent?.properties?.[name]?.title : parent?.title;
  return typeof title === 'string' && title.startsWith('field.') ? fieldTitle(language, title, name) : name;
}

function messageOf(error: ErrorObject, field: string, language: Language): string {
  const name = fieldName(error, field.split('/').filter(Boolean).pop() ?? field, language);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return translate(language, 'validation.required', { field: name });
    case 'additionalProperties':
      return translate(language, 'validation.unknownField', { field: name });
    case 'type':
      return translate(language, 'validation.type', { field: name, type: String(p.type) });
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems':
      return translate(language, `validation.${error.keyword}`, { field: name, limit: String(p.limit) });
    case 'pattern': {
      // The schema's own examples name the expected form ("must look like CN or DE").
      const examples = (error.parentSchema as Record<string, unknown> | undefined)?.[FORMAT_EXAMPLES];
      if (Array.isArray(examples) && examples.length > 0) return translate(language, 'validation.patternExamples', { field: name, examples: orList(language, examples.map(String)) });
      return translate(language, 'validation.pattern', { field: name });
    }
    case 'format':
      if (p.format === 'email') return translate(language, 'validation.formatEmail', { field: name });
      return translate(language, 'validation.format', { field: name, format: String(p.format) });
    case 'enum':
      return translate(language, 'validation.enum', { field: name });
    default:
      return translate(language, 'validation.invalid', { field: name });
  }
}

export function toFieldErrors(errors: ErrorObject[], language: Language, prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const field = fieldPath(error, prefix);
    const message = messageOf(error, field, language);
    if (seen.has(field + message)) continue;
    seen.add(field + message);
    out.push({ field, message });
  }
  return out;
}
