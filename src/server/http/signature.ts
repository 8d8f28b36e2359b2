// The request signature of SPEC §7, checked on every /f9api call before validation: base64 SHA-1
// over the sorted name=value pairs of the query and form fields (multipart: the non-file fields),
// minus `hash`, with the secret appended; and the China-time timestamp within the window.
import { hash as digestOf } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseChinaTimestamp } from '../../shared/wire/chinaTime';
import { ExceptionCode } from '../../shared/wire/envelope';
import { TIMESTAMP_WINDOW_SECONDS } from '../../shared/wire/params';
import { HASH_PARAM, joinPairs, type SignedPair, signedPair } from '../../shared/wire/sign';
import { ApiError } from './apiError';

const badSignature = (key: string) => new ApiError(ExceptionCode.BadSignature, key);

/** A pair per value, so a repeated name contributes each of its values. */
function addPairs(fields: unknown, into: SignedPair[]): void {
  if (!fields || typeof fields !== 'object' || Buffer.isBuffer(fields)) return;
  for (const name of Object.keys(fields)) {
    const raw = (fields as Record<string, unknown>)[name];
    if (Array.isArray(raw)) for (const value of raw) addPair(name, value, into);
    else addPair(name, raw, into);
  }
}

function addPair(name: string, value: unknown, into: SignedPair[]): void {
  let pair: SignedPair | null = null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') pair = signedPair(name, value);
  else if (value && typeof value === 'object' && (value as { type?: unknown }).type === 'field') {
    // @fastify/multipart field part (attachFieldsToBody); file parts are not signed.
    pair = signedPair(name, String((value as { value?: unknown }).value ?? ''));
  }
  if (pair) into.push(pair);
}

/** The signed fields of a call, as pairs: its query's and its form's. */
export function signedPairsOf(request: FastifyRequest): SignedPair[] {
  const pairs: SignedPair[] = [];
  addPairs(request.query, pairs);
  addPairs(request.body, pairs);
  return pairs;
}

export function checkSignature(request: FastifyRequest, secret: string, now: number = Date.now()): void {
  const query = request.query as Record<string, unknown>;
  const hash = query?.[HASH_PARAM];
  if (typeof hash !== 'string' || hash === '') throw badSignature('error.missingSignature');
  const timestamp = typeof query.timestamp === 'string' ? parseChinaTimestamp(query.timestamp) : null;
  if (!timestamp) throw badSignature('error.badTimestamp');
  if (Math.abs(now - timestamp.getTime()) > TIMESTAMP_WINDOW_SECONDS * 1000) throw badSignature('error.staleTimestamp');
  // signFields' digest, by Node's native SHA-1 (the shared JS one is for the browser): every call pays it.
  const expected = digestOf('sha1', joinPairs(signedPairsOf(request)) + secret, 'base64');
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
