// JSON text carried in a form field (the spec's `data`, `orginfo`, `filter`, `ids`): parsed without
// prototype pollution, then validated by a JSON Schema; any failure is InvalidInput naming the field.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyRequest } from 'fastify';
import { invalidInput } from './apiError';
import { requestLanguage } from './language';
import { translate } from '../i18n/translate';
import { toFieldErrors } from './validationErrors';

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, coerceTypes: false, removeAdditional: false, useDefaults: false });
addFormats(ajv);

const compiled = new WeakMap<object, ValidateFunction>();

/** Largest JSON text accepted in one field (the body limit bounds it too). */
export const MAX_JSON_FIELD_CHARS = 256 * 1024;

function safeParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    // __proto__/constructor keys are dropped so a payload can never reach an object's prototype.
    return { ok: true, value: JSON.parse(text, (key, value) => (key === '__proto__' || key === 'constructor' ? undefined : value)) };
  } catch {
    return { ok: false };
  }
}

export function parseJsonField<T>(request: FastifyRequest, field: string, text: unknown, schema: object): T {
  const language = requestLanguage(request);
  const malformed = () => invalidInput([{ field: `/${field}`, message: translate(language, 'error.malformedJson', { field }) }], 'error.malformedJson', { field });
  if (typeof text !== 'string' || text.length > MAX_JSON_FIELD_CHARS) throw malformed();
  const parsed = safeParse(text);
  if (!parsed.ok) throw malformed();
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (!validate(parsed.value)) throw invalidInput(toFieldErrors(validate.errors ?? [], language, `/${field}`));
  return parsed.value as T;
}
