// Roles and their grants (issue 16): a grant change shows in the user's next client data and every
// call checks the new grants at once (a revoked function refused on the next call); a customer role
// cannot be granted an admin menu (refused, nothing changed); a role still held by users is not deleted.
import { afterAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext } from '../support/testContext';
import { multipartCall } from '../resources/multipartBody';
import { errorsOf } from '../support/fieldErrors';

const t = await createTestContext();
afterAll(() => t.close());
const admin = await t.login('admin', 'admin1234', 'admin');
const demo = await t.login('demo', 'demo1234');

type Role = { id: number; version: number; roleCd: string; grants: string };

async function createRole(roleCd: string, audience: 'admin' | 'customer'): Promise<Role> {
  const res = await t.call<Role>('POST', '/role', { token: admin, culture: 'en-US', form: { data: JSON.stringify({ roleCd, name: roleCd, audience }) } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data;
}
const setGrants = (id: number, grants: string[], culture = 'en-US') => t.call<{ grants: string[] }>('POST', '/role/setGrants', { token: admin, culture, form: { data: JSON.stringify({ id, grants: grants.join(',') }) } });

/** A new user of Demo Trading Co. holding `roleId`, signed in. */
async function userWithRole(account: string, roleId: number): Promise<string> {
  const res = await t.call('POST', '/cususer', { token: demo, form: { data: JSON.stringify({ Account: account, Password: 'secret123', CusRoleId: roleId }) } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return t.login(account, 'secret123');
}

describe('role grants', () => {
  it('a role without billing: its user has no billing menu, and its calls follow a grant change at once', async () => {
    const role = await createRole('CUS_NO_BILLING', 'customer');
    const base = ['setData', 'setAddress', 'setAddress.create', 'myOrder', 'mulOrderList'];
    expect((await setGrants(role.id, base)).body.success).toBe(true);
    const token = await userWithRole('nobilling.user', role.id);
    const client = await t.call<{ menus: unknown; Routers: Array<{ Name: string }>; buttons?: unknown }>('GET', '/getcusclientdata', { token });
    const routes = JSON.stringify(client.body.data);
    expect(routes).toContain('setAddress');
    expect(routes).not.toContain('onlineBiling');
    expect(routes).not.toContain('expensesList');

    const address = { name: 'Grant test', country: 'CN', city: 'Shanghai', line1: '1 Test Road' };
    const created = await t.call('POST', '/address', { token, form: { data: JSON.stringify(address) } });
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    // Revoke setAddress.create: the very next call is refused, the menu stays readable.
    expect((await setGrants(role.id, ['setData', 'setAddress', 'myOrder', 'mulOrderList'])).body.success).toBe(true);
    const refused = await t.call('POST', '/address', { token, form: { data: JSON.stringify({ ...address, name: 'Grant test 2' }) } });
    expect(refused.status).toBe(403);
    expect(refused.body.exceptioncode).toBe(ExceptionCode.Forbidden);
    expect((await t.call('GET', '/address-list', { token })).body.success).toBe(true);
    // Revoke the menu: reading is refused too, and the next client data lacks it.
    expect((await setGrants(role.id, ['myOrder', 'mulOrderList'])).body.success).toBe(true);
    expect((await t.call('GET', '/address-list', { token })).status).toBe(403);
    const after = JSON.stringify((await t.call('GET', '/getcusclientdata', { token })).body.data);
    expect(after).not.toContain('setAddress');
    // Granting it back works at once as well.
    expect((await setGrants(role.id, base)).body.success).toBe(true);
    expect((await t.call('GET', '/address-list', { token })).body.success).toBe(true);
    // The role's computed grants say what it holds.
    const read = await t.call<Role>('GET', '/role', { token: admin, query: { id: String(role.id) } });
    expect(read.body.data.grants.split(',')).toEqual([...base].sort());
  });

  it('refuses an admin menu for a customer role, naming it, in the user language, changing nothing', async () => {
    const role = await createRole('CUS_LIMITED', 'customer');
    expect((await setGrants(role.id, ['setData', 'setAddress'])).body.success).toBe(true);
    for (const [culture, word] of [
      ['en-US', 'administrator menu'],
      ['zh-CN', '管理员菜单'],
    ] as const) {
      const res = await setGrants(role.id, ['setData', 'setAddress', 'systemmanager', 'roleManager'], culture);
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      const messages = errorsOf(res.body).map((e) => e.message);
      expect(messages.some((m) => m.includes('roleManager') && m.includes(word)), messages.join('|')).toBe(true);
    }
    expect((await setGrants(role.id, ['noSuchMenu'])).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    // A function without its screen is refused too.
    expect((await setGrants(role.id, ['setAddress.create'])).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const read = await t.call<Role>('GET', '/role', { token: admin, query: { id: String(role.id) } });
    expect(read.body.data.grants).toBe('setAddress,setData');
    // The grant tree offered for a customer role holds no admin screen.
    const tree = await t.call<{ nodes: Array<{ key: string }> }>('POST', '/role/grantTree', { token: admin, form: { data: JSON.stringify({ audience: 'customer' }) } });
    const keys = tree.body.data.nodes.map((n) => n.key);
    expect(keys).toContain('onlineBiling');
    expect(keys).not.toContain('roleManager');
    expect(keys).not.toContain('requiredConfig');
  });

  it('an admin role takes admin menus only', async () => {
    const role = await createRole('ADM_READER', 'admin');
    expect((await setGrants(role.id, ['systemmanager', 'auditLog'])).body.success).toBe(true);
    expect((await setGrants(role.id, ['setData'])).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it('a customer changes no role: its company administrator only reads the customer roles for the user form (companyAdminRoles.test.ts)', async () => {
    const roles = (await t.call<{ result: Role[] }>('GET', '/role-list', { token: demo, query: { size: '100' } })).body.data.result;
    expect(roles.length).toBeGreaterThan(0);
    expect((await t.call('POST', '/role/setGrants', { token: demo, form: { data: JSON.stringify({ id: roles[0]!.id, grants: 'systemmanager' }) } })).status).toBe(403);
    expect((await t.call('POST', '/role', { token: demo, form: { data: JSON.stringify({ roleCd: 'CUS_BY_DEMO', name: 'x', audience: 'customer' }) } })).status).toBe(403);
  });

  it('does not delete a role users still hold, saying why', async () => {
    const role = await createRole('CUS_HELD', 'customer');
    await userWithRole('held.user', role.id);
    const res = await t.call('DELETE', '/role', { token: admin, culture: 'en-US', query: { ids: JSON.stringify([role.id]) } });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(res.body)[0].message).toContain('CUS_HELD');
    expect((await t.call('GET', '/role', { token: admin, query: { id: String(role.id) } })).body.success).toBe(true);
  });

  it('does not delete a built-in role, held or not, in the user language', async () => {
    const builtin = await t.db.selectFrom('roles').select(['id', 'role_cd']).where('role_cd', 'in', ['ADMIN', 'CUSADMIN', 'CUSUSER']).execute();
    expect(builtin).toHaveLength(3);
    const res = await t.call('DELETE', '/role', { token: admin, culture: 'zh-CN', query: { ids: JSON.stringify(builtin.map((r) => r.id)) } });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(res.body).map((e) => e.message).sort()).toEqual(['内置角色 ADMIN 不能删除。', '内置角色 CUSADMIN 不能删除。', '内置角色 CUSUSER 不能删除。']);
    const left = await t.db.selectFrom('roles').select('id').where('id', 'in', builtin.map((r) => r.id)).where('deleted_at', 'is', null).execute();
    expect(left).toHaveLength(3);
  });

  it('does not let a covering import remove roles users hold, saying why and changing nothing', async () => {
    const role = await createRole('CUS_HELD_IMPORT', 'customer');
    await userWithRole('held.import.user', role.id);
    const before = (await t.call<{ result: Role[] }>('GET', '/role-list', { token: admin, query: { size: '100' } })).body.data.result;
    const file = { filename: 'roles.csv', content: Buffer.from('roleCd,name,audience\nCUS_FROM_FILE,From file,customer\n') };
    const res = await multipartCall(t, '/role-import', { token: admin, culture: 'en-US', fields: { mode: 'covering' }, file });
    expect(res.body.exceptioncode, JSON.stringify(res.body)).toBe(ExceptionCode.InvalidInput);
    expect(JSON.stringify(errorsOf(res.body))).toContain('CUS_HELD_IMPORT');
    const after = (await t.call<{ result: Role[] }>('GET', '/role-list', { token: admin, query: { size: '100' } })).body.data.result;
    expect(after.map((r) => r.roleCd).sort()).toEqual(before.map((r) => r.roleCd).sort());
  });
});

it('keeps the grants of the built-in roles (emptying ADMIN would lock administrators out)', async () => {
  const adminRole = (await t.call<{ result: Role[] }>('GET', '/role-list', { token: admin, query: { filter: JSON.stringify({ roleCd: { eq: 'ADMIN' } }) } })).body.data.result[0];
  const res = await setGrants(adminRole.id, []);
  expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  expect(errorsOf(res.body)[0].message).toContain('ADMIN');
  expect((await t.call('GET', '/role-list', { token: admin })).body.success).toBe(true);
});
