// Every failure becomes the envelope { success: false, data, message, exceptioncode } with the HTTP
// status of apiError.ts. Messages are translated; stack traces and SQL never reach the client (they
// are logged instead).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiEnvelope, FieldError } from '../../shared/wire/envelope';
import { ExceptionCode } from '../../shared/wire/envelope';
import type { MessageKey } from '../i18n/en';
import { translate } from '../i18n/translate';
import { ApiError } from './apiError';
import { databaseRefusal } from './databaseRefusals';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './databaseUnavailable';
import { requestLanguage } from './language';
import { toFieldErrors } from './validationErrors';

function send(reply: FastifyReply, request: FastifyRequest, status: number, code: number, key: string, values: Record<string, string | number> = {}, errors?: FieldError[]) {
  const body: ApiEnvelope<{ errors: FieldError[] } | null> = {
    success: false,
    data: errors?.length ? { errors } : null,
    message: translate(requestLanguage(request), key, values),
    exceptioncode: code,
  };
  return reply.status(status).send(body);
}

/** Fastify's own request errors (body parsing, limits) mapped to our keys. */
const FASTIFY_CODES: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'error.bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'error.unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'error.malformedBody' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'error.malformedBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'error.malformedBody' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'error.bodyTooLarge' },
  FST_FILES_LIMIT: { status: 413, key: 'error.bodyTooLarge' },
  FST_FIELDS_LIMIT: { status: 413, key: 'error.bodyTooLarge' },
  FST_PARTS_LIMIT: { status: 413, key: 'error.bodyTooLarge' },
};

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    // A body refused for its size keeps its connection (Fastify closes it on any body refusal) while
    // the rest arrives and is dropped: closing under a client still sending resets it before it reads
    // the answer (lateBodies.ts bounds the wait).
    if (reply.statusCode === 413 || (error instanceof ApiError && error.httpStatus === 413) || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') reply.removeHeader('connection');
    if (error instanceof ApiError) {
      return send(reply, request, error.httpStatus, error.code, error.messageKey, error.values, error.errors);
    }
    if ((error as FastifyError).validation) {
      const fe = error as FastifyError;
      const errors = toFieldErrors(fe.validation as never, requestLanguage(request), `/${fe.validationContext ?? ''}`);
      return send(reply, request, 400, ExceptionCode.InvalidInput, 'error.invalidInput', {}, errors);
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, request, known.status, ExceptionCode.InvalidInput, known.key);
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code }, 'bad request');
      return send(reply, request, status, ExceptionCode.InvalidInput, 'error.malformedBody');
    }
    const refused = databaseRefusal(error);
    if (refused) {
      // The constraint's name says which rule was hit; the client is told only what it can act on.
      request.log.info({ sqlState: error.code, constraint: (error as { constraint?: string }).constraint }, 'refused by the database');
      return send(reply, request, refused.status, refused.code, refused.key);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: error.code, msg: error.message }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, request, 503, ExceptionCode.ServerError, 'error.databaseUnavailable');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, ExceptionCode.ServerError, 'error.server');
  });
}

/** Unknown API paths: the envelope with NotFound. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 404, ExceptionCode.NotFound, 'error.routeNotFound');
}

/** Requests Fastify cannot route at all (a malformed URL): InvalidInput. */
export function sendMalformedRequest(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 400, ExceptionCode.InvalidInput, 'error.malformedBody');
}
