// Every answer of the API has this shape (SPEC §7, DESIGN "The wire contract").
import type { ListPage } from './resourceContract';

export interface ApiEnvelope<T = unknown> {
  success: boolean;
  data: T;
  /** Human text in the request's culture; empty on success unless the call reports something. */
  message: string;
  /** 0 on success; one of ExceptionCode otherwise. */
  exceptioncode: number;
}

/** 10003 is the spec's; the rest are ours, documented in the OpenAPI document. */
export const ExceptionCode = {
  None: 0,
  /** Bad signature or a timestamp outside the window. */
  BadSignature: 10001,
  /** The request's input failed validation; data holds `{ errors: FieldError[] }`. */
  InvalidInput: 10002,
  /** The session is gone (expired, unknown, logged out): the client offers re-login. */
  SessionExpired: 10003,
  /** The user is not granted the menu or function this call needs. */
  Forbidden: 10004,
  /** No such row for this user (also what another customer's row looks like). */
  NotFound: 10005,
  /** An update carried a stale version. */
  Conflict: 10006,
  /** Too many attempts; try later. */
  RateLimited: 10007,
  /** Wrong account or password, or the account is deactivated. */
  LoginFailed: 10008,
  /** Anything unexpected; the message never carries a stack trace or SQL. */
  ServerError: 10009,
} as const;
export type ExceptionCode = (typeof ExceptionCode)[keyof typeof ExceptionCode];

/** One field-level validation error, shown by the form on its field. */
export interface FieldError {
  /** JSON pointer-ish path of the field, e.g. `/postalCode`; with a row number on imports. */
  field: string;
  message: string;
  row?: number;
}

/** What a list call's data holds, matching the grid proxy's defaults (page.total, result). */
export interface ListResult<T> {
  result: T[];
  /** The engine's lists also say how exact the total is and carry keyset cursors (resourceContract.ts ListPage). */
  page: Pick<ListPage, 'current' | 'size' | 'total'> & Partial<ListPage>;
}

/** A failure that means the session is gone (10003, HTTP 401): the forced log-out confirm tells it. */
export function isSessionGone(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: unknown }).code === ExceptionCode.SessionExpired;
}
