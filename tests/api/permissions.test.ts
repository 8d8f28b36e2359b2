// The role × call table: who may make which call. "allowed" means the permission hook let the call
// through to its handler (the handler may still refuse the harmless input sent here); 401 is the
// forced log-out (10003), 403 a refusal by grant or audience (10004).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { type CallOptions, createTestContext, type Method, type TestContext } from './support/testContext';

type Role = 'none' | 'clerk' | 'customerAdmin' | 'admin';
type Outcome = 'allowed' | 401 | 403;

interface Row {
  method: Method;
  path: string;
  options?: Omit<CallOptions, 'token'>;
  expect: Record<Role, Outcome>;
}

const publicCall = { none: 'allowed', clerk: 'allowed', customerAdmin: 'allowed', admin: 'allowed' } as const;
const anySignedIn = { none: 401, clerk: 'allowed', customerAdmin: 'allowed', admin: 'allowed' } as const;
const customerOnly = { none: 401, clerk: 'allowed', customerAdmin: 'allowed', admin: 403 } as const;
const adminOnly = { none: 401, clerk: 403, customerAdmin: 403, admin: 'allowed' } as const;
const userManager = { none: 401, clerk: 403, customerAdmin: 'allowed', admin: 'allowed' } as const;

const missingUser = { form: { UserId: '999999' } };
const TABLE: Row[] = [
  { method: 'GET', path: '/getsitename', expect: publicCall },
  { method: 'GET', path: '/page-gethomemenu', expect: publicCall },
  { method: 'POST', path: '/custrylogin', options: { form: { data: '{"name":"x","password":"y"}' } }, expect: publicCall },
  { method: 'POST', path: '/trylogin', options: { form: { data: '{"name":"x","password":"y"}' } }, expect: publicCall },
  { method: 'GET', path: '/getcusclientdata', expect: customerOnly },
  { method: 'GET', path: '/getcususerinfo', expect: customerOnly },
  { method: 'GET', path: '/getclientdata', expect: adminOnly },
  { method: 'GET', path: '/getuserinfo', expect: adminOnly },
  { method: 'POST', path: '/savecurrorg', options: { form: { orginfo: '{"OrgId":999999}' } }, expect: anySignedIn },
  { method: 'GET', path: '/homesmessage-list', expect: anySignedIn },
  { method: 'PUT', path: '/homesmessage-list', options: { form: { keyid: '1' } }, expect: anySignedIn },
  { method: 'PUT', path: '/updatepassword', options: { form: { oldpassword: 'wrong-old', password: 'whatever1' } }, expect: anySignedIn },
  { method: 'GET', path: '/cususer-list', expect: userManager },
  { method: 'POST', path: '/cususer', options: { form: { data: '{}' } }, expect: userManager },
  { method: 'PUT', path: '/cususer', options: { form: { data: '{}' } }, expect: userManager },
  { method: 'DELETE', path: '/cususer', options: { query: { UserId: '999999' } }, expect: userManager },
  { method: 'PUT', path: '/activatecususer', options: missingUser, expect: userManager },
  { method: 'PUT', path: '/deactivecususer', options: missingUser, expect: userManager },
  { method: 'PUT', path: '/cususerresetpassword', options: missingUser, expect: userManager },
];

let t: TestContext;
const tokens: Record<Role, string | undefined> = { none: undefined, clerk: undefined, customerAdmin: undefined, admin: undefined };
beforeAll(async () => {
  t = await createTestContext();
  tokens.clerk = await t.login('demo.clerk', 'clerk1234');
  tokens.customerAdmin = await t.login('demo', 'demo1234');
  tokens.admin = await t.login('admin', 'admin1234');
});
afterAll(() => t?.close());

describe('role × call table', () => {
  for (const row of TABLE) {
    for (const role of Object.keys(row.expect) as Role[]) {
      const expected = row.expect[role];
      it(`${row.method} ${row.path} as ${role}: ${expected}`, async () => {
        const res = await t.call(row.method, row.path, { ...row.options, token: tokens[role] });
        if (expected === 'allowed') {
          expect([401, 403]).not.toContain(res.status);
          expect([ExceptionCode.SessionExpired, ExceptionCode.Forbidden]).not.toContain(res.body.exceptioncode);
        } else {
          expect(res.status).toBe(expected);
          expect(res.body.exceptioncode).toBe(expected === 401 ? ExceptionCode.SessionExpired : ExceptionCode.Forbidden);
          expect(res.body.success).toBe(false);
        }
      });
    }
  }

  it('says why an admin-only call is refused', async () => {
    const res = await t.call('GET', '/getclientdata', { token: tokens.customerAdmin, culture: 'en-US' });
    expect(res.body.message).toBe('Only administrators may do this.');
  });

  it('refuses before validating: a clerk learns nothing about the payload rules', async () => {
    const res = await t.call('POST', '/cususer', { token: tokens.clerk, form: { data: 'not json', junk: 'x' } });
    expect(res.status).toBe(403);
  });

  it('takes grants from the database at every call: a revoked function is refused at once', async () => {
    const role = await t.db.selectFrom('roles').select('id').where('role_cd', '=', 'CUSADMIN').executeTakeFirstOrThrow();
    await t.db.deleteFrom('role_funcs').where('role_id', '=', role.id).where('func_id', '=', 'cusUserManager.resetPassword').execute();
    const res = await t.call('PUT', '/cususerresetpassword', { token: tokens.customerAdmin, form: { UserId: '3' } });
    expect(res.body.exceptioncode).toBe(ExceptionCode.Forbidden);
    await t.db.insertInto('role_funcs').values({ role_id: role.id, func_id: 'cusUserManager.resetPassword' }).execute();
    // Granted again: allowed at the next call (the grants held per role follow its grants_version).
    const again = await t.call('PUT', '/cususerresetpassword', { token: tokens.customerAdmin, form: { UserId: '999999' } });
    expect(again.body.exceptioncode).toBe(ExceptionCode.NotFound);
  });
});
