// Which records of another resource a reference field offers, read the same way by the pickers (forms and
// search filters) and by the server's reference check on writes:
// - what the field may hold (`@referenceFilter {"servesSea": true}` on the field, `x-referenceFilter`; a page
//   may narrow it for one form or filter: a sea booking's POL, a booking entity being every mode's): pickers
//   offer only matching records everywhere, a write naming another is refused;
// - what the target offers for new use (`@offeredWhen {"open": true}` on the target type, `x-offeredWhen`;
//   a code with an `active` flag: active): forms offer only those, search filters every record (old records
//   still hold the others), and a write may keep a value it already held.
import { ACTIVE_FIELD } from './codeNaming';
import type { EntityPropertySchema } from './entitySchema';

/** Field → the value it must have, or the values it may have (an array). */
export type ReferenceConditions = Record<string, string | number | boolean | Array<string | number>>;

export const REFERENCE_FILTER_KEYWORD = 'x-referenceFilter';
export const OFFERED_WHEN_KEYWORD = 'x-offeredWhen';

const isConditions = (value: unknown): value is ReferenceConditions =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => ['string', 'number', 'boolean'].includes(typeof v) || (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')));

/** The field's own conditions (`x-referenceFilter`), none when it declares none. */
export function fieldConditions(prop: EntityPropertySchema | undefined): ReferenceConditions {
  const raw = prop?.[REFERENCE_FILTER_KEYWORD];
  return isConditions(raw) ? raw : {};
}

/** What the target resource offers for new use: its `x-offeredWhen`, else `active: true` for a code with an active flag. */
export function offeredConditions(target: { properties?: Record<string, { type?: unknown }>; [keyword: string]: unknown } | null | undefined): ReferenceConditions {
  const raw = target?.[OFFERED_WHEN_KEYWORD];
  if (isConditions(raw)) return raw;
  return target?.properties?.[ACTIVE_FIELD]?.type === 'boolean' ? { [ACTIVE_FIELD]: true } : {};
}

/** Whether the value is a set of conditions (what the page lint and the generator check). */
export const areReferenceConditions = isConditions;

/** The conditions as the list call's filter: a value is `eq`, an array `in`. */
export function conditionsFilter(conditions: ReferenceConditions): Record<string, { eq: string | number | boolean } | { in: Array<string | number> }> {
  return Object.fromEntries(Object.entries(conditions).map(([field, v]) => [field, Array.isArray(v) ? { in: v } : { eq: v }]));
}
