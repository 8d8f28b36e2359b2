// The request signature of SPEC §7, checked on every /f9api call before validation: base64 SHA-1
// over the sorted name=value pairs of the query and form fields (multipart: the non-file fields),
// minus `hash`, with the secret appended; and the China-time timestamp within the window.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseChinaTimestamp } from '../../shared/wire/chinaTime';
import { ExceptionCode } from '../../shared/wire/envelope';
import { TIMESTAMP_WINDOW_SECONDS } from '../../shared/wire/params';
import { canonicalString, HASH_PARAM, type SignableFields } from '../../shared/wire/sign';
import { ApiError } from './apiError';

const badSignature = (key: string) => new ApiError(ExceptionCode.BadSignature, key);

/** One source per value, so a repeated name contributes each of its values. */
function fieldSources(fields: unknown, into: SignableFields[]): void {
  if (!fields || typeof fields !== 'object' || Buffer.isBuffer(fields)) return;
  for (const [name, raw] of Object.entries(fields as Record<string, unknown>)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') into.push({ [name]: value });
      else if (value && typeof value === 'object' && (value as { type?: unknown }).type === 'field') {
        // @fastify/multipart field part (attachFieldsToBody); file parts are not signed.
        into.push({ [name]: String((value as { value?: unknown }).value ?? '') });
      }
    }
  }
}

export function signedFieldsOf(request: FastifyRequest): SignableFields[] {
  const sources: SignableFields[] = [];
  fieldSources(request.query, sources);
  fieldSources(request.body, sources);
  return sources;
}

export function checkSignature(request: FastifyRequest, secret: string, now: number = Date.now()): void {
  const query = request.query as Record<string, unknown>;
  const hash = query?.[HASH_PARAM];
  if (typeof hash !== 'string' || hash === '') throw badSignature('error.missingSignature');
  const timestamp = typeof query.timestamp === 'string' ? parseChinaTimestamp(query.timestamp) : null;
  if (!timestamp) throw badSignature('error.badTimestamp');
  if (Math.abs(now - timestamp.getTime()) > TIMESTAMP_WINDOW_SECONDS * 1000) throw badSignature('error.staleTimestamp');
  // signFields' digest, by Node's native SHA-1 (the shared JS one is for the browser): every call pays it.
  const expected = createHash('sha1').update(canonicalString(...signedFieldsOf(request)) + secret).digest('base64');
  if (expected !== hash) throw badSignature('error.badSignature');
}

/** Registered inside the /f9api/api/v1 context only: static files, site.json and version.json are unsigned. */
export function installSignatureCheck(app: FastifyInstance, secret: string): void {
  // A callback hook: the check is synchronous, and every call pays for an async hook's promise.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkSignature(request, secret);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
