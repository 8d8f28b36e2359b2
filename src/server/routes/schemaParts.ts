// JSON Schema building blocks of the route schemas. Every query and form is an object of strings
// (that is what the wire carries) with additionalProperties false: unknown fields are refused.
const text = (maxLength: number, extra: Record<string, unknown> = {}) => ({ type: 'string', maxLength, ...extra });

/** The parameters every call carries (SPEC §7); the signature check reads them before validation. */
export const COMMON_QUERY = {
  tokenid: text(200),
  companyid: text(20),
  timestamp: text(19, { description: 'China time, YYYY-MM-DD HH:mm:ss' }),
  culture: text(10, { description: 'en-US, zh-CN, zh-TW or es-ES' }),
  customer: { type: 'string', enum: ['true', 'false'] },
  hash: text(100, { description: 'base64 SHA-1 signature, see README' }),
} as const;

export const str = text;
export const intText = (description?: string) => ({ type: 'string', pattern: '^[0-9]{1,9}$', ...(description ? { description } : {}) });
export const jsonText = (description: string, maxLength = 256 * 1024) => ({ type: 'string', maxLength, description: `JSON text: ${description}` });

type Props = Record<string, unknown>;

export function querySchema(extra: Props = {}, required: string[] = []) {
  return { type: 'object', properties: { ...COMMON_QUERY, ...extra }, required, additionalProperties: false };
}

export function formSchema(props: Props, required: string[] = []) {
  return { type: 'object', properties: props, required, additionalProperties: false };
}

/** The wire's bodies are forms (SPEC §7). */
export const FORM = ['application/x-www-form-urlencoded'];

/** A file part of a multipart body, as the OpenAPI document shows it. */
export const fileField = (description: string) => ({ type: 'string', format: 'binary', description });

/**
 * A multipart body (an uploaded file and its fields), published as the route schema's `multipart`: the
 * document shows it (openapiOptions.ts), but Fastify does not validate it, because the parsed parts
 * (resources/multipartBody.ts) are objects, not the strings the wire carries; the handler checks them.
 */
export function multipartSchema(props: Props, required: string[] = []) {
  return { type: 'object', properties: props, required, additionalProperties: false };
}

/** OpenAPI tags: one per area of the API. */
export const TAGS = { session: 'session', clientData: 'client data', messages: 'home messages', users: 'customer users', site: 'site', preferences: 'user preferences' } as const;
