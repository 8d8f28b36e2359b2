// The JSON Schemas of the answers (SPEC §7: { success, data, message, exceptioncode }): every API route
// publishes one per status under `response`, so the OpenAPI document says what each call answers and
// the contract test checks every answer against it. A refusal (4xx, 5xx) is the one shared `refusal`
// schema; a success is the envelope around the route's own data.
//
// Serialisation: Fastify would stringify every answer with a response schema by that schema
// (fast-json-stringify), which silently drops any property the schema does not list. So an answer is
// stringified by its schema only where `answers(…, { bySchema: true })` says the schema is exact (the
// data is built from the same field list the schema is); every other answer keeps JSON.stringify.
import { type Options, type RouteDefinition, SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { ExceptionCode } from '../../shared/wire/envelope';

const REFUSAL_ID = 'refusal';

const FIELD_ERROR = {
  type: 'object',
  description: 'One field refused: its path (with a row number on imports) and why, in the caller language.',
  properties: { field: { type: 'string' }, message: { type: 'string' }, row: { type: 'integer' } },
  required: ['field', 'message'],
  additionalProperties: false,
};

const REFUSAL_CODES = Object.values(ExceptionCode).filter((code) => code !== ExceptionCode.None);

/** Every failure's answer (http/errorHandler.ts): field errors in `data.errors` when input was refused, else null. */
export const REFUSAL_SCHEMA = {
  $id: REFUSAL_ID,
  description: 'A refusal: success false, the reason in the caller language, and the field errors when input was refused.',
  type: 'object',
  properties: {
    success: { type: 'boolean', enum: [false] },
    data: { type: 'object', nullable: true, properties: { errors: { type: 'array', items: FIELD_ERROR } }, required: ['errors'], additionalProperties: false },
    message: { type: 'string', minLength: 1 },
    exceptioncode: { type: 'integer', enum: REFUSAL_CODES },
  },
  required: ['success', 'data', 'message', 'exceptioncode'],
  additionalProperties: false,
};

const REFUSAL_REF = { $ref: `${REFUSAL_ID}#` };

export const TEXT = { type: 'string' };
export const INTEGER = { type: 'integer' };
export const BOOLEAN = { type: 'boolean' };
/** An ISO date-time as text. */
export const TIME = { type: 'string', format: 'date-time' };
export const arrayOf = (items: object, description?: string) => ({ type: 'array', items, ...(description ? { description } : {}) });
/** The value, or null (OpenAPI 3.0: nullable beside a type). */
export const orNull = (schema: object) => ({ ...schema, nullable: true });
/** `data` of a call that has nothing to answer: null. */
export const NOTHING = { type: 'object', nullable: true, enum: [null], description: 'null: nothing to answer' };

/** `data` whose shape the route does not promise; `description` says what it holds and why it is open. */
export const freeForm = (description: string) => ({ description });

/** An object of exactly these properties. */
export const exactObject = (properties: Record<string, object>, required: string[] = Object.keys(properties)) => ({ type: 'object', properties, required, additionalProperties: false });

/** Success envelopes whose data is exact: stringified by schema (answerSerializers). */
const BY_SCHEMA = new WeakSet<object>();

/** The success envelope around `data`; `message` is empty unless the call reports something. */
function envelopeOf(data: object, description?: string): object {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties: { success: { type: 'boolean', enum: [true] }, data, message: { type: 'string' }, exceptioncode: { type: 'integer', enum: [ExceptionCode.None] } },
    required: ['success', 'data', 'message', 'exceptioncode'],
    additionalProperties: false,
  };
}

export interface AnswerOptions {
  /** The data is built from the same field list as its schema: stringify it by the schema (faster; drops nothing). */
  bySchema?: boolean;
  description?: string;
}

/** A route's `response`: the success envelope around `data`, and the shared refusal for 4xx and 5xx. */
export function answers(data: object, options: AnswerOptions = {}) {
  const success = envelopeOf(data, options.description);
  if (options.bySchema) BY_SCHEMA.add(success);
  return { 200: success, '4xx': REFUSAL_REF, '5xx': REFUSAL_REF };
}

/** A route answering a file (not the envelope) on success: its media types; refusals as any route's. */
export function fileAnswers(description: string, media: Record<string, object>) {
  return { 200: { description, content: Object.fromEntries(Object.entries(media).map(([type, schema]) => [type, { schema }])) }, '4xx': REFUSAL_REF, '5xx': REFUSAL_REF };
}

/** A file answered inside the envelope (shared/wire/fileAnswer.ts). */
export const FILE_ANSWER = exactObject({ fileName: { type: 'string' }, mediaType: { type: 'string' }, base64: { type: 'string', format: 'byte' } });

const stringify = (data: unknown) => JSON.stringify(data);

/**
 * Fastify's serializer factory (schemaController.compilersFactory.buildSerializer): fast-json-stringify
 * for the answers marked exact, JSON.stringify for the rest (see the top of this file).
 */
export function answerSerializers(externalSchemas?: unknown, options?: Options) {
  const bySchema = SerializerSelector()(externalSchemas, options);
  return (route: RouteDefinition) => (typeof route.schema === 'object' && route.schema !== null && BY_SCHEMA.has(route.schema) ? bySchema(route) : stringify);
}
