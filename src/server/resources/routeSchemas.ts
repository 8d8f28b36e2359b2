// The JSON Schemas every engine route publishes: what Fastify validates before the handler (unknown
// parameters refused as 10002) and what the OpenAPI document shows for each resource. The values'
// meaning (fields, filters, records) is checked against the entity by the handlers.
import { EXPORT_FORMATS, EXPORT_MODES, IDEMPOTENCY_FIELD, IDEMPOTENCY_KEY_PATTERN, IMPORT_MODES, PAYLOAD_FIELD } from '../../shared/wire/resourceContract';
import { fileField, FORM, formSchema, intText, jsonText, multipartSchema, querySchema, str } from '../routes/schemaParts';
import { COMPANY_FIELD } from './companyChoice';
import type { ResourceDef } from './types';

const listParams = (def: ResourceDef) => ({
  // Numbers are checked by the handler (listQuery.ts), which names the limit that was passed.
  current: str(20, { description: 'page number from 1' }),
  size: str(20, { description: 'page size' }),
  sort: str(100, { description: `a field of ${def.name}` }),
  order: { type: 'string', enum: ['asc', 'desc', ''] },
  filter: jsonText('field → condition (see resourceContract.ts ListFilter)', 16 * 1024),
});

/** Keyset paging (resourceContract.ts ListQuery): list calls only, exports read from the start. */
const pagingParams = {
  after: str(1000, { description: "the page before's page.nextCursor: read the rows after it" }),
  before: str(1000, { description: "the page after's page.prevCursor: read the rows before it" }),
  last: { type: 'string', enum: ['true', ''], description: 'true: the last page' },
};

const importMode = { type: 'string', enum: [...IMPORT_MODES] };
const companyId = intText('the company the imported rows belong to (forwarder-written rows)');
const ids = jsonText('array of record ids', 8 * 1024);
const single = (def: ResourceDef) => (def.idField === 'id' ? {} : { [def.idField]: intText('one record id') });
const record = (what: string) => formSchema({ [PAYLOAD_FIELD]: jsonText(what) }, [PAYLOAD_FIELD]);

export function routeSchemas(def: ResourceDef) {
  const entity = `a ${def.name} record (schemas/entities/${def.schema['x-entity']}.schema.json)`;
  return {
    list: { querystring: querySchema({ ...listParams(def), ...pagingParams }) },
    get: { querystring: querySchema({ id: str(20, { description: 'record id' }) }) },
    create: {
      querystring: querySchema(),
      body: formSchema({ [PAYLOAD_FIELD]: jsonText(entity), [IDEMPOTENCY_FIELD]: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN, description: 'one key per record meant: the same key again answers the record it made' } }, [PAYLOAD_FIELD]),
      consumes: FORM,
    },
    update: { querystring: querySchema(), body: record(`${entity} with id and version`), consumes: FORM },
    bulk: { querystring: querySchema(), body: record(`{"rows": [{"id", "version"}], "field": one of ${JSON.stringify(def.bulkFields)}, "value"}`), consumes: FORM },
    // A record may also be named alone by its id field when that is not `id` (the spec's `UserId`).
    delete: { querystring: querySchema({ ids, ...single(def) }), body: formSchema({ ids, ...single(def) }), consumes: FORM },
    restore: { querystring: querySchema({ ids }), body: formSchema({ ids }), consumes: FORM },
    bin: { querystring: querySchema() },
    // Imports are multipart: the file and the mode (or the mode in the query); forwarder-written rows name their company in the form.
    import: {
      querystring: querySchema({ mode: importMode }),
      multipart: multipartSchema({ file: fileField('csv or xlsx, a header row of field names'), mode: importMode, ...(def.adminWritten ? { [COMPANY_FIELD]: companyId } : {}) }, ['file']),
      consumes: ['multipart/form-data'],
    },
    export: {
      querystring: querySchema({
        ...listParams(def),
        mode: { type: 'string', enum: [...EXPORT_MODES] },
        format: { type: 'string', enum: [...EXPORT_FORMATS] },
        ids,
      }),
    },
    stats: {
      querystring: querySchema({
        groupBy: str(200, { description: 'up to two fields, comma-separated; a date as field:day, field:week or field:month' }),
        sum: str(500, { description: 'numeric fields to sum, comma-separated' }),
        avg: str(500, { description: 'numeric fields to average, comma-separated' }),
        filter: listParams(def).filter,
      }),
    },
    /** A named action at a call name of the spec: its payload's fields as form or query fields. */
    alias: (fields: Record<string, 'integer' | 'string'>) => {
      const params = Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, kind === 'integer' ? intText(`the action's ${name}`) : str(200, { description: `the action's ${name}` })]));
      return { querystring: querySchema(params), body: formSchema(params), consumes: FORM };
    },
    action: (payload: object) => ({ querystring: querySchema(), body: record(`the action payload, valid against ${JSON.stringify(payload)}`), consumes: FORM }),
  };
}
