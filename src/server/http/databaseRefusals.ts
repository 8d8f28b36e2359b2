// What the database refused because of the request, not because the server failed: a constraint
// (SQLSTATE class 23: a value already taken, a related record missing or still in use) or a value it
// cannot hold (class 22). Each gets a clear answer in the user's language instead of a 500; never the
// SQL, the constraint's name or the row. The statement's transaction was rolled back, so nothing changed.
import { ExceptionCode } from '../../shared/wire/envelope';
import type { MessageKey } from '../i18n/en';

export interface Refusal {
  status: number;
  code: ExceptionCode;
  key: MessageKey;
}

const DUPLICATE: Refusal = { status: 409, code: ExceptionCode.Conflict, key: 'error.duplicateRecord' };
const RELATED: Refusal = { status: 409, code: ExceptionCode.Conflict, key: 'error.relatedRecords' };
const INVALID: Refusal = { status: 400, code: ExceptionCode.InvalidInput, key: 'error.invalidInput' };

const BY_SQLSTATE: Readonly<Record<string, Refusal>> = {
  '23505': DUPLICATE, // unique_violation
  '23P01': DUPLICATE, // exclusion_violation
  '23503': RELATED, // foreign_key_violation
  '23502': INVALID, // not_null_violation
  '23514': INVALID, // check_violation
  '22001': INVALID, // string_data_right_truncation
  '22003': INVALID, // numeric_value_out_of_range
  '22007': INVALID, // invalid_datetime_format
  '22008': INVALID, // datetime_field_overflow
  '22P02': INVALID, // invalid_text_representation
};

/** The answer for an error the database raised over the request's data; undefined for anything else (a server failure). */
export function databaseRefusal(error: unknown): Refusal | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  // Both drivers' DatabaseError (pg's and PGlite's) carry the SQLSTATE and a severity; fastify's codes are FST_*.
  return typeof code === 'string' && typeof severity === 'string' ? BY_SQLSTATE[code] : undefined;
}
