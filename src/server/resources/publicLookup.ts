// A public read (no session): one record found by a number plus a second factor printed on the
// customer's documents, answered with an allow-list of its fields and of its related rows only.
// A miss and a wrong factor give the same answer (nothing tells which number exists), and lookups
// are rate-limited per client address (@fastify/rate-limit; behind TRUST_PROXY the forwarded one).
// `GET /public/<name>?number=&code=`. Used by /cargoTracingHome; reusable for any public page.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { ExceptionCode } from '../../shared/wire/envelope';
import { ApiError } from '../http/apiError';
import { ok } from '../http/reply';
import type { FieldInfo } from './entityFields';
import { rowToRecord } from './records';
import type { ResourceDef } from './registry';

export interface PublicRelated {
  /** Name of the list in the answer. */
  name: string;
  resource: ResourceDef;
  /** The related rows' field holding the record's `parentField`. */
  field: string;
  parentField: string;
  /** Fields of the related rows answered. */
  fields: string[];
  /** The record also matches when one of its related rows has the number in one of these fields. */
  numberFields?: string[];
}

export interface PublicLookupSpec {
  name: string;
  resource: ResourceDef;
  /** Fields any one of which may equal the number (case and spaces forgiven). */
  numberFields: string[];
  /** The second factor: must equal this field (case forgiven). */
  factorField: string;
  /** Fields of the record answered: nothing else ever leaves. */
  fields: string[];
  related?: PublicRelated[];
  /** Message key of the one answer for a miss or a wrong factor. */
  notFoundMessage: string;
  /** Message key of the rate-limit refusal. */
  rateLimitedMessage: string;
  /** Lookups per address and window. */
  limit: { max: number; timeWindowMs: number };
}

const normalize = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');

function fieldOf(def: ResourceDef, name: string): FieldInfo {
  const f = def.fields.find((x) => x.name === name);
  if (!f) throw new Error(`public lookup on ${def.name}: ${name} is not a field`);
  return f;
}

/** A field's value as SQL: its column, or its computed expression. */
function valueSql(def: ResourceDef, f: FieldInfo): RawBuilder<unknown> {
  return f.computed ? sql`(${def.computed.get(f.name)!})` : sql.ref(`${def.table}.${f.column}`);
}

const selectList = (def: ResourceDef, names: string[]) => sql.join(names.map((n) => fieldOf(def, n)).map((f) => sql`${valueSql(def, f)} AS ${sql.ref(f.column)}`));

function pick(def: ResourceDef, row: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const record = rowToRecord(def, row);
  return Object.fromEntries(names.filter((n) => record[n] !== undefined && record[n] !== null).map((n) => [n, record[n]]));
}

export async function registerPublicLookup<DB>(app: FastifyInstance, db: Kysely<DB>, spec: PublicLookupSpec): Promise<void> {
  const def = spec.resource;
  for (const n of [...spec.numberFields, spec.factorField, ...spec.fields]) fieldOf(def, n);
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      max: spec.limit.max,
      timeWindow: spec.limit.timeWindowMs,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: () => new ApiError(ExceptionCode.RateLimited, spec.rateLimitedMessage),
    });
    scope.get(
      `/public/${spec.name}`,
      {
        config: { access: { public: true }, rateLimit: { max: spec.limit.max, timeWindow: spec.limit.timeWindowMs } },
        schema: {
          tags: ['public'],
          summary: `Public lookup of one ${def.name} by number and second factor (only public fields)`,
          querystring: { type: 'object', properties: { number: { type: 'string', maxLength: 40 }, code: { type: 'string', maxLength: 40 } } },
        },
      },
      async (request) => {
        const query = request.query as { number?: string; code?: string };
        const number = normalize(query.number ?? '');
        const code = normalize(query.code ?? '');
        const missing = () => new ApiError(ExceptionCode.NotFound, spec.notFoundMessage);
        if (number === '' || code === '') throw missing();
        const byNumber = spec.numberFields.map((n) => sql`upper(replace(${valueSql(def, fieldOf(def, n))}::text, '-', '')) = ${number}`);
        for (const r of spec.related ?? [])
          for (const n of r.numberFields ?? [])
            byNumber.push(sql`${sql.ref(`${def.table}.${fieldOf(def, r.parentField).column}`)} IN (SELECT ${sql.ref(fieldOf(r.resource, r.field).column)} FROM ${sql.table(r.resource.table)} WHERE upper(${sql.ref(fieldOf(r.resource, n).column)}) = ${number})`);
        const factor = valueSql(def, fieldOf(def, spec.factorField));
        const { rows } = await sql<Record<string, unknown>>`SELECT ${selectList(def, [...new Set([...spec.fields, ...(spec.related ?? []).map((r) => r.parentField)])])}
          FROM ${sql.table(def.table)} WHERE (${sql.join(byNumber, sql` OR `)}) AND upper(${factor}::text) = ${code} LIMIT 2`.execute(db);
        // Two records answering one number and code would be a guess: the same answer as none.
        if (rows.length !== 1) throw missing();
        const row = rows[0]!;
        const parent = rowToRecord(def, row);
        const answer: Record<string, unknown> = { record: pick(def, row, spec.fields) };
        for (const r of spec.related ?? []) {
          const { rows: related } = await sql<Record<string, unknown>>`SELECT ${selectList(r.resource, r.fields)} FROM ${sql.table(r.resource.table)}
            WHERE ${sql.ref(fieldOf(r.resource, r.field).column)} = ${parent[r.parentField] as string} ORDER BY ${sql.ref('id')} LIMIT 500`.execute(db);
          answer[r.name] = related.map((x) => pick(r.resource, x, r.fields));
        }
        return ok(answer);
      },
    );
  });
}
