// Public reads (no session), the one mechanism for them all: a route whose query names one thing
// by a number plus a second factor printed on the customer's documents. A miss and a wrong factor
// give the same answer, after the same time (at least ANSWER_AFTER_MS from the request, found or not),
// so nothing tells which number exists; each lookup is counted before it runs, against the client
// address (behind TRUST_PROXY the forwarded address) and against the number (publicLookupLimit.ts).
// registerPublicRoute takes a domain's own finder (the sea bill fees); registerPublicLookup finds a
// resource's record itself: `GET /public/<name>?number=&code=` (/cargoTracingHome), with the names of
// the places (or other shared records) its allow-listed fields name, in the requester's language.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Language } from '../../shared/constants';
import { ExceptionCode } from '../../shared/wire/envelope';
import { referenceNameOf } from '../../shared/wire/resourceContract';
import { ApiError } from '../http/apiError';
import { clientAddress } from '../http/clientAddress';
import { requestLanguage } from '../http/language';
import { ok } from '../http/reply';
import type { Database } from '../db/schema';
import type { FieldInfo } from './entityFields';
import { rowToRecord } from './records';
import { displayNamesOf } from './referenceNames';
import { type LookupLimit, takeLookup } from './publicLookupLimit';
import type { EntityRecord, ResourceDef } from './types';
import { answers, arrayOf, exactObject } from '../http/answerSchemas';
import { pickedRecord } from './recordAnswers';

export interface PublicRelated {
  /** Name of the list in the answer. */
  name: string;
  resource: ResourceDef;
  /** The related rows' field holding the record's `parentField`. */
  field: string;
  parentField: string;
  /** Fields of the related rows answered. */
  fields: string[];
  /** Answered fields whose value is the key of a shared record (a place): its name goes with it, as `<field>Name`. */
  names?: Record<string, ResourceDef>;
  /** The record also matches when one of its related rows has the number in one of these fields. */
  numberFields?: string[];
}

export interface PublicLookupSpec {
  name: string;
  resource: ResourceDef;
  /** Fields any one of which may equal the number (case and spaces forgiven). */
  numberFields: string[];
  /** The second factor: must equal this field (case, spaces and dashes forgiven). */
  factorField: string;
  /** Fields of the record answered: nothing else ever leaves. */
  fields: string[];
  /** Answered fields whose value is the key of a shared record (a place): its name goes with it, as `<field>Name`. */
  names?: Record<string, ResourceDef>;
  related?: PublicRelated[];
  /** Message key of the one answer for a miss or a wrong factor. */
  notFoundMessage: string;
  /** Message key of the rate-limit refusal. */
  rateLimitedMessage: string;
  /** Failed lookups allowed per address and window. */
  limit: LookupLimit;
}

export interface PublicRouteSpec<Q> {
  /** Path of the route, and the lookup's name in the attempt counts. */
  path: string;
  name: string;
  summary: string;
  tags: string[];
  /** JSON Schema of the query: a value it refuses is told on its field and counts as nothing. */
  querystring: object;
  /** JSON Schema of what `find` answers (the answer's data). */
  answer: object;
  /** The number the query asks for, as counted against the per-number limit (normalised). */
  numberOf(query: Q): string;
  /** The answer (an allow-list of what may leave) in the requester's language, or undefined for a miss or a wrong factor. */
  find(query: Q, language: Language): Promise<unknown>;
  notFoundMessage: string;
  rateLimitedMessage: string;
  limit: LookupLimit;
}

/**
 * Every answer of a public lookup (found, not found, refused) leaves no sooner than this after its
 * request arrived: finding a shipment reads more than missing one, and the difference would tell a
 * prober which numbers exist. Far above what a lookup takes on a served machine.
 */
export const ANSWER_AFTER_MS = 300;

const waitUntil = (at: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/** A public GET route: each lookup counted first (per address and per number), one answer for every miss, all at the same time. */
export function registerPublicRoute<Q>(app: FastifyInstance, db: Kysely<Database>, spec: PublicRouteSpec<Q>): void {
  app.get(
    spec.path,
    { config: { access: { public: true } }, schema: { tags: spec.tags, summary: spec.summary, querystring: spec.querystring, response: answers(spec.answer) } },
    async (request: FastifyRequest) => {
      const answerAt = performance.now() + ANSWER_AFTER_MS;
      try {
        const query = request.query as Q;
        const attempt = await takeLookup(db, spec.name, clientAddress(request), spec.numberOf(query), spec.limit, spec.rateLimitedMessage);
        let answer: unknown;
        try {
          answer = await spec.find(query, requestLanguage(request));
        } finally {
          await attempt.settle(answer !== undefined);
        }
        if (answer === undefined) throw new ApiError(ExceptionCode.NotFound, spec.notFoundMessage);
        return ok(answer);
      } finally {
        await waitUntil(answerAt);
      }
    },
  );
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

/** Only an answered field may carry a name, and only of records everyone shares (never a company's own). */
function checkNames(owner: string, fields: string[], names: Record<string, ResourceDef> | undefined): void {
  for (const [field, target] of Object.entries(names ?? {})) {
    if (!fields.includes(field)) throw new Error(`public lookup ${owner}: ${field} is named but not answered`);
    if (target.customerScoped || !target.display) throw new Error(`public lookup ${owner}: ${field} names ${target.name}, which is a company's own or has no @display`);
  }
}

/** Adds `<field>Name` beside each named field of the records, read in one query per target resource. */
async function addNames(db: Kysely<Database>, records: EntityRecord[], names: Record<string, ResourceDef> | undefined, language: Language): Promise<void> {
  const byTarget = new Map<ResourceDef, string[]>();
  for (const [field, target] of Object.entries(names ?? {})) byTarget.set(target, [...(byTarget.get(target) ?? []), field]);
  for (const [target, fields] of byTarget) {
    const keys = records.flatMap((r) => fields.map((f) => r[f]).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String));
    const found = await displayNamesOf(db, target, keys, language);
    for (const record of records)
      for (const f of fields) {
        const name = record[f] === undefined || record[f] === null ? undefined : found.get(String(record[f]));
        if (name !== undefined) record[referenceNameOf(f)] = name;
      }
  }
}

/** Checks a lookup's fields and names once, as its route is registered. */
function checkSpec(spec: PublicLookupSpec): void {
  for (const n of [...spec.numberFields, spec.factorField, ...spec.fields]) fieldOf(spec.resource, n);
  checkNames(spec.name, spec.fields, spec.names);
  for (const r of spec.related ?? []) checkNames(`${spec.name}.${r.name}`, r.fields, r.names);
}

/** JSON Schema of a lookup's answer: the allow-listed fields (each absent without a value), the names of the places they hold, and the related rows. */
function publicAnswerSchema(spec: PublicLookupSpec): object {
  return exactObject({
    record: pickedRecord(spec.resource, spec.fields, Object.keys(spec.names ?? {})),
    ...Object.fromEntries((spec.related ?? []).map((r) => [r.name, arrayOf(pickedRecord(r.resource, r.fields, Object.keys(r.names ?? {})))])),
  });
}

/**
 * What a lookup answers for the one record of its resource that `where` (SQL over the resource's table)
 * picks: its allowed fields and related rows, places named in `language`; undefined for none or several.
 */
async function publicAnswer(db: Kysely<Database>, spec: PublicLookupSpec, where: RawBuilder<unknown>, language: Language): Promise<Record<string, unknown> | undefined> {
  const def = spec.resource;
  const { rows } = await sql<Record<string, unknown>>`SELECT ${selectList(def, [...new Set([...spec.fields, ...(spec.related ?? []).map((r) => r.parentField)])])}
    FROM ${sql.table(def.table)} WHERE ${where} LIMIT 2`.execute(db);
  // Two records answering one number and code would be a guess: the same answer as none.
  if (rows.length !== 1) return undefined;
  const row = rows[0]!;
  const parent = rowToRecord(def, row);
  const record = pick(def, row, spec.fields);
  await addNames(db, [record], spec.names, language);
  const answer: Record<string, unknown> = { record };
  for (const r of spec.related ?? []) {
    const { rows: related } = await sql<Record<string, unknown>>`SELECT ${selectList(r.resource, r.fields)} FROM ${sql.table(r.resource.table)}
      WHERE ${sql.ref(fieldOf(r.resource, r.field).column)} = ${parent[r.parentField] as string} ORDER BY ${sql.ref('id')} LIMIT 500`.execute(db);
    const records = related.map((x) => pick(r.resource, x, r.fields));
    await addNames(db, records, r.names, language);
    answer[r.name] = records;
  }
  return answer;
}

/**
 * The same answer as a lookup's, for a record found another way (a shared link): `path` and `name`
 * name the route and its attempt counts, `parse` the query into the key counted per number (never a
 * secret as sent: it is stored), and `where` the key into the SQL picking the record.
 */
export function registerPublicAnswer<Q>(
  app: FastifyInstance,
  db: Kysely<Database>,
  spec: PublicLookupSpec,
  route: Pick<PublicRouteSpec<Q>, 'path' | 'name' | 'summary' | 'tags' | 'querystring' | 'notFoundMessage' | 'numberOf'> & { where(query: Q): RawBuilder<unknown> | undefined },
): void {
  checkSpec(spec);
  registerPublicRoute<Q>(app, db, {
    ...route,
    answer: publicAnswerSchema(spec),
    rateLimitedMessage: spec.rateLimitedMessage,
    limit: spec.limit,
    async find(query, language) {
      const where = route.where(query);
      return where === undefined ? undefined : publicAnswer(db, spec, where, language);
    },
  });
}

/** `GET /public/<name>?number=&code=`: one record of a resource, its allowed fields and related rows. */
export function registerPublicLookup(app: FastifyInstance, db: Kysely<Database>, spec: PublicLookupSpec): void {
  const def = spec.resource;
  checkSpec(spec);
  registerPublicRoute<{ number?: string; code?: string }>(app, db, {
    path: `/public/${spec.name}`,
    name: spec.name,
    tags: ['public'],
    summary: `Public lookup of one ${def.name} by number and second factor (only public fields; failures limited per address)`,
    querystring: { type: 'object', properties: { number: { type: 'string', maxLength: 40 }, code: { type: 'string', maxLength: 40 } } },
    answer: publicAnswerSchema(spec),
    numberOf: (query) => normalize(query.number ?? ''),
    notFoundMessage: spec.notFoundMessage,
    rateLimitedMessage: spec.rateLimitedMessage,
    limit: spec.limit,
    async find(query, language) {
      const number = normalize(query.number ?? '');
      const code = normalize(query.code ?? '');
      if (number === '' || code === '') return undefined;
      const byNumber = spec.numberFields.map((n) => sql`upper(replace(${valueSql(def, fieldOf(def, n))}::text, '-', '')) = ${number}`);
      for (const r of spec.related ?? [])
        for (const n of r.numberFields ?? [])
          byNumber.push(sql`${sql.ref(`${def.table}.${fieldOf(def, r.parentField).column}`)} IN (SELECT ${sql.ref(fieldOf(r.resource, r.field).column)} FROM ${sql.table(r.resource.table)} WHERE upper(${sql.ref(fieldOf(r.resource, n).column)}) = ${number})`);
      const factor = valueSql(def, fieldOf(def, spec.factorField));
      return publicAnswer(db, spec, sql`(${sql.join(byNumber, sql` OR `)}) AND upper(replace(${factor}::text, '-', '')) = ${code}`, language);
    },
  });
}
