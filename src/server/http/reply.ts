// Success answers in the envelope of SPEC §7; failures are thrown as ApiError (http/apiError.ts).
import type { FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '../../shared/wire/envelope';
import { ExceptionCode } from '../../shared/wire/envelope';
import type { MessageKey } from '../i18n/en';
import { translate } from '../i18n/translate';
import { requestLanguage } from './language';

export function ok<T>(data: T, message = ''): ApiEnvelope<T> {
  return { success: true, data, message, exceptioncode: ExceptionCode.None };
}

/** A success carrying a message for the user, in the request's language. */
export function okWithMessage<T>(request: FastifyRequest, data: T, key: MessageKey, values: Record<string, string | number> = {}): ApiEnvelope<T> {
  return ok(data, translate(requestLanguage(request), key, values));
}
