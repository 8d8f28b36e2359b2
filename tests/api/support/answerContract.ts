// Checks an answer against the OpenAPI document the server publishes (ajv): the response schema of the
// answered operation, for its status (exact, else 4XX / 5XX, else default) and media type. An answer
// of a path the document does not list (an unknown route's 404) must be the shared refusal.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

interface Media {
  schema?: object;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, Media> }>;
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
}

/** One answer as the test received it. */
export interface Answer {
  method: string;
  /** The request URL: its path names the operation (the query is ignored). */
  url: string;
  status: number;
  contentType: string | undefined;
  /** The raw body text. */
  body: string;
}

const DOC_ID = 'openapi';
/** JSON pointer token (RFC 6901), written into a URI fragment. */
const token = (key: string) => encodeURIComponent(key.replace(/~/g, '~0').replace(/\//g, '~1'));

export interface AnswerContract {
  /** Why the answer breaks the document, or null when it keeps it. */
  problem(answer: Answer): string | null;
}

export function answerContract(doc: OpenApiDoc): AnswerContract {
  // strict off: the document carries OpenAPI words (nullable is Ajv's own; example, x-… are not schema words).
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(doc as object, DOC_ID);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  return {
    problem({ method, url, status, contentType, body }) {
      const path = url.split('?')[0];
      const where = `${method} ${path} → ${status}`;
      const media = (contentType ?? '').split(';')[0].trim().toLowerCase();
      const operation = doc.paths[path]?.[method.toLowerCase()];
      if (!operation) {
        // Not a published operation: only a refusal may come back (an unknown route, a resource without import).
        if (status < 400 || !doc.components?.schemas?.refusal) return `${where}: no such operation in the document`;
        return checkJson(validator('/components/schemas/refusal'), body, where);
      }
      const responses = operation.responses ?? {};
      const code = [String(status), `${String(status)[0]}XX`, 'default'].find((c) => responses[c]);
      if (!code) return `${where}: the document publishes no answer for this status`;
      const content = responses[code].content ?? {};
      const schema = content[media]?.schema as { format?: string } | undefined;
      if (!schema) return `${where}: the document publishes no ${media || 'untyped'} answer (it has ${Object.keys(content).join(', ') || 'none'})`;
      const check = validator(`/paths/${token(path)}/${method.toLowerCase()}/responses/${code}/content/${token(media)}/schema`);
      if (media === 'application/json') return checkJson(check, body, where);
      // A file: text is checked as text; a binary one by its media type alone.
      return schema.format === 'binary' ? null : validate(check, body, where);
    },
  };
}

function checkJson(check: ValidateFunction, body: string, where: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return `${where}: not JSON: ${body.slice(0, 200)}`;
  }
  return validate(check, data, where);
}

function validate(check: ValidateFunction, data: unknown, where: string): string | null {
  if (check(data)) return null;
  const errors = (check.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);
  return `${where}: ${errors.join('; ')} in ${JSON.stringify(data).slice(0, 300)}`;
}
