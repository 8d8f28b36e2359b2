// custrylogin / trylogin: the answer's shape, failures, deactivated accounts and the rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from './support/testContext';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ loginRateLimit: { maxFailuresPerPair: 3, maxFailuresPerAddress: 6, windowMs: 60_000, slowDownAfter: 5, slowDownFirstMs: 60_000 } });
});
afterAll(() => t?.close());

let address = 0;
/** Each test logs in from its own address unless it tests the per-address limit. */
const nextAddress = () => `192.0.2.${++address}`;

const login = (path: string, name: string, password: string, extra: { culture?: string; remoteAddress?: string; data?: string } = {}) =>
  t.call<{ token: { Id: string }; orglist: unknown[]; user: Record<string, unknown> }>('POST', path, {
    form: { data: extra.data ?? JSON.stringify({ name, password }) },
    culture: extra.culture,
    remoteAddress: extra.remoteAddress ?? nextAddress(),
  });

describe('customer login (custrylogin)', () => {
  it('answers token.Id, orglist and the user of the company', async () => {
    const res = await login('/custrylogin', ' demo ', 'demo1234');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.token.Id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.orglist).toEqual([
      expect.objectContaining({ OrgCd: 'DEMO-HQ', OrgName: 'Demo Trading Co. Head Office' }),
      expect.objectContaining({ OrgCd: 'DEMO-NGB' }),
    ]);
    expect(res.body.data.user).toMatchObject({ Account: 'demo', CustomerName: 'Demo Trading Co.', CustomerCd: 'DEMO', UserType: 'customer' });
    expect(res.body.data.user).not.toHaveProperty('password_hash');
  });

  it('makes a new token at every login and stores only its hash', async () => {
    const a = (await login('/custrylogin', 'acme', 'acme1234')).body.data.token.Id;
    const b = (await login('/custrylogin', 'acme', 'acme1234')).body.data.token.Id;
    expect(a).not.toBe(b);
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    const stored = rows.map((r) => r.token_hash);
    expect(stored).not.toContain(a);
    expect(stored.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await login('/custrylogin', 'demo', 'not-the-password', { culture: 'en-US' });
    const unknown = await login('/custrylogin', 'nobody-here', 'whatever1', { culture: 'en-US' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, exceptioncode: ExceptionCode.LoginFailed, message: 'Wrong account or password.' });
    }
  });

  it('refuses an administrator on the customer login and a customer on the admin login', async () => {
    expect((await login('/custrylogin', 'admin', 'admin1234')).body.exceptioncode).toBe(ExceptionCode.LoginFailed);
    expect((await login('/trylogin', 'demo', 'demo1234')).body.exceptioncode).toBe(ExceptionCode.LoginFailed);
    expect((await login('/trylogin', 'admin', 'admin1234')).body.success).toBe(true);
  });

  it('refuses a deactivated user, even with the right password', async () => {
    await t.db.updateTable('users').set({ is_active: false }).where('account', '=', 'acme.ops').execute();
    const res = await login('/custrylogin', 'acme.ops', 'ops12345', { culture: 'en-US' });
    expect(res.body).toMatchObject({ success: false, exceptioncode: ExceptionCode.LoginFailed, message: 'This account is deactivated.' });
    await t.db.updateTable('users').set({ is_active: true }).where('account', '=', 'acme.ops').execute();
  });

  it('refuses malformed, missing and unknown payload fields with field errors', async () => {
    const cases: Array<{ data?: string; field: string }> = [
      { data: '{"name": "demo", "password": ', field: '/data' },
      { data: '"demo"', field: '/data' },
      { data: JSON.stringify({ name: 'demo' }), field: '/data/password' },
      { data: JSON.stringify({ name: 'demo', password: 'demo1234', admin: true }), field: '/data/admin' },
      { data: JSON.stringify({ name: 42, password: 'demo1234' }), field: '/data/name' },
      { data: JSON.stringify({ name: 'x'.repeat(101), password: 'demo1234' }), field: '/data/name' },
    ];
    for (const c of cases) {
      const res = await login('/custrylogin', '', '', { data: c.data, culture: 'en-US' });
      expect(res.status).toBe(400);
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      expect((res.body.data as unknown as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toContain(c.field);
    }
    const noData = await t.call('POST', '/custrylogin', { form: {} });
    expect(noData.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });
});

describe('login rate limits', () => {
  it('refuses an account from an address after too many failures there, with a clear message; the account still opens elsewhere', async () => {
    const attacker = nextAddress();
    for (let i = 0; i < 3; i++) expect((await login('/custrylogin', 'demo.ops', 'wrong-password', { remoteAddress: attacker })).body.exceptioncode).toBe(ExceptionCode.LoginFailed);
    const locked = await login('/custrylogin', 'demo.ops', 'ops12345', { culture: 'en-US', remoteAddress: attacker });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ success: false, exceptioncode: ExceptionCode.RateLimited });
    expect(locked.body.message).toBe('Too many failed logins for this account from your address. Try again in 1 minutes.');
    // The user's own address has not failed: the account opens there.
    expect((await login('/custrylogin', 'demo.ops', 'ops12345')).body.success).toBe(true);
    // Other accounts are not affected, not even from that address.
    expect((await login('/custrylogin', 'demo', 'demo1234', { remoteAddress: attacker })).body.success).toBe(true);
    // The counter lives in the database (shared by every replica).
    const failures = await t.db.selectFrom('login_attempts').selectAll().where('account', '=', 'demo.ops').where('succeeded', '=', false).execute();
    expect(failures.length).toBe(3);
  });

  it('slows an account down for the addresses that failed on it, never for one that did not', async () => {
    const [a, ...others] = Array.from({ length: 5 }, nextAddress);
    for (const address of [a, ...others]) expect((await login('/custrylogin', 'demo.clerk', 'wrong-password', { remoteAddress: address })).body.exceptioncode).toBe(ExceptionCode.LoginFailed);
    const slowed = await login('/custrylogin', 'demo.clerk', 'clerk1234', { culture: 'zh-CN', remoteAddress: a });
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(/^此账号登录失败次数过多，请等待 (59|60) 秒后再试。$/);
    expect((await login('/custrylogin', 'demo.clerk', 'clerk1234')).body.success).toBe(true);
  });

  it('forgives an address its failures on an account once it logs in there', async () => {
    const address = nextAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect((await login('/custrylogin', 'acme', 'wrong-password', { remoteAddress: address })).body.exceptioncode).toBe(ExceptionCode.LoginFailed);
      expect((await login('/custrylogin', 'acme', 'acme1234', { remoteAddress: address })).body.success).toBe(true);
    }
  });

  it('locks an address after too many failures across accounts', async () => {
    const remoteAddress = '198.51.100.7';
    for (let i = 0; i < 6; i++) await login('/custrylogin', `someone${i}`, 'wrong-password', { remoteAddress });
    const res = await login('/custrylogin', 'acme', 'acme1234', { remoteAddress, culture: 'zh-CN' });
    expect(res.body.exceptioncode).toBe(ExceptionCode.RateLimited);
    expect(res.body.message).toContain('您的地址登录失败次数过多');
    expect((await login('/custrylogin', 'acme', 'acme1234', { remoteAddress: '198.51.100.8' })).body.success).toBe(true);
  });

  it('counts account names case-insensitively', async () => {
    const remoteAddress = nextAddress();
    for (const name of ['ACME.CLERK', 'Acme.Clerk', 'acme.clerk']) await login('/custrylogin', name, 'wrong-password', { remoteAddress });
    expect((await login('/custrylogin', 'acme.clerk', 'clerk1234', { remoteAddress })).body.exceptioncode).toBe(ExceptionCode.RateLimited);
  });
});
