// What each engine route answers, made from the resource's entity JSON Schema: its record (the fields a
// record shows, the reference names read with it, its lines), a list page, grouped counts, a delete's
// and an import's counts, the export file, and each named action's declared answer. A record schema is
// shared (`record.<name>`, components.schemas in the OpenAPI document); rowToRecord, withReferenceNames
// and attachChildren build records from the same field lists, which is what makes it exact.
import { XLSX_MEDIA_TYPE } from '../../shared/wire/fileAnswer';
import { referenceNameOf } from '../../shared/wire/resourceContract';
import { answers, arrayOf, exactObject, fileAnswers, freeForm, INTEGER } from '../http/answerSchemas';
import type { EntityPropertySchema, FieldInfo } from './entityFields';
import { HIDDEN_FIELDS } from './listQuery';
import type { ResourceAction, ResourceDef } from './types';

export const recordSchemaId = (def: ResourceDef) => `record.${def.name}`;

/** A value as records carry it (records.ts fromColumn): the field's type; dates as text. Write rules (lengths, patterns) are not repeated. */
function valueSchema(field: FieldInfo, prop: EntityPropertySchema | undefined) {
  return {
    type: field.kind,
    ...(field.format === 'date' || field.format === 'date-time' ? { format: field.format } : {}),
    ...(field.enumValues ? { enum: field.enumValues } : {}),
    ...(typeof prop?.description === 'string' ? { description: prop.description } : {}),
  };
}

/** Fields a record answers: not the owner columns (HIDDEN_FIELDS), not the write-only ones (never selected). */
const answered = (fields: FieldInfo[]) => fields.filter((f) => !HIDDEN_FIELDS.has(f.name) && !f.writeOnly);

function recordProperties(def: ResourceDef): Record<string, object> {
  const fields = answered(def.fields);
  const properties: Record<string, object> = Object.fromEntries(fields.map((f) => [f.name, valueSchema(f, def.schema.properties[f.name])]));
  for (const field of fields.filter((f) => f.ref)) {
    properties[referenceNameOf(field.name)] = { type: 'string', description: `the name of the ${field.ref} record ${field.name} holds, in the caller language (absent when it has none)` };
  }
  for (const child of def.children) {
    const items = (def.schema.properties[child.name]?.items as { properties?: Record<string, EntityPropertySchema> } | undefined)?.properties ?? {};
    const line = exactObject(Object.fromEntries(answered(child.fields).map((f) => [f.name, valueSchema(f, items[f.name])])), []);
    properties[child.name] = { type: 'array', description: `the record's lines, in order (get and write answers)`, items: line };
  }
  return properties;
}

/** A record as list, get and the writes answer it; `extra`: properties an action's answer adds beside its fields. */
export function recordSchema(def: ResourceDef, extra: Record<string, object> = {}) {
  const properties = { ...recordProperties(def), ...extra };
  return {
    type: 'object',
    description: `A ${def.name} record (schemas/entities/${def.schema['x-entity']}.schema.json): a field without a value is absent.`,
    properties,
    required: [def.idField, def.versionField].filter((f) => f in properties),
    additionalProperties: false,
  };
}

/** The shared record schema, registered once per resource (Fastify addSchema) and referred to by its id. */
export const sharedRecordSchema = (def: ResourceDef) => ({ $id: recordSchemaId(def), ...recordSchema(def) });

/** The `page` of a list answer (resourceContract.ts ListPage); the spec's wire keeps current, size and total only. */
const PAGE = exactObject(
  {
    current: INTEGER,
    size: INTEGER,
    total: INTEGER,
    totalKind: { type: 'string', enum: ['exact', 'about', 'atLeast'] },
    hasNext: { type: 'boolean' },
    prevCursor: { type: 'string' },
    nextCursor: { type: 'string' },
  },
  ['current', 'size', 'total', 'totalKind', 'hasNext'],
);
const SPEC_PAGE = exactObject({ current: INTEGER, size: INTEGER, total: INTEGER });

/** Grouped counts (resourceContract.ts StatsResult): a group's key per grouped field, sums and averages as exact decimal text. */
function statsSchema(def: ResourceDef) {
  // A date grouped by a unit is the bucket's first day as text: date fields are text already.
  const group = exactObject(Object.fromEntries(answered(def.fields).map((f) => [f.name, { type: f.kind, nullable: true }])), []);
  const sums = { type: 'object', description: 'field → exact decimal text', additionalProperties: { type: 'string' } };
  const averages = { type: 'object', description: 'field → exact decimal text, null without values', additionalProperties: { type: 'string', nullable: true } };
  return exactObject({
    groups: { type: 'array', items: exactObject({ group, count: INTEGER, sum: sums, avg: averages }) },
    total: exactObject({ count: INTEGER, sum: sums, avg: averages }),
    truncated: { type: 'boolean' },
  });
}

/** A list answer's data: the records of a page and the page. */
export function listData(def: ResourceDef, record: object = { $ref: `${recordSchemaId(def)}#` }) {
  return exactObject({ result: arrayOf(record), page: def.specWire ? SPEC_PAGE : PAGE });
}

/** Only `names` of a record (a public answer's allow-list), with the `<field>Name` of those in `named`. */
export function pickedRecord(def: ResourceDef, names: readonly string[], named: readonly string[] = []) {
  const all = recordProperties(def);
  const properties: Record<string, object> = {};
  for (const name of names) {
    if (!all[name]) throw new Error(`${def.name}: ${name} is not a field its records answer`);
    properties[name] = all[name];
  }
  for (const field of named) properties[referenceNameOf(field)] = { type: 'string', description: `the name of the record ${field} holds, in the caller language` };
  return exactObject(properties, []);
}

/** A named action's answer: what it declares, else said to be undescribed. */
function actionData(def: ResourceDef, action: ResourceAction): object {
  const answer = action.answer;
  if (!answer) return freeForm(`what ${def.name}/${action.name} answers: not described by the action`);
  if ('schema' in answer) return answer.schema;
  return answer.extra ? recordSchema(def, answer.extra) : { $ref: `${recordSchemaId(def)}#` };
}

/** The `response` of each engine route of `def`. */
export function resourceAnswers(def: ResourceDef) {
  const record = { $ref: `${recordSchemaId(def)}#` };
  return {
    // Lists and gets are the hot reads, and their records are built from the schema's own field lists:
    // stringified by schema. The contract test compares them with the writes' answers (JSON.stringify).
    list: answers(listData(def), { bySchema: true }),
    get: answers(record, { bySchema: true }),
    saved: answers(record),
    // `binned` (soft delete): the names of the records now in the bin, for the "Deleted … · Undo" toast.
    deleted: answers(exactObject({ deleted: INTEGER, binned: arrayOf({ type: 'string' }) }, ['deleted'])),
    restored: answers(exactObject({ restored: INTEGER })),
    // The bin (soft delete): each binned record with when and by whom (the account) it was deleted.
    bin: answers(exactObject({ result: arrayOf(exactObject({ record, name: { type: 'string' }, deletedAt: { type: 'string', format: 'date-time' }, deletedBy: { type: 'string', nullable: true } })) })),
    bulk: answers(exactObject({ updated: INTEGER })),
    imported: answers(exactObject({ imported: INTEGER, removed: INTEGER })),
    exported: fileAnswers('the records as csv (field names as headers) or xlsx (titles in the caller language)', {
      'text/csv': { type: 'string' },
      [XLSX_MEDIA_TYPE]: { type: 'string', format: 'binary' },
    }),
    stats: answers(statsSchema(def)),
    action: (action: ResourceAction) => answers(actionData(def, action)),
  };
}
