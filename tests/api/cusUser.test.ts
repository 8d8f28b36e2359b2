// The cususer calls: list (paging, sorting, filter), create, update with version, delete,
// activate, deactivate, reset password; company scoping; bad input of every kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode, type ListResult } from '../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from './support/testContext';
import { errorsOf } from './support/fieldErrors';

interface User {
  UserId: number;
  Account: string;
  RealName: string;
  CustomerId: number;
  CustomerName: string;
  IsActive: boolean;
  Version: number;
  CusRoleId: number;
}

let t: TestContext;
let demo: string;
let acme: string;
let admin: string;
let demoCompany: number;
let acmeCompany: number;
beforeAll(async () => {
  t = await createTestContext();
  [demo, acme, admin] = [await t.login('demo', 'demo1234'), await t.login('acme', 'acme1234'), await t.login('admin', 'admin1234')];
  const companies = await t.db.selectFrom('customers').select(['id', 'customer_cd']).execute();
  demoCompany = companies.find((c) => c.customer_cd === 'DEMO')!.id;
  acmeCompany = companies.find((c) => c.customer_cd === 'ACME')!.id;
});
afterAll(() => t?.close());

const list = (token: string, query: Record<string, string | undefined> = {}) => t.call<ListResult<User>>('GET', '/cususer-list', { token, query });
const userId = async (account: string) => (await t.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
const create = (token: string, user: Record<string, unknown>, culture?: string) =>
  t.call<User>('POST', '/cususer', { token, form: { data: JSON.stringify(user) }, culture });

describe('cususer-list', () => {
  it('lists only the own company\u2019s users for a customer admin, in the list shape', async () => {
    const res = await list(demo);
    expect(res.body.success).toBe(true);
    expect(res.body.data.page).toEqual({ current: 1, size: 10, total: 3 });
    expect(res.body.data.result.map((u) => u.Account).sort()).toEqual(['demo', 'demo.clerk', 'demo.ops']);
    expect(res.body.data.result.every((u) => u.CustomerName === 'Demo Trading Co.')).toBe(true);
  });

  it('lists every company\u2019s customer users (never admins) for an administrator', async () => {
    const res = await list(admin, { size: '100' });
    const accounts = res.body.data.result.map((u) => u.Account);
    expect(accounts).toEqual(expect.arrayContaining(['demo', 'acme', 'acme.clerk']));
    expect(accounts).not.toContain('admin');
  });

  it('pages and sorts', async () => {
    const first = await list(admin, { size: '2', current: '1', sort: 'Account', order: 'desc' });
    const second = await list(admin, { size: '2', current: '2', sort: 'Account', order: 'desc' });
    expect(first.body.data.page).toMatchObject({ current: 1, size: 2, total: 6 });
    expect(first.body.data.result.map((u) => u.Account)).toEqual(['demo.ops', 'demo.clerk']);
    expect(second.body.data.result.map((u) => u.Account)).toEqual(['demo', 'acme.ops']);
    const pastTheEnd = await list(admin, { size: '2', current: '99' });
    expect(pastTheEnd.body.data).toEqual({ result: [], page: { current: 99, size: 2, total: 6 } });
  });

  it('filters: contains, eq, in, ranges; LIKE wildcards are literal', async () => {
    const f = async (filter: unknown) => (await list(admin, { filter: JSON.stringify(filter), size: '50' })).body.data.result.map((u) => u.Account).sort();
    expect(await f({ Account: 'clerk' })).toEqual(['acme.clerk', 'demo.clerk']);
    expect(await f({ Account: { contains: 'CLERK' }, CustomerId: { eq: acmeCompany } })).toEqual(['acme.clerk']);
    expect(await f({ CustomerName: 'Acme' })).toEqual(['acme', 'acme.clerk', 'acme.ops']);
    expect(await f({ Account: { in: ['demo', 'acme'] } })).toEqual(['acme', 'demo']);
    expect(await f({ Account: '%' })).toEqual([]);
    expect(await f({ Account: '_' })).toEqual([]);
    expect(await f({ IsActive: true, CustomerId: demoCompany })).toEqual(['demo', 'demo.clerk', 'demo.ops']);
    expect(await f({ UserId: { from: 1, to: 2 } })).toEqual(['demo']);
  });

  it('cannot reach another company through the filter', async () => {
    const res = await list(demo, { filter: JSON.stringify({ CustomerId: acmeCompany }) });
    expect(res.body.data.result).toEqual([]);
    expect(res.body.data.page.total).toBe(0);
  });

  it('refuses unknown filter and sort fields, bad values and malformed filter JSON', async () => {
    for (const query of [
      { filter: JSON.stringify({ password_hash: 'x' }) },
      { filter: JSON.stringify({ UserId: 'one' }) },
      { filter: JSON.stringify({ IsActive: { from: 1 } }) },
      { filter: '{"Account":' },
      { filter: '[1,2]' },
      { sort: 'password_hash' },
      { sort: 'Account; DROP TABLE users' },
      { order: 'sideways' },
      { size: '-1' },
      { current: 'abc' },
      { unknown: '1' },
    ]) {
      const res = await list(demo, { ...query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    }
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(7);
  });

  it('refuses a page number or size out of range, as the engine does', async () => {
    for (const query of [{ size: '12345678901' }, { size: '100000' }, { size: '0' }, { current: '0' }]) {
      const res = await list(admin, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    }
    expect((await list(admin, { size: '500' })).body.data.page.size).toBe(500);
  });
});

describe('cususer create / update / delete', () => {
  it('creates a user in the customer admin\u2019s own company, whatever CustomerId says', async () => {
    const res = await create(demo, { Account: 'demo.new', Password: 'secret123', RealName: 'New Person', CustomerId: acmeCompany });
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ Account: 'demo.new', CustomerId: demoCompany, CustomerName: 'Demo Trading Co.', IsActive: true, Version: 1 });
    await expect(t.login('demo.new', 'secret123')).resolves.toBeTruthy();
  });

  it('lets an administrator create in any company and requires the company', async () => {
    const res = await create(admin, { Account: 'acme.new', Password: 'secret123', CustomerId: acmeCompany });
    expect(res.body.data).toMatchObject({ CustomerId: acmeCompany });
    const noCompany = await create(admin, { Account: 'nobody.new', Password: 'secret123' });
    expect(noCompany.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it('refuses a taken account (any case), a short password, unknown and server-managed fields', async () => {
    const taken = await create(demo, { Account: 'ACME', Password: 'secret123' }, 'en-US');
    expect(taken.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(taken.body)[0]).toEqual({ field: '/data/Account', message: 'The account ACME already exists.' });
    for (const user of [
      { Account: 'demo.x', Password: '1234' },
      { Account: 'demo.x' },
      { Account: 'demo.x', Password: 'secret123', UserId: 99 },
      { Account: 'demo.x', Password: 'secret123', Version: 5 },
      { Account: 'demo.x', Password: 'secret123', isAdmin: true },
      { Account: 'demo.x', Password: 'secret123', RealName: 42 },
      { Account: 'demo.x', Password: 'secret123', Email: 'not-an-email' },
      { Account: '<b>x</b>', Password: 'secret123' },
      { Account: 'demo.x', Password: 'secret123', CusRoleId: 1 },
    ]) {
      const res = await create(demo, user);
      expect(res.body.exceptioncode, JSON.stringify(user)).toBe(ExceptionCode.InvalidInput);
      expect(errorsOf(res.body).length).toBeGreaterThan(0);
    }
    expect(await t.db.selectFrom('users').select('id').where('account', '=', 'demo.x').executeTakeFirst()).toBeUndefined();
  });

  it('names every bad field at once, in the request language', async () => {
    const res = await create(demo, { Account: 'x', Password: '1', Phone: 'call me', extra: 1 }, 'en-US');
    const fields = errorsOf(res.body).map((e) => e.field).sort();
    expect(fields).toEqual(['/data/Account', '/data/Password', '/data/Phone', '/data/extra']);
    expect(errorsOf(res.body).find((e) => e.field === '/data/extra')?.message).toBe('Unknown field extra.');
    const zh = await create(demo, { Account: 'demo.y' }, 'zh-CN');
    expect(errorsOf(zh.body)[0].message).toBe('密码 为必填项。');
  });

  it('stores SQL and HTML as plain text and returns it unchanged', async () => {
    const nasty = `Robert'); DROP TABLE users;-- <script>alert(1)</script>`;
    const res = await create(demo, { Account: 'demo.nasty', Password: 'secret123', RealName: nasty, NickName: '<img src=x onerror=alert(1)>' });
    expect(res.body.data.RealName).toBe(nasty);
    const found = await list(demo, { filter: JSON.stringify({ RealName: "'); DROP" }) });
    expect(found.body.data.result.map((u) => u.RealName)).toEqual([nasty]);
    expect(await t.db.selectFrom('users').select('id').execute()).not.toHaveLength(0);
  });

  it('updates with the current version, refuses a stale one (Conflict) and changes nothing then', async () => {
    const id = await userId('demo.new');
    const current = (await list(demo, { filter: JSON.stringify({ UserId: id }) })).body.data.result[0];
    const ok = await t.call<User>('PUT', '/cususer', { token: demo, form: { data: JSON.stringify({ UserId: id, Version: current.Version, RealName: 'Renamed' }) } });
    expect(ok.body.data).toMatchObject({ RealName: 'Renamed', Version: current.Version + 1 });
    const stale = await t.call('PUT', '/cususer', { token: demo, form: { data: JSON.stringify({ UserId: id, Version: current.Version, RealName: 'Lost update' }) }, culture: 'en-US' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ exceptioncode: ExceptionCode.Conflict, message: 'Someone else changed this record. Reload it and try again.' });
    const after = (await list(demo, { filter: JSON.stringify({ UserId: id }) })).body.data.result[0];
    expect(after.RealName).toBe('Renamed');
  });

  it('refuses server-managed fields on update as on create, and moving a user to another company', async () => {
    const id = await userId('demo.new');
    const row = (await list(demo, { filter: JSON.stringify({ UserId: id }) })).body.data.result[0];
    const { UserId, Version, Account, RealName, CustomerName, CreatedAt } = row as User & { CreatedAt: string };
    for (const managed of [{ CustomerName, CreatedAt }, { UserType: 'admin' }, { UpdatedAt: CreatedAt }, { CusRoleName: 'x' }]) {
      const res = await t.call<User>('PUT', '/cususer', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ UserId, Version, Account, RealName: 'Changed', ...managed }) } });
      expect(res.body.exceptioncode, JSON.stringify(managed)).toBe(ExceptionCode.InvalidInput);
      expect(errorsOf(res.body)).toEqual(Object.keys(managed).map((name) => ({ field: `/data/${name}`, message: `${name} is set by the server and cannot be sent.` })));
    }
    const created = await create(demo, { Account: 'demo.managed', Password: 'secret123', UserType: 'admin' }, 'en-US');
    expect(errorsOf(created.body)).toEqual([{ field: '/data/UserType', message: 'UserType is set by the server and cannot be sent.' }]);
    const unchanged = (await list(demo, { filter: JSON.stringify({ UserId: id }) })).body.data.result[0] as User & { UserType: string };
    expect([unchanged.Version, unchanged.RealName, unchanged.UserType]).toEqual([Version, RealName, 'customer']);
    const move = await t.call('PUT', '/cususer', { token: admin, form: { data: JSON.stringify({ UserId, Version, CustomerId: acmeCompany }) } });
    expect(move.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it('deletes by UserId and by ids, all or nothing', async () => {
    const a = (await create(demo, { Account: 'demo.del1', Password: 'secret123' })).body.data.UserId;
    const b = (await create(demo, { Account: 'demo.del2', Password: 'secret123' })).body.data.UserId;
    const c = (await create(demo, { Account: 'demo.del3', Password: 'secret123' })).body.data.UserId;
    const one = await t.call('DELETE', '/cususer', { token: demo, query: { UserId: String(a) }, culture: 'en-US' });
    expect(one.body).toMatchObject({ success: true, data: { deleted: 1 }, message: 'Deleted 1.' });
    const acmeClerk = await userId('acme.clerk');
    const mixed = await t.call('DELETE', '/cususer', { token: demo, form: { ids: JSON.stringify([b, acmeClerk]) } });
    expect(mixed.body.exceptioncode).toBe(ExceptionCode.NotFound);
    expect(await t.db.selectFrom('users').select('id').where('id', 'in', [b, acmeClerk]).execute()).toHaveLength(2);
    const both = await t.call('DELETE', '/cususer', { token: demo, form: { ids: JSON.stringify([b, c]) } });
    expect(both.body.data).toEqual({ deleted: 2 });
    const bad = await t.call('DELETE', '/cususer', { token: demo, form: { ids: '[1,' } });
    expect(bad.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const self = await t.call('DELETE', '/cususer', { token: demo, query: { UserId: String(await userId('demo')) } });
    expect(self.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });
});

describe('activate, deactivate, reset password', () => {
  it('deactivating ends the user\u2019s sessions and blocks login; activating allows it again', async () => {
    const id = await userId('demo.ops');
    const opsToken = await t.login('demo.ops', 'ops12345');
    const off = await t.call<User>('PUT', '/deactivecususer', { token: demo, form: { UserId: String(id) } });
    expect(off.body.data.IsActive).toBe(false);
    const dead = await t.call('GET', '/getcusclientdata', { token: opsToken });
    expect(dead.body.exceptioncode).toBe(ExceptionCode.SessionExpired);
    await expect(t.login('demo.ops', 'ops12345')).rejects.toThrow(/deactivated|停用/);
    const on = await t.call<User>('PUT', '/activatecususer', { token: demo, form: { UserId: String(id) } });
    expect(on.body.data.IsActive).toBe(true);
    await expect(t.login('demo.ops', 'ops12345')).resolves.toBeTruthy();
  });

  it('cannot deactivate oneself', async () => {
    const res = await t.call('PUT', '/deactivecususer', { token: demo, form: { UserId: String(await userId('demo')) } });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it('resets a password to a new random one, answered once, and ends the user\u2019s sessions', async () => {
    const id = await userId('demo.clerk');
    const clerkToken = await t.login('demo.clerk', 'clerk1234');
    const res = await t.call<{ UserId: number; Password: string }>('PUT', '/cususerresetpassword', { token: demo, form: { UserId: String(id) } });
    expect(res.body.data.Password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await t.call('GET', '/getcusclientdata', { token: clerkToken })).body.exceptioncode).toBe(ExceptionCode.SessionExpired);
    await expect(t.login('demo.clerk', res.body.data.Password)).resolves.toBeTruthy();
  });

  it('refuses a missing or malformed UserId', async () => {
    for (const form of [{}, { UserId: 'abc' }, { UserId: '1 OR 1=1' }]) {
      const res = await t.call('PUT', '/activatecususer', { token: demo, form });
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    }
  });
});

describe('cross-customer access: demo can never read or change acme\u2019s users', () => {
  it('gets NotFound on every call with an acme id, and nothing changes', async () => {
    const target = await userId('acme.clerk');
    const before = await t.db.selectFrom('users').selectAll().where('id', '=', target).executeTakeFirstOrThrow();
    const id = String(target);
    const calls = [
      t.call('PUT', '/cususer', { token: demo, form: { data: JSON.stringify({ UserId: target, Version: before.version, RealName: 'hacked' }) } }),
      t.call('DELETE', '/cususer', { token: demo, query: { UserId: id } }),
      t.call('DELETE', '/cususer', { token: demo, form: { ids: JSON.stringify([target]) } }),
      t.call('PUT', '/activatecususer', { token: demo, form: { UserId: id } }),
      t.call('PUT', '/deactivecususer', { token: demo, form: { UserId: id } }),
      t.call('PUT', '/cususerresetpassword', { token: demo, form: { UserId: id } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.exceptioncode).toBe(ExceptionCode.NotFound);
    }
    const after = await t.db.selectFrom('users').selectAll().where('id', '=', target).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const listed = await list(demo, { filter: JSON.stringify({ UserId: target }) });
    expect(listed.body.data.result).toEqual([]);
  });

  it('acme cannot reach demo\u2019s users either, and a missing id looks the same as a foreign one', async () => {
    const foreign = await t.call('PUT', '/activatecususer', { token: acme, form: { UserId: String(await userId('demo')) } });
    const missing = await t.call('PUT', '/activatecususer', { token: acme, form: { UserId: '999999' } });
    expect(foreign.body).toEqual(missing.body);
  });

  it('a customer cannot touch an administrator through cususer', async () => {
    const res = await t.call('PUT', '/cususerresetpassword', { token: demo, form: { UserId: String(await userId('admin')) } });
    expect(res.body.exceptioncode).toBe(ExceptionCode.NotFound);
    const byAdmin = await t.call('PUT', '/cususerresetpassword', { token: admin, form: { UserId: String(await userId('admin')) } });
    expect(byAdmin.body.exceptioncode).toBe(ExceptionCode.NotFound);
  });
});
