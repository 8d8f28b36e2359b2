// The spec's own calls' conventions (SPEC §7, the cususer calls), which a resource may keep when it
// moves onto the engine (ResourceSpec.specWire): field errors named inside the `data` form field, a
// success message in the caller's language, and the list page as {current, size, total}.
import type { FastifyRequest } from 'fastify';
import type { FieldError } from '../../shared/wire/envelope';
import { type ListPage, PAYLOAD_FIELD } from '../../shared/wire/resourceContract';
import { ApiError, invalidInput } from '../http/apiError';
import { ok, okWithMessage } from '../http/reply';
import type { MessageKey } from '../i18n/en';
import type { HookError, ResourceDef } from './types';

/** A payload's field errors, named as the resource's wire names them. */
export function payloadErrors(def: ResourceDef, errors: FieldError[]): FieldError[] {
  if (!def.specWire) return errors;
  return errors.map((e) => (e.field.startsWith('/') ? { ...e, field: `/${PAYLOAD_FIELD}${e.field}` } : e));
}

/** Refuses a payload; a single refusal with its message key (HookError) gives the answer its sentence. */
export function refusePayload(def: ResourceDef, errors: HookError[]): never {
  const fields = payloadErrors(def, errors.map(({ field, message, row }) => ({ field, message, ...(row === undefined ? {} : { row }) })));
  const [only] = errors;
  throw errors.length === 1 && only.key ? invalidInput(fields, only.key, only.values) : invalidInput(fields);
}

/** A write's answer: with the resource's success message when it keeps the spec's wire. */
export function answerOf<T>(def: ResourceDef, request: FastifyRequest, data: T, key: MessageKey, values: Record<string, string | number> = {}) {
  return def.specWire ? okWithMessage(request, data, key, values) : ok(data);
}

/** The list page as the resource's wire shapes it. */
export function pageOf(def: ResourceDef, page: ListPage): ListPage | Pick<ListPage, 'current' | 'size' | 'total'> {
  return def.specWire ? { current: page.current, size: page.size, total: page.total } : page;
}

/** The list query read by `parse`; the spec's wire names a refused query field as a path (`/filter/UserId`). */
export function withSpecPaths<T>(def: ResourceDef, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!def.specWire || !(error instanceof ApiError) || !error.errors) throw error;
    const errors = error.errors.map((e) => (e.field.startsWith('/') ? e : { ...e, field: `/${e.field}` }));
    throw new ApiError(error.code, error.messageKey, error.values, errors, error.httpStatus);
  }
}
