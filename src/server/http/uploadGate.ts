// Uploads (multipart bodies: imports, pack lists, menu files) are the heaviest calls there are: a body
// of up to 10 MB read and parsed, a file checked, thousands of rows written in one transaction. Let in
// freely, a few of them took every database connection (PGlite's only one) and every other user's
// call queued behind all of them for seconds (bench/server/importLoad.bench.ts). So a process runs at
// most `perProcess` at once and one per company (an administrator counts alone); one more is answered
// 429 at once, before its body is read (its message asks the user to try again in a moment).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ExceptionCode } from '../../shared/wire/envelope';
import type { DbTarget } from '../db/connect';
import { ApiError } from './apiError';

/**
 * PGlite is one session: a second upload's transaction would only queue behind the first's, with every
 * other call after both. A PostgreSQL pool (4 connections or more) keeps two for everyone else.
 */
export const uploadsPerProcess = (kind: DbTarget['kind']) => (kind === 'pglite' ? 1 : 2);
export const UPLOADS_PER_PROCESS = 2;

const isUpload = (request: FastifyRequest) => String(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

export function installUploadGate(app: FastifyInstance, perProcess = UPLOADS_PER_PROCESS): void {
  const running = new Set<string>();
  const holders = new WeakMap<FastifyRequest, string>();
  const release = (request: FastifyRequest) => {
    const who = holders.get(request);
    if (who === undefined) return;
    holders.delete(request);
    running.delete(who);
  };
  // After the permission hook (onRequest): the caller is known, the body not read yet.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const principal = request.principal;
    if (!principal || !isUpload(request)) return done(null, payload);
    const who = principal.customerId !== null ? `company:${principal.customerId}` : `user:${principal.userId}`;
    if (running.size >= perProcess || running.has(who)) return done(new ApiError(ExceptionCode.RateLimited, 'error.importBusy'), payload);
    running.add(who);
    holders.set(request, who);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    release(request);
    done();
  });
}
