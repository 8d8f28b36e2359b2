// The field errors an answer carries (the envelope's `data.errors`, SPEC §7), read the one way every
// API test reads them: from the answer's body or from the call's result; none when it has none.
import type { FieldError } from '../../../src/shared/wire/envelope';

export function errorsOf(answer: { data: unknown } | { body: { data: unknown } }): FieldError[] {
  const body = 'body' in answer ? answer.body : answer;
  return ((body.data ?? {}) as { errors?: FieldError[] }).errors ?? [];
}
