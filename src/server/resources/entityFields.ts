// What the engine needs to know about an entity's fields, read from its generated JSON Schema:
// the column each maps to, its type, and whether clients may write, filter and sort on it.
import { type Language, LANGUAGES } from '../../shared/constants';
import { fieldConditions, type ReferenceConditions } from '../../shared/entities/referenceConditions';
import { toSnake } from '../../shared/entities/columnName';
import type { EntityPropertySchema } from '../../shared/entities/entitySchema';

export type { EntityPropertySchema };

/** The generated schema of an entity (schemas/entities/<name>.schema.json). */
export interface EntitySchema {
  $id?: string;
  $schema?: string;
  type: 'object';
  title?: string;
  properties: Record<string, EntityPropertySchema>;
  required?: string[];
  additionalProperties?: boolean;
  'x-entity': string;
  'x-table': string;
  'x-customerScoped'?: boolean;
  'x-handWritten'?: boolean;
  'x-keyField'?: string;
  'x-defaultSort'?: string;
  /** Composite list indexes (generators/tableModel.ts): each the equality filters, then the sort field. */
  'x-listIndexes'?: string[][];
  [keyword: string]: unknown;
}

export type FieldKind = 'string' | 'number' | 'integer' | 'boolean';

export interface FieldInfo {
  name: string;
  column: string;
  kind: FieldKind;
  format?: string;
  /** Server-managed (id, version, timestamps, owner): never taken from a client. */
  readOnly: boolean;
  enumValues?: Array<string | number>;
  /** A reference field: holds the key of a record of this resource (referenceCheck.ts). */
  ref?: string;
  /** What a reference field's record must meet (`@referenceFilter`): checked with the reference. */
  refConditions?: ReferenceConditions;
  /** Derived on the server by the domain's SQL expression (`@computed`): read-only, no column of its own. */
  computed?: boolean;
  /** The value a new record takes when it leaves the field empty (`@default`). */
  defaultValue?: string | number | boolean;
  /** Accepted from a client (a password) but never selected, returned or exported (`writeOnly`). */
  writeOnly?: boolean;
}

/**
 * The field(s) naming a record of the entity to people (`@display`): one field, or one per language
 * (`{"en":"nameEn","zh":"nameZh"}`; a language not listed falls back to en).
 */
export type DisplayFields = Partial<Record<Language, string>> & { en: string };

export function displayOf(schema: EntitySchema): DisplayFields | undefined {
  const raw = schema['x-display'];
  if (raw === undefined) return undefined;
  const map = typeof raw === 'string' ? { en: raw } : (raw as Record<string, unknown>);
  const ok = map && typeof map === 'object' && typeof map.en === 'string' && Object.entries(map).every(([lang, field]) => (LANGUAGES as string[]).includes(lang) && typeof field === 'string' && field in schema.properties);
  if (!ok) throw new Error(`entity ${schema['x-entity']}: @display must name a field, or map languages (en required) to fields, got ${JSON.stringify(raw)}`);
  return map as DisplayFields;
}

function kindOf(name: string, prop: EntityPropertySchema): FieldKind {
  const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
  if (type === 'number' || type === 'integer' || type === 'boolean' || type === 'string') return type;
  if (prop.enum) return typeof prop.enum[0] === 'number' ? 'number' : 'string';
  throw new Error(`field ${name}: unsupported type ${JSON.stringify(prop.type)}`);
}

/** A property holding line items stored in a child table (`x-childTable`), not a column. */
const isChildCollection = (prop: EntityPropertySchema) => typeof prop['x-childTable'] === 'string';

/** `columns`: a field stored under another name than its snake-case one (a wire name kept from the spec). */
export function fieldsOf(schema: Pick<EntitySchema, 'properties'>, columns: Readonly<Record<string, string>> = {}): FieldInfo[] {
  return Object.entries(schema.properties)
    .filter(([, prop]) => !isChildCollection(prop))
    .map(([name, prop]) => ({
    name,
    column: columns[name] ?? toSnake(name),
    kind: kindOf(name, prop),
    format: prop.format,
    readOnly: prop.readOnly === true || prop['x-computed'] === true,
    enumValues: prop.enum,
    ...(typeof prop['x-reference'] === 'string' ? { ref: prop['x-reference'], ...(Object.keys(fieldConditions(prop)).length > 0 ? { refConditions: fieldConditions(prop) } : {}) } : {}),
    ...(prop['x-computed'] === true ? { computed: true } : {}),
    ...(['string', 'number', 'boolean'].includes(typeof prop.default) ? { defaultValue: prop.default as string | number | boolean } : {}),
    ...(prop.writeOnly === true ? { writeOnly: true } : {}),
  }));
}

/** A collection of line items: the property, its child table and the fields of one line. */
export interface ChildInfo {
  name: string;
  table: string;
  fields: FieldInfo[];
  /** The most lines a record may have (the entity's `maxItems`, from its domain). */
  maxItems: number;
}

/**
 * Child tables carry parent_id (the parent row, deleted with it) and line_no (the order sent). Every
 * collection declares its `maxItems`: lines without a bound let one save hold the database for seconds.
 */
export function childrenOf(schema: EntitySchema): ChildInfo[] {
  return Object.entries(schema.properties)
    .filter(([, prop]) => isChildCollection(prop))
    .map(([name, prop]) => {
      const items = prop.items as { type?: string; properties?: Record<string, EntityPropertySchema> } | undefined;
      if (prop.type !== 'array' || items?.type !== 'object' || !items.properties) throw new Error(`field ${name}: a child collection is an array of objects with properties`);
      const maxItems = prop.maxItems;
      if (typeof maxItems !== 'number' || !Number.isInteger(maxItems) || maxItems < 1) throw new Error(`field ${name}: a child collection declares its maxItems`);
      return { name, table: prop['x-childTable'] as string, fields: fieldsOf({ properties: items.properties }), maxItems };
    });
}
