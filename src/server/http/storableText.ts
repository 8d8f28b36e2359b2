// Text PostgreSQL cannot store is bad input, not a server error: a NUL character (text columns refuse
// it) or a lone UTF-16 surrogate (it has no UTF-8 form, so it would be silently replaced). One hook
// checks every query parameter and form field of every API call, including the JSON text a field
// carries (data, filter, orginfo, ids), before any handler reads them; import cells use the same test.
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../shared/constants';
import type { FieldError } from '../../shared/wire/envelope';
import { translate } from '../i18n/translate';
import { invalidInput } from './apiError';
import { requestLanguage } from './language';

// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** No wire payload nests deeper than this; deeper JSON is refused rather than walked. */
export const MAX_JSON_DEPTH = 16;

export const isUnstorable = (text: string) => UNSTORABLE.test(text);

export type TextProblem = { path: string; kind: 'unstorable' | 'tooDeep' };

const JSON_START = /^\s*[{[]/;

/** JSON text of an object or array, parsed; anything else (plain text, broken JSON) is left as text. */
function jsonOf(text: string): unknown {
  if (!JSON_START.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The first string or key under `root` that cannot be stored. */
export function findTextProblem(root: unknown, rootPath: string): TextProblem | null {
  return problemUnder(root, rootPath, 0, false);
}

/**
 * An object's keys are checked first to last before any of its values, and its values are walked last to
 * first: the order the check has always reported in. A path is made only where one is needed (a problem,
 * a nested object, JSON text), since every call's query passes through here.
 */
function problemUnder(value: unknown, path: string, depth: number, inJson: boolean): TextProblem | null {
  if (typeof value === 'string') {
    if (isUnstorable(value)) return { path, kind: 'unstorable' };
    // A form field holding JSON text: its escapes (\u0000, \ud800) only show once parsed.
    const parsed = inJson ? undefined : jsonOf(value);
    return parsed === undefined ? null : problemUnder(parsed, path, 0, true);
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_JSON_DEPTH) return { path, kind: 'tooDeep' };
  if (Array.isArray(value)) {
    for (let i = value.length - 1; i >= 0; i--) {
      const problem = problemUnder(value[i], path, depth + 1, inJson);
      if (problem) return problem;
    }
    return null;
  }
  // A multipart field part ({ type: 'field', value }) is named by its part name alone.
  const isPart = !inJson && (value as { type?: unknown }).type === 'field';
  const keys = Object.keys(value);
  // No closure for the child's path: under tsx (keepNames) each named closure costs a defineProperty per call.
  for (const key of keys) if (isUnstorable(key)) return { path: isPart ? path : `${path}/${key}`, kind: 'unstorable' };
  for (let i = keys.length - 1; i >= 0; i--) {
    const child = (value as Record<string, unknown>)[keys[i]];
    // A plain string needs no path unless it is bad or JSON text (the common case: a query's values).
    if (typeof child === 'string' && !isUnstorable(child) && (inJson || !JSON_START.test(child))) continue;
    const problem = problemUnder(child, isPart ? path : `${path}/${keys[i]}`, depth + 1, inJson);
    if (problem) return problem;
  }
  return null;
}

const fieldName = (path: string) => path.split('/').filter(Boolean).pop() ?? path;

export function textProblemError(problem: TextProblem, language: Language): FieldError {
  return { field: problem.path, message: translate(language, problem.kind === 'unstorable' ? 'validation.unstorableText' : 'validation.tooDeep', { field: fieldName(problem.path) }) };
}

/** In the API scope, after the signature check: query and body of every call. */
export function installStorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = findTextProblem(request.query, '') ?? findTextProblem(request.body, '');
    if (!problem) return done();
    const error = textProblemError(problem, requestLanguage(request));
    done(invalidInput([error], problem.kind === 'unstorable' ? 'validation.unstorableText' : 'validation.tooDeep', { field: fieldName(problem.path) }));
  });
}
