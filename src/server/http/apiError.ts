// Handlers throw ApiError; the error handler (http/errorHandler.ts) turns it into the envelope.
// Messages are i18n keys of the server message catalogue, translated into the request's culture.
import { ExceptionCode, type FieldError } from '../../shared/wire/envelope';

const HTTP_STATUS: Record<number, number> = {
  [ExceptionCode.BadSignature]: 400,
  [ExceptionCode.InvalidInput]: 400,
  [ExceptionCode.SessionExpired]: 401,
  [ExceptionCode.Forbidden]: 403,
  [ExceptionCode.NotFound]: 404,
  [ExceptionCode.Conflict]: 409,
  [ExceptionCode.RateLimited]: 429,
  [ExceptionCode.LoginFailed]: 400,
  [ExceptionCode.ServerError]: 500,
};

export class ApiError extends Error {
  readonly code: ExceptionCode;
  readonly httpStatus: number;
  /** Message key (server/i18n) and its interpolation values. */
  readonly messageKey: string;
  readonly values: Record<string, string | number>;
  readonly errors?: FieldError[];

  /** `httpStatus` overrides the code's usual status (an over-size upload is InvalidInput with 413). */
  constructor(code: ExceptionCode, messageKey: string, values: Record<string, string | number> = {}, errors?: FieldError[], httpStatus?: number) {
    super(messageKey);
    this.code = code;
    this.httpStatus = httpStatus ?? HTTP_STATUS[code] ?? 400;
    this.messageKey = messageKey;
    this.values = values;
    this.errors = errors;
  }
}

/** The top message is a whole sentence too: `values` fill its placeholders as they fill the field's. */
export const invalidInput = (errors: FieldError[], key = 'error.invalidInput', values: Record<string, string | number> = {}) =>
  new ApiError(ExceptionCode.InvalidInput, key, values, errors);
export const notFound = () => new ApiError(ExceptionCode.NotFound, 'error.notFound');
export const forbidden = () => new ApiError(ExceptionCode.Forbidden, 'error.forbidden');
export const conflict = () => new ApiError(ExceptionCode.Conflict, 'error.staleVersion');
