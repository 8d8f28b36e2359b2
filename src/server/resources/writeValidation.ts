// Validates what a client writes against the entity schema merged with the menu's required-field
// rules (the same merge the client's form uses). Server-managed fields are not part of the write
// schema; unknown fields are refused. Compiled validators are cached per rule set.
import type { ValidateFunction } from 'ajv';
import type { Language } from '../../shared/constants';
import { mergeRequiredConfig, REQUIRED_MESSAGES_KEYWORD } from '../../shared/requiredConfig/mergeRequired';
import type { ReqItemEntry } from '../../shared/requiredConfig/reqItem';
import type { FieldError } from '../../shared/wire/envelope';
import { toFieldErrors } from '../http/validationErrors';
import { translate } from '../i18n/translate';
import { CHECK_DIGIT_KEYWORD, wrongCheckDigit } from '../../shared/checkDigits';
import { fieldFindings } from '../../shared/entities/fieldChecks';
import { withColumnBounds } from './columnBounds';
import { createWriteAjv } from './writeAjv';
import type { EntityPropertySchema, EntitySchema } from './entityFields';
import type { EntityRecord } from './types';

const ajv = createWriteAjv();

/**
 * What a write validates against: an entity (named, for the cache) and, for calls whose operations
 * differ, fields one operation additionally requires (a new user's Password) or does not take at all.
 * A ResourceDef is one as it stands.
 */
export interface WriteTarget {
  name: string;
  schema: EntitySchema;
  require?: readonly string[];
  omit?: readonly string[];
}

/** Ids, versions, owner, timestamps and computed fields: the server's to set, never a client's. */
const isServerManaged = (p: EntityPropertySchema) => p.readOnly === true || p['x-computed'] === true;

/** The entity schema without server-managed (and omitted) fields: what a client may send. */
export function writeSchema(schema: EntitySchema, variant: Pick<WriteTarget, 'require' | 'omit'> = {}): EntitySchema {
  const omitted = new Set(variant.omit ?? []);
  const properties = Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([name, p]) => !isServerManaged(p) && !omitted.has(name))
      .map(([name, p]) => [name, withColumnBounds(p)]),
  );
  const required = [...new Set([...(schema.required ?? []), ...(variant.require ?? [])])].filter((name) => name in properties);
  const { $id: _id, $schema: _schema, ...rest } = schema;
  return { ...rest, properties, required, additionalProperties: false };
}

interface CompiledWrite {
  validate: ValidateFunction;
  messages: Record<string, string>;
}

const cache = new Map<string, CompiledWrite>();
const MAX_CACHED = 500;

function compiled(target: WriteTarget, rules: ReqItemEntry[], language: Language): CompiledWrite {
  const key = JSON.stringify([target.name, target.require ?? [], target.omit ?? [], language, rules]);
  let hit = cache.get(key);
  if (!hit) {
    const merged = mergeRequiredConfig(writeSchema(target.schema, target), rules, language);
    if (cache.size >= MAX_CACHED) cache.clear();
    hit = { validate: ajv.compile(merged), messages: merged[REQUIRED_MESSAGES_KEYWORD] };
    cache.set(key, hit);
  }
  return hit;
}

const serverManagedFields = (target: Pick<WriteTarget, 'schema'>, record: EntityRecord) =>
  Object.keys(record).filter((name) => target.schema.properties[name] !== undefined && isServerManaged(target.schema.properties[name]));

/**
 * Server-managed fields (ids, versions, owner, timestamps) are refused by name, on create and update
 * alike: a write naming one never "succeeds" while silently ignoring it.
 */
export function serverManagedErrors(target: Pick<WriteTarget, 'schema'>, record: EntityRecord, language: Language): FieldError[] {
  return serverManagedFields(target, record).map((name) => ({ field: `/${name}`, message: translate(language, 'validation.serverManaged', { field: name }) }));
}

/** Fields declaring a check-digit scheme (`x-checkDigit`) whose value's digit is wrong, naming the right one. */
function checkDigitErrors(schema: EntitySchema, record: EntityRecord, language: Language): FieldError[] {
  const out: FieldError[] = [];
  for (const [name, prop] of Object.entries(schema.properties)) {
    const scheme = prop[CHECK_DIGIT_KEYWORD];
    const value = record[name];
    if (typeof scheme !== 'string' || typeof value !== 'string' || value === '') continue;
    const expected = wrongCheckDigit(scheme, value);
    if (expected !== null) out.push({ field: `/${name}`, message: translate(language, `checkDigit.${scheme}`, { value, expected }) });
  }
  return out;
}

/** Errors of the checks fields declare (`x-fieldCheck`: VINs …); their warnings never stop a write. */
function fieldCheckErrors(schema: EntitySchema, record: EntityRecord, language: Language): FieldError[] {
  return Object.entries(schema.properties).flatMap(([name, prop]) =>
    fieldFindings(prop, record[name], language)
      .filter((f) => f.severity === 'error')
      .map((f) => ({ field: `/${name}`, message: f.message })),
  );
}

/** Every problem of the record, each on its field (`/name`); the rule's hint for a missing configured field. */
export function validateWrite(target: WriteTarget, record: EntityRecord, rules: ReqItemEntry[], language: Language): FieldError[] {
  const { validate, messages } = compiled(target, rules, language);
  const managed = serverManagedFields(target, record);
  const out = serverManagedErrors(target, record, language);
  const rest = managed.length > 0 ? Object.fromEntries(Object.entries(record).filter(([name]) => !managed.includes(name))) : record;
  if (validate(rest)) return [...out, ...checkDigitErrors(target.schema, rest, language), ...fieldCheckErrors(target.schema, rest, language)];
  for (const error of validate.errors ?? []) {
    const missing = error.keyword === 'required' ? String(error.params.missingProperty) : null;
    if (missing && messages[missing]) out.push({ field: `/${missing}`, message: messages[missing] });
    else out.push(...toFieldErrors([error], language));
  }
  return out;
}
