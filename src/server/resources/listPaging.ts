// Keyset paging of a list (resourceContract.ts `after` / `before` / `last`): a cursor names a row by its
// sort value and id, and the next page starts right after it with an index seek, so page 10,000 costs
// what page 2 does. OFFSET (skip (current − 1) × size rows) stays for small offsets and jumps.
import { type RawBuilder, sql } from 'kysely';
import type { Language } from '../../shared/constants';
import { invalidInput } from '../http/apiError';
import { translate } from '../i18n/translate';
import type { FieldInfo } from './entityFields';
import { coerceScalar, type ListSpec } from './listQuery';
import type { ResourceDef } from './types';
import { INT4_MAX } from './columnBounds';

type CursorValue = string | number | boolean;

/** Where a page starts: skip rows, or seek from a cursor row towards the end or the start. */
export type PageStart =
  | { kind: 'offset'; offset: number }
  | { kind: 'after' | 'before'; value: CursorValue | null; id: number }
  | { kind: 'last' };

const NUMBER_TEXT = /^-?\d{1,30}(?:\.\d{1,30})?$/;

/** The cursor of a row: its sort field's value (a decimal's as stored text) and its id, as base64url JSON. */
export function cursorOf(value: unknown, id: unknown): string | undefined {
  if (typeof id !== 'number') return undefined;
  return Buffer.from(JSON.stringify([value ?? null, id])).toString('base64url');
}

/** The cursor's sort value checked against the sort field; undefined when it is not one of its values. */
function cursorValue(field: FieldInfo, raw: unknown): CursorValue | null | undefined {
  if (raw === null) return null;
  // Decimals travel as text so they stay exact.
  if (field.kind === 'number' || field.kind === 'integer') {
    if (typeof raw === 'number') return coerceScalar(field, raw);
    return typeof raw === 'string' && NUMBER_TEXT.test(raw) ? raw : undefined;
  }
  return coerceScalar(field, raw);
}

function decodeCursor(field: FieldInfo, text: unknown): { value: CursorValue | null; id: number } | undefined {
  if (typeof text !== 'string' || text.length > 1000 || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
  const [raw, id] = parsed as [unknown, unknown];
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > INT4_MAX) return undefined;
  const value = field.column === 'id' ? id : cursorValue(field, raw);
  return value === undefined ? undefined : { value, id };
}

/** How the list call's page is read; a bad cursor is refused as 10002 naming its parameter. */
export function parsePageStart(spec: ListSpec, query: Record<string, unknown>, language: Language): PageStart {
  const given = (['after', 'before', 'last'] as const).filter((p) => query[p] !== undefined && query[p] !== '');
  if (given.length > 1) throw invalidInput(given.map((field) => ({ field, message: translate(language, 'validation.invalid', { field }) })));
  const offset: PageStart = { kind: 'offset', offset: (spec.page - 1) * spec.size };
  if (given.length === 0) return offset;
  const param = given[0];
  if (param === 'last') {
    if (query.last !== 'true') throw invalidInput([{ field: 'last', message: translate(language, 'validation.invalid', { field: 'last' }) }]);
    return { kind: 'last' };
  }
  const cursor = decodeCursor(spec.sort.field, query[param]);
  if (!cursor) throw invalidInput([{ field: param, message: translate(language, 'validation.invalid', { field: param }) }]);
  return { kind: param, value: cursor.value, id: cursor.id };
}

/** The order rows are read in: the list's order, reversed when reading backwards (before, last). */
export function readsBackwards(start: PageStart): boolean {
  return start.kind === 'before' || start.kind === 'last';
}

/**
 * Rows beyond the cursor in the reading direction. A row comparison `(col, id) > (v, id)` is one index
 * range. NULLs sort last ascending (first descending): reading ascending they follow every value, and
 * from a NULL cursor only NULLs with a greater id follow; reading descending, the reverse.
 */
export function seekCondition(def: ResourceDef, spec: Pick<ListSpec, 'sort'>, start: PageStart): RawBuilder<unknown> {
  if (start.kind !== 'after' && start.kind !== 'before') return sql`TRUE`;
  const ascending = (spec.sort.order === 'asc') !== readsBackwards(start);
  const op = sql.raw(ascending ? '>' : '<');
  const field = spec.sort.field;
  if (field.column === 'id') return sql`${sql.ref('id')} ${op} ${start.id}`;
  const col = sql.ref(field.column);
  if (start.value === null) {
    const amongNulls = sql`(${col} IS NULL AND ${sql.ref('id')} ${op} ${start.id})`;
    return ascending ? amongNulls : sql`(${amongNulls} OR ${col} IS NOT NULL)`;
  }
  const seek = sql`(${col}, ${sql.ref('id')}) ${op} (${start.value}, ${start.id})`;
  const nullable = !(def.schema.required ?? []).includes(field.name);
  return ascending && nullable ? sql`(${seek} OR ${col} IS NULL)` : seek;
}
