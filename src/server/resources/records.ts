// Between the wire and the table: rows come back as records keyed by property with the types the
// schema promises; payloads are cleaned into the record a write validates and stores.
import { referenceNameOf } from '../../shared/wire/resourceContract';
import type { FieldInfo } from './entityFields';
import { HIDDEN_FIELDS } from './listQuery';
import { perResource } from './perResource';
import type { EntityRecord, ResourceDef } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/** A column's value as the field's type; undefined for NULL. */
export function fromColumn(field: FieldInfo, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if ((field.kind === 'number' || field.kind === 'integer') && typeof value !== 'number') return Number(value);
  if (value instanceof Date) {
    if (field.format === 'date') return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
    return value.toISOString();
  }
  return value;
}

/** The fields a record shows (owner columns left out): every row of every list passes here. */
const shownFieldsOf = perResource((def) => def.fields.filter((field) => !HIDDEN_FIELDS.has(field.name)));

/** A table row as the record clients see: absent for NULL, owner columns left out. */
export function rowToRecord(def: ResourceDef, row: Record<string, unknown>): EntityRecord {
  const out: EntityRecord = {};
  for (const field of shownFieldsOf(def)) {
    const value = fromColumn(field, row[field.column]);
    if (value !== undefined) out[field.name] = value;
  }
  return out;
}

/**
 * The writable part of a payload: server-managed fields dropped, empty strings and nulls treated
 * as "no value" (so a required field left empty is reported as missing). Unknown keys stay, for
 * the validator to refuse.
 */
export function writablePart(def: ResourceDef, payload: EntityRecord): EntityRecord {
  // A read record's joined reference names (`<field>Name`) are the server's too.
  const managed = [...def.fields.filter((f) => f.readOnly).map((f) => f.name), ...def.fields.filter((f) => f.ref).map((f) => referenceNameOf(f.name))];
  return withCleanLines(def, filledPart(payload, new Set(managed)));
}

/** Line items cleaned as filledPart cleans a record, line by line. */
export function withCleanLines(def: ResourceDef, record: EntityRecord): EntityRecord {
  const out = { ...record };
  for (const child of def.children) {
    const lines = out[child.name];
    if (Array.isArray(lines)) out[child.name] = lines.map((line) => (line && typeof line === 'object' && !Array.isArray(line) ? filledPart(line as EntityRecord) : line));
  }
  return out;
}

/** The payload's filled values, strings trimmed, keys in `skip` dropped: what a write validates. */
export function filledPart(payload: EntityRecord, skip: ReadonlySet<string> = new Set()): EntityRecord {
  const out: EntityRecord = {};
  for (const [key, value] of Object.entries(payload)) {
    if (skip.has(key)) continue;
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/** A payload's write-only values (a password) exactly as typed: their spaces are part of them. */
export function writeOnlyPart(def: ResourceDef, payload: EntityRecord): EntityRecord {
  return Object.fromEntries(def.fields.filter((f) => f.writeOnly && typeof payload[f.name] === 'string' && payload[f.name] !== '').map((f) => [f.name, payload[f.name]]));
}

/** The writable fields' columns with the record's values (undefined for absent: the column's default/NULL). */
export function columnValues(def: ResourceDef, record: EntityRecord): Array<{ field: FieldInfo; value: unknown }> {
  return def.fields.filter((f) => !f.readOnly).map((field) => ({ field, value: record[field.name] }));
}
