// A company administrator gives its users roles (issue 44): the role picker of the users' form reads
// the customer roles a user of the company may hold (the global ones and the company's own, never an
// administrators' role or another company's), and the server refuses a role granting more than the
// administrator holds, naming the field, in the caller's language; nothing changes.
import { afterAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

const t = await createTestContext();
afterAll(() => t.close());
const admin = await t.login('admin', 'admin1234', 'admin');
const demo = await t.login('demo', 'demo1234');
const clerk = await t.login('demo.clerk', 'clerk1234');

type Role = { id: number; version: number; roleCd: string; audience: string };
type User = { UserId: number; Version: number; CusRoleId: number; CusRoleCd: string };

const rolesSeenBy = async (token: string) => (await t.call<{ result: Role[] }>('GET', '/role-list', { token, query: { size: '100' } })).body.data.result;
const roleId = async (roleCd: string) => (await t.db.selectFrom('roles').select('id').where('role_cd', '=', roleCd).executeTakeFirstOrThrow()).id;
const createUser = (token: string, user: Record<string, unknown>, culture = 'en-US') => t.call<User>('POST', '/cususer', { token, culture, form: { data: JSON.stringify(user) } });
const usersNamed = (account: string) => t.db.selectFrom('users').select('id').where('account', '=', account).execute();

async function customerRole(roleCd: string, grants: string[], customerId: number | null = null): Promise<number> {
  const made = await t.call<Role>('POST', '/role', { token: admin, form: { data: JSON.stringify({ roleCd, name: roleCd, audience: 'customer' }) } });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  const granted = await t.call('POST', '/role/setGrants', { token: admin, form: { data: JSON.stringify({ id: made.body.data.id, grants: grants.join(',') }) } });
  expect(granted.body.success, JSON.stringify(granted.body)).toBe(true);
  // Company-own roles are made by the forwarder for one company: the column the API does not write.
  if (customerId !== null) await t.db.updateTable('roles').set({ customer_id: customerId }).where('id', '=', made.body.data.id).execute();
  return made.body.data.id;
}

const companyOf = async (account: string) => (await t.db.selectFrom('users').select('customer_id').where('account', '=', account).executeTakeFirstOrThrow()).customer_id!;

describe("a company administrator's role picker and role changes", () => {
  it('reads the customer roles its users may hold: global and its own company’s, not administrators’ or another company’s', async () => {
    const [demoCompany, acmeCompany] = [await companyOf('demo'), await companyOf('acme')];
    await customerRole('DEMO_OWN_ROLE', ['setData', 'setAddress'], demoCompany);
    await customerRole('ACME_OWN_ROLE', ['setData', 'setAddress'], acmeCompany);
    const codes = (await rolesSeenBy(demo)).map((r) => r.roleCd);
    expect(codes).toEqual(expect.arrayContaining(['CUSADMIN', 'CUSUSER', 'DEMO_OWN_ROLE']));
    expect(codes).not.toContain('ACME_OWN_ROLE');
    expect(codes).not.toContain('ADMIN');
    expect((await rolesSeenBy(demo)).every((r) => r.audience === 'customer')).toBe(true);
    // A user without the users' screen reads no roles at all.
    expect((await t.call('GET', '/role-list', { token: clerk })).status).toBe(403);
  });

  it('creates a user with a role it picked and promotes one to company administrator', async () => {
    const created = await createUser(demo, { Account: 'demo.picked', Password: 'secret123', CusRoleId: await roleId('CUSUSER') });
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    expect(created.body.data.CusRoleCd).toBe('CUSUSER');
    const promoted = await t.call<User>('PUT', '/cususer', {
      token: demo,
      form: { data: JSON.stringify({ UserId: created.body.data.UserId, Version: created.body.data.Version, CusRoleId: await roleId('CUSADMIN') }) },
    });
    expect(promoted.body.success, JSON.stringify(promoted.body)).toBe(true);
    expect(promoted.body.data.CusRoleCd).toBe('CUSADMIN');
  });

  it('refuses a role above the own rights, naming the field in the caller’s language, and creates nothing', async () => {
    // A user manager of Demo Trading Co.: the users' screen and nothing else.
    const managerRole = await customerRole('DEMO_USER_MANAGER', ['systemmanager', 'cusUserManager', 'cusUserManager.create', 'cusUserManager.update']);
    const made = await createUser(demo, { Account: 'demo.usermgr', Password: 'secret123', CusRoleId: managerRole });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const manager = await t.login('demo.usermgr', 'secret123');

    const en = await createUser(manager, { Account: 'demo.toohigh', Password: 'secret123', CusRoleId: await roleId('CUSADMIN') });
    expect(en.status).toBe(400);
    expect(en.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(en.body)).toEqual([{ field: '/data/CusRoleId', message: 'You can only give a role whose rights you hold yourself.' }]);
    const zh = await createUser(manager, { Account: 'demo.toohigh', Password: 'secret123', CusRoleId: await roleId('CUSUSER') }, 'zh-CN');
    expect(errorsOf(zh.body)).toEqual([{ field: '/data/CusRoleId', message: '只能分配您自己拥有其全部权限的角色。' }]);
    expect(await usersNamed('demo.toohigh')).toEqual([]);

    // Its own role is within its rights.
    const same = await createUser(manager, { Account: 'demo.peer', Password: 'secret123', CusRoleId: managerRole });
    expect(same.body.success, JSON.stringify(same.body)).toBe(true);
    // Promoting a user it reaches above its rights is refused too, and the user keeps the role.
    const promote = await t.call('PUT', '/cususer', {
      token: manager,
      culture: 'en-US',
      form: { data: JSON.stringify({ UserId: same.body.data.UserId, Version: same.body.data.Version, CusRoleId: await roleId('CUSADMIN') }) },
    });
    expect(errorsOf(promote.body).map((e) => e.field)).toEqual(['/data/CusRoleId']);
    expect((await t.db.selectFrom('users').select('cus_role_id').where('id', '=', same.body.data.UserId).executeTakeFirstOrThrow()).cus_role_id).toBe(managerRole);
  });
});
