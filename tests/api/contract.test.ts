// The contract every resource of the engine keeps, run over whatever the engine serves (discovered
// from app.resourceEngine, not listed here), with records made from each entity's JSON Schema: list,
// get, create, update with version (a stale one refused), stats equal to the list, export as csv and
// xlsx, import, delete, one customer never reaching another's rows, and bad input refused with
// nothing changed; a bulk edit where the resource opens one (ResourceSpec.bulkEdit), and the global
// search where it joins it (ResourceSpec.search). A resource served by a test-only domain plugin
// (testParcel) is picked up too.
// A read-only resource (rows written elsewhere: a view, the warehouse) keeps the reading half, and
// every write is refused as read only with nothing changed.
// A resource keeping the spec's wire (cususer) is tested under its own names: its id and version
// fields, field errors inside `data`, write-only fields (a password) never answered.
// Every answer this file gets, success or refusal, is checked against the response schema the OpenAPI
// document publishes for its operation and status (checkAnswers: support/answerContract.ts), and a
// record read (list and get, stringified by their schema) equals the record the write answered.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { DOMAINS } from '../../src/server/domains';
import { exportFieldNames } from '../../src/server/resources/csvText';
import { validateWrite } from '../../src/server/resources/writeValidation';
import type { ListResult } from '../../src/shared/wire/envelope';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { EXACT_COUNT_LIMIT, type StatsResult } from '../../src/shared/wire/resourceContract';
import type { SearchAnswer } from '../../src/shared/search/globalSearch';
import { multipartCall } from './resources/multipartBody';
import { createTableOf, domainOf, PARCEL_SCHEMA, resourceOf } from './support/extraResource';
import { resourceSamples } from './support/resourceSamples';
import { createTestContext } from './support/testContext';
import type { ResourceDef } from '../../src/server/resources/types';
import { errorsOf } from './support/fieldErrors';

type Rec = Record<string, unknown>;

const parcels = resourceOf('testParcel', PARCEL_SCHEMA, { audience: 'customer', menu: 'mulOrderList' });
const t = await createTestContext({ domains: [...DOMAINS, domainOf([parcels])] }, { checkAnswers: true });
await createTableOf(t.db, PARCEL_SCHEMA);
const [demo, acme, clerk, admin] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('demo.clerk', 'clerk1234'), t.login('admin', 'admin1234', 'admin')]);
afterAll(() => t.close());

const resources: ResourceDef[] = t.app.resourceEngine.resources;
const sampleOf = await resourceSamples(t, resources);
// The contract compares list totals with stats, exports and imports, and list totals are exact only
// up to EXACT_COUNT_LIMIT (capped counts have their own tests: listTotal, listPaging). A resource whose
// demo rows pass the cap (tracking events) keeps its first rows here, in this file's own database.
for (const def of resources.filter((r) => !r.readOnly)) {
  const keep = EXACT_COUNT_LIMIT / 2;
  await sql`DELETE FROM ${sql.table(def.table)} WHERE id NOT IN (SELECT id FROM ${sql.table(def.table)} ORDER BY id LIMIT ${keep})
    AND (SELECT count(*) FROM ${sql.table(def.table)}) > ${EXACT_COUNT_LIMIT - 50}`.execute(t.db);
}
// Rows the forwarder writes for a company (adminWritten): the administrator names demo's company.
const { rows: demoCompany } = await sql<{ id: number }>`SELECT customer_id AS id FROM users WHERE account = 'demo'`.execute(t.db);
const withOwner = (def: ResourceDef, record: Record<string, unknown>) => (def.adminWritten ? { ...record, customerId: demoCompany[0].id } : record);
const writable = (def: ResourceDef) => def.fields.filter((f) => !f.readOnly).map((f) => f.name);
/** A record as answered: without write-only fields. */
const answered = (def: ResourceDef, record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([k]) => !def.fields.some((f) => f.name === k && f.writeOnly)));
/** A record as an update sends it: without create-only fields, with the id and version under the resource's names. */
const updateOf = (def: ResourceDef, record: Record<string, unknown>, id: unknown, version: unknown) => ({
  ...Object.fromEntries(Object.entries(record).filter(([k]) => !def.createOnly.has(k))),
  [def.idField]: id,
  [def.versionField]: version,
});
/** A payload field's path as the resource's wire names it. */
const at = (def: ResourceDef, path: string) => (def.specWire ? `/data${path}` : path);

it('discovers every resource the engine serves, the test-only one included', () => {
  expect(resources.map((r) => r.name)).toEqual(expect.arrayContaining(['address', 'importer', 'insured', 'pickAddress', 'shipper', 'product', 'requiredRule', 'cususer', 'testParcel']));
});

describe.each(resources.filter((def) => !def.readOnly).map((def) => [def.name, def] as const))('%s', (name, def) => {
  /** Rows one company sees and another does not: its own, those owned through its records, or those its row scope gives it. */
  const scoped = def.customerScoped || def.ownedThrough !== undefined || def.hooks.rowScope !== undefined;
  const writer = def.write.audience === 'customer' ? demo : admin;
  /** Someone who may not write: a clerk where customers write, a customer for admin ones. */
  const nonWriter = def.write.audience === 'admin' ? demo : clerk;
  const idOf = (record: Rec) => record[def.idField];
  const keyOf = (sample: Rec) => sample[def.keyField] ?? created[def.keyField];
  const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, extra: { query?: Record<string, string>; form?: Record<string, string> } = {}) =>
    t.call<T>(method, path.replace('$', name), { token, culture: 'en-US', ...extra });
  const list = (token: string, query: Record<string, string> = {}) => call<ListResult<Rec>>('GET', '/$-list', token, { query: { size: '500', ...query } });
  const keyFilter = (value: unknown) => JSON.stringify({ [def.keyField]: { eq: value } });
  const first = sampleOf(def, 1);
  const second = sampleOf(def, 2);
  let created: Rec;

  it('makes valid samples from its schema (the engine validator agrees)', () => {
    expect(validateWrite(def, first, [], 'en')).toEqual([]);
    expect(validateWrite(def, second, [], 'en')).toEqual([]);
  });

  it('creates, gets and lists a record', async () => {
    const before = (await list(writer)).body.data.page.total;
    const res = await call<Rec>('POST', '/$', writer, { form: { data: JSON.stringify(withOwner(def, first)) } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    created = res.body.data;
    expect(created).toMatchObject({ ...answered(def, first), [def.versionField]: 1 });
    expect((await call<Rec>('GET', '/$', writer, { query: { id: String(idOf(created)) } })).body.data).toEqual(created);
    const after = await list(writer);
    expect(after.body.data.page.total).toBe(before + 1);
    const listed = (await list(writer, { filter: keyFilter(keyOf(first)) })).body.data.result.find((r) => idOf(r) === idOf(created));
    // A list row is the record without its lines: nothing the write answered is lost on the way out.
    expect(listed).toEqual(Object.fromEntries(Object.entries(created).filter(([k]) => !def.children.some((c) => c.name === k))));
  });

  it('updates with the version read, and refuses a stale version leaving the record as it was', async () => {
    const res = await call<Rec>('PUT', '/$', writer, { form: { data: JSON.stringify(updateOf(def, second, idOf(created), 1)) } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data).toMatchObject({ ...answered(def, second), [def.versionField]: 2 });
    const stale = await call('PUT', '/$', writer, { form: { data: JSON.stringify(updateOf(def, first, idOf(created), 1)) } });
    expect(stale.status).toBe(409);
    expect(stale.body.exceptioncode).toBe(ExceptionCode.Conflict);
    created = (await call<Rec>('GET', '/$', writer, { query: { id: String(idOf(created)) } })).body.data;
    expect(created).toMatchObject({ ...answered(def, second), [def.versionField]: 2 });
  });

  // Declared only for the resources that have the feature: a case that could not apply is not a skipped test.
  if (def.bulkFields.length > 0) it('bulk-edits an opened field of selected rows, refusing a stale version and another company', async () => {
    const field = def.bulkFields.find((f) => second[f] !== undefined) ?? def.bulkFields[0];
    const value = second[field] ?? null;
    const version = created[def.versionField] as number;
    const bulk = (token: string, v: number) => call<{ updated: number }>('PUT', '/$-bulk', token, { form: { data: JSON.stringify({ rows: [{ id: idOf(created), version: v }], field, value }) } });
    if (scoped && writer === demo) expect((await bulk(acme, version)).body.exceptioncode).toBe(ExceptionCode.NotFound);
    expect((await bulk(writer, version + 1)).body.exceptioncode).toBe(ExceptionCode.Conflict);
    const res = await bulk(writer, version);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data).toEqual({ updated: 1 });
    created = (await call<Rec>('GET', '/$', writer, { query: { id: String(idOf(created)) } })).body.data;
    expect(created[def.versionField]).toBe(version + 1);
  });

  if (def.search !== undefined) it('is found by the global search by whoever reads it, never by another company', async () => {
    const value = created[def.search!.fields[0].name];
    if (typeof value !== 'string' || value.trim().length < 2) return;
    const found = async (token: string) => ((await call<SearchAnswer>('GET', '/search', token, { query: { q: value } })).body.data.groups.find((g) => g.kind === name)?.items ?? []).map((i) => i.id);
    expect(await found(def.adminWritten ? demo : writer)).toContain(idOf(created));
    if (scoped) expect(await found(acme)).not.toContain(idOf(created));
  });

  it('answers stats whose totals equal the list, grouped by its key field', async () => {
    const total = (await list(writer)).body.data.page.total;
    const stats = await call<StatsResult>('GET', '/$-stats', writer, { query: { groupBy: def.keyField } });
    expect(stats.body.data.total.count).toBe(total);
    expect(stats.body.data.groups.reduce((n, g) => n + g.count, 0)).toBe(total);
    expect(stats.body.data.groups.find((g) => g.group[def.keyField] === keyOf(second))?.count).toBeGreaterThanOrEqual(1);
  });

  it('exports csv and xlsx holding the same rows as the list', async () => {
    const total = (await list(writer)).body.data.page.total;
    const csv = await call('GET', '/$-export', writer, { query: { mode: 'all' } });
    const parsed = Papa.parse<string[]>(csv.text.replace(/^\uFEFF/, '').trim());
    expect(parsed.data[0]).toEqual(exportFieldNames(def));
    expect(parsed.data).toHaveLength(total + 1);
    const url = t.signedUrl('GET', `/${name}-export`, { token: writer, culture: 'en-US', query: { mode: 'all', format: 'xlsx' } });
    const res = await t.app.inject({ method: 'GET', url });
    t.checkAnswer({ method: 'GET', url, status: res.statusCode, contentType: res.headers['content-type'] as string | undefined, body: res.body });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0].rowCount).toBe(total + 1);
  });

  it(def.importable ? 'imports a csv of its writable fields' : 'has no import', async () => {
    if (!def.importable) {
      const res = await multipartCall(t, `/${name}-import`, { token: writer, fields: { mode: 'insertBottom' }, file: { filename: 'rows.csv', content: 'a\nb\n' } });
      expect(res.body.exceptioncode).toBe(ExceptionCode.NotFound);
      return;
    }
    const sample = sampleOf(def, 3);
    const fields = writable(def);
    const content = Papa.unparse({ fields, data: [fields.map((f) => (sample[f] === undefined ? '' : String(sample[f])))] });
    const before = (await list(writer)).body.data.page.total;
    const res = await multipartCall<{ imported: number }>(t, `/${name}-import`, { token: writer, fields: { mode: 'insertBottom', ...(def.adminWritten ? { customerId: String(demoCompany[0].id) } : {}) }, file: { filename: 'rows.csv', content } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data.imported).toBe(1);
    expect((await list(writer)).body.data.page.total).toBe(before + 1);
  });

  it('refuses bad input with the field named, changing nothing', async () => {
    const before = (await list(writer)).body.data.page.total;
    const required = writable(def).find((f) => def.schema.required?.includes(f))!;
    const textField = def.fields.find((f) => !f.readOnly && f.kind === 'string')!.name;
    const { [required]: _dropped, ...missing } = first;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...first, zzUnknown: 1 }, '/zzUnknown'],
      [missing, `/${required}`],
      [{ ...first, [textField]: 12345 }, `/${textField}`],
      // A forwarder-written record names an existing company.
      ...(def.adminWritten ? ([[{ ...first, customerId: 999999 }, '/customerId'], [{ ...first, customerId: 'x' }, '/customerId']] as Array<[Record<string, unknown>, string]>) : []),
    ];
    for (const [data, field] of cases) {
      const res = await call('POST', '/$', writer, { form: { data: JSON.stringify(field === '/customerId' ? data : withOwner(def, data)) } });
      expect(res.body.exceptioncode, field).toBe(ExceptionCode.InvalidInput);
      expect(errorsOf(res).map((e) => e.field), field).toContain(at(def, field));
    }
    expect((await call('POST', '/$', writer, { form: { data: '{not json' } })).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    for (const [path, query] of [
      ['/$-list', { filter: JSON.stringify({ zzUnknown: 'x' }) }],
      ['/$-stats', { groupBy: 'zzUnknown' }],
      ['/$-stats', { avg: 'zzUnknown' }],
      ['/$-stats', { avg: 'version' }],
      ['/$-export', { mode: 'all', format: 'pdf' }],
      ['/$-list', { zzUnknown: '1' }],
    ] as const) {
      expect((await call('GET', path, writer, { query })).body.exceptioncode, `${path} ${JSON.stringify(query)}`).toBe(ExceptionCode.InvalidInput);
    }
    expect((await list(writer)).body.data.page.total).toBe(before);
  });

  it('lets someone without the write grant read but not write', async () => {
    // The non-writer is a customer user either way: it reads when a read grant is a customer one.
    const readsToo = def.read.some((g) => g.audience === 'customer');
    const res = await call('POST', '/$', nonWriter, { form: { data: JSON.stringify(first) } });
    expect(res.status).toBe(403);
    expect((await call('DELETE', '/$', nonWriter, { query: { ids: JSON.stringify([idOf(created)]) } })).status).toBe(403);
    expect((await list(nonWriter)).body.success).toBe(readsToo);
  });

  it(scoped ? 'keeps one customer from another customer rows' : 'is shared, not customer-owned: customers reach it only through a read grant', async () => {
    if (!scoped) {
      const customersRead = def.read.some((g) => g.audience === 'customer');
      const [demoList, acmeList] = [await list(demo), await list(acme)];
      expect([demoList.body.success, acmeList.body.success]).toEqual([customersRead, customersRead]);
      if (customersRead) expect(acmeList.body.data.page.total).toBe(demoList.body.data.page.total);
      return;
    }
    const id = String(idOf(created));
    expect((await list(acme)).body.data.result.map(idOf)).not.toContain(idOf(created));
    expect((await call('GET', '/$', acme, { query: { id } })).body.exceptioncode).toBe(ExceptionCode.NotFound);
    // Customers write their own rows (another's looks absent); rows owned through theirs, or written by the forwarder, only administrators write.
    const refusal = def.writes.some((g) => g.audience !== 'admin') ? ExceptionCode.NotFound : ExceptionCode.Forbidden;
    expect((await call('PUT', '/$', acme, { form: { data: JSON.stringify(updateOf(def, first, idOf(created), created[def.versionField])) } })).body.exceptioncode).toBe(refusal);
    expect((await call('DELETE', '/$', acme, { query: { ids: JSON.stringify([idOf(created)]) } })).body.exceptioncode).toBe(refusal);
    const acmeStats = await call<StatsResult>('GET', '/$-stats', acme, { query: { filter: keyFilter(keyOf(second)) } });
    expect(acmeStats.body.data.total.count).toBe(0);
    const acmeExport = await call('GET', '/$-export', acme, { query: { mode: 'selected', ids: JSON.stringify([idOf(created)]) } });
    expect(Papa.parse(acmeExport.text.replace(/^\uFEFF/, '').trim()).data).toHaveLength(1);
    // The row is its company's (demo's); a row no company owns, only a rowScope narrows (a role an
    // administrator wrote: customers see customer roles), is its writer's.
    const owner = def.customerScoped || def.ownedThrough !== undefined ? demo : writer;
    expect((await call<Rec>('GET', '/$', owner, { query: { id } })).body.data).toEqual(created);
  });

  it('deletes the record; it is gone', async () => {
    const res = await call<{ deleted: number }>('DELETE', '/$', writer, { query: { ids: JSON.stringify([idOf(created)]) } });
    expect(res.body.data.deleted).toBe(1);
    expect((await call('GET', '/$', writer, { query: { id: String(idOf(created)) } })).body.exceptioncode).toBe(ExceptionCode.NotFound);
    expect((await call('DELETE', '/$', writer, { query: { ids: JSON.stringify([idOf(created)]) } })).body.exceptioncode).toBe(ExceptionCode.NotFound);
  });
});

describe.each(resources.filter((def) => def.readOnly).map((def) => [def.name, def] as const))('%s (read only)', (name, def) => {
  const reader = def.read.some((g) => g.audience === 'customer') ? demo : admin;
  const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, extra: { query?: Record<string, string>; form?: Record<string, string>; culture?: string } = {}) =>
    t.call<T>(method, path.replace('$', name), { token, culture: extra.culture ?? 'en-US', ...extra });
  const list = (token: string) => call<ListResult<Rec>>('GET', '/$-list', token, { query: { size: '500' } });
  const sample = sampleOf(def, 1);

  it('lists, gets, counts and exports the rows it has', async () => {
    const listed = (await list(reader)).body.data;
    expect(listed.page.total, `${name} needs demo rows to show`).toBeGreaterThan(0);
    const one = listed.result[0];
    expect((await call<Rec>('GET', '/$', reader, { query: { id: String(one.id) } })).body.data).toMatchObject({ id: one.id });
    const stats = await call<StatsResult>('GET', '/$-stats', reader, { query: { groupBy: def.keyField } });
    expect(stats.body.data.total.count).toBe(listed.page.total);
    const csv = await call('GET', '/$-export', reader, { query: { mode: 'all' } });
    expect(Papa.parse(csv.text.replace(/^\uFEFF/, '').trim()).data).toHaveLength(listed.page.total + 1);
  });

  it('refuses every write as read only, in the reader language, changing nothing', async () => {
    const before = (await list(reader)).body.data;
    const one = before.result[0];
    const refusals = [
      await call('POST', '/$', reader, { form: { data: JSON.stringify(sample) } }),
      await call('PUT', '/$', reader, { form: { data: JSON.stringify({ ...sample, id: one.id, version: one.version }) }, culture: 'zh-CN' }),
      await call('DELETE', '/$', reader, { query: { ids: JSON.stringify([one.id]) } }),
      await multipartCall(t, `/${name}-import`, { token: reader, fields: { mode: 'insertBottom' }, file: { filename: 'rows.csv', content: 'a\nb\n' } }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body.exceptioncode).toBe(ExceptionCode.Forbidden);
    }
    expect(refusals[0].body.message).toMatch(/read only/);
    expect(refusals[1].body.message).toMatch(/只读/);
    expect((await list(reader)).body.data).toEqual(before);
  });

  const adminsOnly = !def.read.some((g) => g.audience === 'customer');
  it(adminsOnly ? 'is refused to every customer' : def.customerScoped ? 'keeps one customer from another customer rows' : 'is shared between customers', async () => {
    if (adminsOnly) {
      // Read only and for administrators (the accounts a system message may go to): no customer reads a row.
      for (const token of [demo, acme]) {
        const res = await list(token);
        expect(res.body.success).toBe(false);
        expect(res.body.data).toBeNull();
        expect(res.status).toBeGreaterThanOrEqual(400);
      }
      return;
    }
    const [demoRows, acmeRows] = [(await list(demo)).body.data.result, (await list(acme)).body.data.result];
    if (!def.customerScoped) {
      // A row scope of its own narrows a customer's rows (the companies: each reads its own row only, auditTrail.test.ts).
      if (def.hooks.rowScope && def.name === 'customer') return;
      expect(acmeRows.map((r) => r.id)).toEqual(demoRows.map((r) => r.id));
      return;
    }
    const acmeIds = new Set(acmeRows.map((r) => r.id));
    expect(demoRows.some((r) => acmeIds.has(r.id))).toBe(false);
    expect((await call('GET', '/$', acme, { query: { id: String(demoRows[0].id) } })).body.exceptioncode).toBe(ExceptionCode.NotFound);
  });
});
