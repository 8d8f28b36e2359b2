// JSON text carried in a form field (the spec's `data`, `orginfo`, `filter`, `ids`): parsed, refused when
// an object holds a prototype key, then validated by a JSON Schema; any failure is InvalidInput naming the field.
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

/** Keys that reach an object's prototype when code copies a payload into an object: never a field of ours. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function safeParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    // JSON.parse makes own properties (even `__proto__`), so parsing itself pollutes nothing.
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The JSON pointer (below the field) of the first prototype key of an object in `value`, if any. */
export function prototypeKeyPath(value: unknown): string | undefined {
  // A loop, not recursion: nesting depth is the sender's to choose.
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    for (const key of Object.keys(node)) {
      const at = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (!Array.isArray(node) && PROTOTYPE_KEYS.has(key)) return at;
      pending.push([(node as Record<string, unknown>)[key], at]);
    }
  }
  return undefined;
}

export function parseJsonField<T>(request: FastifyRequest, field: string, text: unknown, schema: object): T {
  const language = requestLanguage(request);
  const malformed = () => invalidInput([{ field: `/${field}`, message: translate(language, 'error.malformedJson', { field }) }], 'error.malformedJson', { field });
  if (typeof text !== 'string' || text.length > MAX_JSON_FIELD_CHARS) throw malformed();
  const parsed = safeParse(text);
  if (!parsed.ok) throw malformed();
  const forbidden = prototypeKeyPath(parsed.value);
  if (forbidden !== undefined) {
    const key = forbidden.split('/').pop()!;
    throw invalidInput([{ field: `/${field}${forbidden}`, message: translate(language, 'error.prototypeKey', { field, key }) }], 'error.prototypeKey', { field, key });
  }
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (!validate(parsed.value)) throw invalidInput(toFieldErrors(validate.errors ?? [], language, `/${field}`));
  return parsed.value as T;
}
