// The resource engine on `address` (setAddress): list paging, sorting and filtering, get, create,
// update with versions, delete, export, grants, and another customer's rows.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldError, ListResult } from '../../../src/shared/wire/envelope';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';

type Address = Record<string, unknown> & { id: number; version: number; name: string };

let t: TestContext;
let demo: string;
let acme: string;
let clerk: string;

const base = { country: 'NL', city: 'Rotterdam', line1: 'Waalhaven Z.z. 2' };
const create = (token: string, data: Record<string, unknown>, culture = 'en-US') =>
  t.call<Address>('POST', '/address', { token, form: { data: JSON.stringify(data) }, culture });
const list = (token: string, query: Record<string, string> = {}) => t.call<ListResult<Address>>('GET', '/address-list', { token, query, culture: 'en-US' });
const countOf = async (customerCd: string) => {
  const row = await t.db
    .selectFrom('customers')
    .select('id')
    .where('customer_cd', '=', customerCd)
    .executeTakeFirstOrThrow();
  const { rows } = await import('kysely').then(({ sql }) => sql<{ n: number }>`SELECT count(*)::int AS n FROM addresses WHERE customer_id = ${row.id}`.execute(t.db));
  return rows[0].n;
};

beforeAll(async () => {
  t = await createTestContext();
  // These tests count and compare whole tables: they start without the seeded demo master data.
  await sql`DELETE FROM addresses`.execute(t.db);
  [demo, acme, clerk] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('demo.clerk', 'clerk1234')]);
  // 25 addresses for demo, 3 for acme.
  for (let i = 1; i <= 25; i++) {
    const res = await create(demo, { ...base, name: `Demo ${String(i).padStart(2, '0')}`, city: i % 5 === 0 ? 'Hamburg' : 'Rotterdam', country: i % 5 === 0 ? 'DE' : 'NL', isDefault: i === 1 });
    expect(res.body.success, res.body.message).toBe(true);
  }
  for (const name of ['Acme A', 'Acme B', 'Acme C']) expect((await create(acme, { ...base, name })).body.success).toBe(true);
});
afterAll(() => t?.close());

describe('create', () => {
  it('stores the record for the caller company and answers it with server-managed fields', async () => {
    const res = await create(demo, { ...base, name: 'New consignee', kind: 'consignee', email: 'ops@example.nl', unLocode: 'NLRTM', postalCode: '3089 JH' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'New consignee', kind: 'consignee', unLocode: 'NLRTM', version: 1 });
    expect(res.body.data.id).toBeGreaterThan(0);
    expect(res.body.data).not.toHaveProperty('customerId');
    const again = await t.call<Address>('GET', '/address', { token: demo, query: { id: String(res.body.data.id) } });
    expect(again.body.data).toMatchObject({ name: 'New consignee', email: 'ops@example.nl' });
  });

  it('refuses wrong types, unknown fields, over-long strings and bad patterns, each on its field, storing nothing', async () => {
    const before = await countOf('DEMO');
    const res = await create(demo, { name: 'x'.repeat(121), country: 'Netherlands', city: 12, line1: 'ok', isDefault: 'yes', colour: 'red', email: 'not-an-email', unLocode: 'rtm' });
    expect(res.status).toBe(400);
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const errors = (res.body.data as unknown as { errors: FieldError[] }).errors;
    const fields = errors.map((e) => e.field).sort();
    expect(fields).toEqual(expect.arrayContaining(['/name', '/country', '/city', '/isDefault', '/colour', '/email', '/unLocode']));
    expect(errors.find((e) => e.field === '/name')!.message).toBe('Name must have at most 120 characters.');
    expect(errors.find((e) => e.field === '/colour')!.message).toBe('Unknown field colour.');
    expect(await countOf('DEMO')).toBe(before);
  });

  it('reports missing required fields in the request language', async () => {
    const res = await create(demo, { name: 'No address line' }, 'zh-CN');
    const errors = (res.body.data as unknown as { errors: FieldError[] }).errors;
    expect(errors.map((e) => e.field).sort()).toEqual(['/city', '/country', '/line1']);
    for (const e of errors) expect(e.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses server-managed fields sent by the client, naming each, and stores nothing', async () => {
    const before = await countOf('DEMO');
    const res = await create(demo, { ...base, name: 'Sneaky', id: 999999, version: 42, customerId: 2, createdBy: 1 }, 'en-US');
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const errors = (res.body.data as unknown as { errors: FieldError[] }).errors;
    expect(errors.map((e) => e.field).sort()).toEqual(['/createdBy', '/customerId', '/id', '/version']);
    expect(errors.find((e) => e.field === '/customerId')!.message).toBe('customerId is set by the server and cannot be sent.');
    expect(await countOf('DEMO')).toBe(before);
    expect((await list(acme, { filter: JSON.stringify({ name: 'Sneaky' }) })).body.data.page.total).toBe(0);
  });

  it('refuses a malformed data field', async () => {
    const res = await t.call('POST', '/address', { token: demo, form: { data: '{"name":' } });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });
});

describe('list', () => {
  it('pages by 10 from page 1 by default, sorted by the default field, with the total', async () => {
    const res = await list(demo);
    expect(res.body.data.page).toMatchObject({ current: 1, size: 10 });
    expect(res.body.data.page.total).toBeGreaterThanOrEqual(25);
    expect(res.body.data.result).toHaveLength(10);
    const names = res.body.data.result.map((r) => r.name);
    expect(names).toEqual([...names].sort());
  });

  it('never shows another customer rows', async () => {
    const res = await list(acme, { size: '100' });
    expect(res.body.data.result.map((r) => r.name).sort()).toEqual(['Acme A', 'Acme B', 'Acme C']);
  });

  it('sorts asc and desc on a known field and pages through', async () => {
    const filter = JSON.stringify({ name: { contains: 'Demo ' } });
    const desc = await list(demo, { sort: 'name', order: 'desc', size: '5', current: '2', filter });
    expect(desc.body.data.result.map((r) => r.name)).toEqual(['Demo 20', 'Demo 19', 'Demo 18', 'Demo 17', 'Demo 16']);
    const asc = await list(demo, { sort: 'name', order: 'asc', size: '5', current: '5', filter });
    expect(asc.body.data.result.map((r) => r.name)).toEqual(['Demo 21', 'Demo 22', 'Demo 23', 'Demo 24', 'Demo 25']);
  });

  it('filters by equals, contains, in-list, range and boolean', async () => {
    const total = async (filter: unknown) => (await list(demo, { filter: JSON.stringify(filter), size: '100' })).body.data.page.total;
    expect(await total({ country: 'DE' })).toBe(5);
    expect(await total({ city: 'hamb' })).toBe(5);
    expect(await total({ name: { in: ['Demo 01', 'Demo 02', 'Nope'] } })).toBe(2);
    expect(await total({ isDefault: true })).toBe(1);
    const first = (await list(demo, { sort: 'id', filter: JSON.stringify({ name: 'Demo 0' }) })).body.data.result;
    const ids = first.map((r) => r.id);
    expect(await total({ id: { from: ids[2], to: ids[4] } })).toBe(3);
    expect(await total({ createdAt: { from: '2000-01-01', to: '2999-12-31' }, country: 'DE' })).toBe(5);
  });

  it('treats LIKE wildcards in contains as plain text', async () => {
    const res = await list(demo, { filter: JSON.stringify({ name: { contains: '%' } }) });
    expect(res.body.data.page.total).toBe(0);
  });

  it('refuses unknown sort and filter fields, bad operators and bad paging, and hides the owner column', async () => {
    const queries: Array<Record<string, string>> = [
      { sort: 'password' },
      { sort: 'name', order: 'sideways' },
      { filter: JSON.stringify({ customerId: 1 }) },
      { filter: JSON.stringify({ 'name; DROP TABLE addresses': 'x' }) },
      { filter: JSON.stringify({ isDefault: { contains: 'x' } }) },
      { filter: JSON.stringify({ name: { from: 'a' } }) },
      { filter: '[1,2]' },
      { current: '0' },
      { size: '100000' },
    ];
    for (const query of queries) {
      const res = await list(demo, query);
      expect(res.body.exceptioncode, JSON.stringify(query)).toBe(ExceptionCode.InvalidInput);
    }
    expect((await list(demo, { size: '1' })).body.data.result[0]).not.toHaveProperty('customerId');
  });

  it('names what is wrong with a page number: not a whole number, or below 1, in the caller\'s language', async () => {
    const messages = async (query: Record<string, string>, culture: string) => {
      const res = await t.call<ListResult<Address>>('GET', '/address-list', { token: demo, query, culture });
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      return (res.body.data as unknown as { errors: FieldError[] }).errors.map((e) => e.message);
    };
    expect(await messages({ current: 'abc' }, 'en-US')).toEqual(['current must be a whole number of at least 1.']);
    expect(await messages({ size: '2.5' }, 'en-US')).toEqual(['size must be a whole number of at least 1.']);
    expect(await messages({ current: '0' }, 'en-US')).toEqual(['current must be at least 1.']);
    expect(await messages({ current: 'abc' }, 'zh-CN')).toEqual(['current 必须是不小于 1 的整数。']);
  });
});

describe('get, update and versions', () => {
  it('updates with the current version, bumps it, and refuses the stale one with a clear message', async () => {
    const made = (await create(demo, { ...base, name: 'Versioned', phone: '+31 10 123 4567' })).body.data;
    const update = (data: Record<string, unknown>) => t.call<Address>('PUT', '/address', { token: demo, form: { data: JSON.stringify(data) }, culture: 'en-US' });
    const first = await update({ id: made.id, version: 1, city: 'Delft', phone: '' });
    expect(first.body.success, first.body.message).toBe(true);
    expect(first.body.data).toMatchObject({ city: 'Delft', version: 2, name: 'Versioned' });
    expect(first.body.data).not.toHaveProperty('phone');
    const stale = await update({ id: made.id, version: 1, city: 'Leiden' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, exceptioncode: ExceptionCode.Conflict, message: 'Someone else changed this record. Reload it and try again.' });
    const now = await t.call<Address>('GET', '/address', { token: demo, query: { id: String(made.id) } });
    expect(now.body.data).toMatchObject({ city: 'Delft', version: 2 });
  });

  it('validates the merged record and refuses a missing id or version', async () => {
    const made = (await create(demo, { ...base, name: 'To break' })).body.data;
    const bad = await t.call('PUT', '/address', { token: demo, form: { data: JSON.stringify({ id: made.id, version: 1, country: 'nl', line1: '' }) }, culture: 'en-US' });
    const errors = (bad.body.data as { errors: FieldError[] }).errors;
    expect(errors.map((e) => e.field).sort()).toEqual(['/country', '/line1']);
    const noVersion = await t.call('PUT', '/address', { token: demo, form: { data: JSON.stringify({ id: made.id, city: 'X' }) } });
    expect(noVersion.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect((await t.call<Address>('GET', '/address', { token: demo, query: { id: String(made.id) } })).body.data.version).toBe(1);
  });

  it('answers NotFound for another customer id on get, update and delete, changing nothing', async () => {
    const theirs = (await list(acme, { size: '1' })).body.data.result[0];
    const get = await t.call('GET', '/address', { token: demo, query: { id: String(theirs.id) } });
    expect(get.status).toBe(404);
    expect(get.body.exceptioncode).toBe(ExceptionCode.NotFound);
    const put = await t.call('PUT', '/address', { token: demo, form: { data: JSON.stringify({ id: theirs.id, version: theirs.version, name: 'Hijacked' }) } });
    expect(put.status).toBe(404);
    const mine = (await list(demo, { size: '1' })).body.data.result[0];
    const del = await t.call('DELETE', '/address', { token: demo, query: { ids: JSON.stringify([mine.id, theirs.id]) } });
    expect(del.status).toBe(404);
    const after = await t.call<Address>('GET', '/address', { token: acme, query: { id: String(theirs.id) } });
    expect(after.body.data).toMatchObject({ name: theirs.name, version: theirs.version });
    expect((await t.call('GET', '/address', { token: demo, query: { id: String(mine.id) } })).body.success).toBe(true);
  });
});

describe('delete', () => {
  it('deletes one and several of the caller rows', async () => {
    const a = (await create(demo, { ...base, name: 'Del A' })).body.data;
    const b = (await create(demo, { ...base, name: 'Del B' })).body.data;
    const c = (await create(demo, { ...base, name: 'Del C' })).body.data;
    const one = await t.call<{ deleted: number }>('DELETE', '/address', { token: demo, query: { ids: JSON.stringify([a.id]) } });
    expect(one.body.data.deleted).toBe(1);
    const two = await t.call<{ deleted: number }>('DELETE', '/address', { token: demo, form: { ids: JSON.stringify([b.id, c.id]) } });
    expect(two.body.data.deleted).toBe(2);
    expect((await list(demo, { filter: JSON.stringify({ name: 'Del ' }) })).body.data.page.total).toBe(0);
  });

  it('refuses ids that are not a JSON array of ids', async () => {
    for (const ids of ['', '5', '["a"]', '[]', '[-1]', '{"id":1}']) {
      expect((await t.call('DELETE', '/address', { token: demo, query: { ids } })).body.exceptioncode, ids).toBe(ExceptionCode.InvalidInput);
    }
  });
});

describe('export', () => {
  const exportCsv = (query: Record<string, string>) => t.call('GET', '/address-export', { token: demo, query });

  it('exports the current page, the selected rows and all rows as csv', async () => {
    const filter = JSON.stringify({ name: { contains: 'Demo ' } });
    const current = await exportCsv({ mode: 'current', size: '10', current: '1', sort: 'name', filter });
    expect(current.headers['content-type']).toMatch(/^text\/csv/);
    const lines = current.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0].split(',')).toEqual(expect.arrayContaining(['id', 'name', 'country', 'city', 'line1']));
    expect(lines).toHaveLength(11);
    expect(lines[1]).toContain('Demo 01');
    const ids = (await list(demo, { filter, sort: 'name', size: '3' })).body.data.result.map((r) => r.id);
    const selected = await exportCsv({ mode: 'selected', ids: JSON.stringify(ids) });
    expect(selected.text.trim().split('\r\n')).toHaveLength(4);
    const all = await exportCsv({ mode: 'all', filter });
    expect(all.text.trim().split('\r\n')).toHaveLength(26);
    expect(all.text).not.toContain('Acme');
  });

  it('guards text that a spreadsheet would run as a formula', async () => {
    await create(demo, { ...base, name: '=HYPERLINK("http://evil")' });
    const res = await exportCsv({ mode: 'all', filter: JSON.stringify({ name: 'HYPERLINK' }) });
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('refuses an unknown mode', async () => {
    expect((await exportCsv({ mode: 'everything' })).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });
});

describe('grants', () => {
  it('lets a reading user list and export (a read) but not create, update, delete or import', async () => {
    expect((await list(clerk)).body.success).toBe(true);
    const res = await create(clerk, { ...base, name: 'Clerk' });
    expect(res.status).toBe(403);
    expect(res.body.exceptioncode).toBe(ExceptionCode.Forbidden);
    expect((await t.call('DELETE', '/address', { token: clerk, query: { ids: '[1]' } })).status).toBe(403);
    const mine = (await create(demo, { ...base, name: 'Read by the clerk' })).body.data;
    const update = await t.call('PUT', '/address', { token: clerk, form: { data: JSON.stringify({ ...mine, name: 'Clerk was here' }) } });
    expect(update.status).toBe(403);
    const exported = await t.call('GET', '/address-export', { token: clerk, query: { mode: 'all' } });
    expect(exported.status).toBe(200);
    expect(exported.text).toContain(mine.name as string);
    expect(exported.text).not.toContain('Acme');
  });

  it('refuses an administrator on a customer resource and a signed-out caller', async () => {
    const admin = await t.login('admin', 'admin1234', 'admin');
    expect((await list(admin)).status).toBe(403);
    expect((await t.call('GET', '/address-list')).body.exceptioncode).toBe(ExceptionCode.SessionExpired);
  });
});
