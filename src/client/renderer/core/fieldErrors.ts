// Field errors of a failed write (envelope data.errors: [{field, message, row?}]), however the data
// provider carries them on the thrown error: `errors`, `data.errors` or `envelope.data.errors`.
import type { FieldError } from '../../../shared/wire/envelope';
import { PAYLOAD_FIELD } from '../../../shared/wire/resourceContract';

function asErrors(value: unknown): FieldError[] | null {
  if (!Array.isArray(value)) return null;
  const list = value.filter(
    (e): e is FieldError => !!e && typeof e === 'object' && typeof (e as FieldError).field === 'string' && typeof (e as FieldError).message === 'string',
  );
  return list.length > 0 ? list : null;
}

export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!error || typeof error !== 'object') return [];
  const e = error as { errors?: unknown; data?: { errors?: unknown }; envelope?: { data?: { errors?: unknown } } };
  return asErrors(e.errors) ?? asErrors(e.data?.errors) ?? asErrors(e.envelope?.data?.errors) ?? [];
}

const PAYLOAD_PREFIX = new RegExp(`^/${PAYLOAD_FIELD}(?=/)`);

/**
 * `/postalCode`, `postalCode`, `.postalCode` or `/data/postalCode` → `postalCode` (the spec's calls
 * name the form field that carried the record); nested paths keep their dots.
 */
export function fieldNameOf(field: string): string {
  return field.replace(PAYLOAD_PREFIX, '').replace(/^[/.]+/, '').replace(/\//g, '.');
}
