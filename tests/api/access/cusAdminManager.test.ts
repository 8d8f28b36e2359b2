// Customer administrators' accounts (cusAdminManager, issue 16): the cususer calls, which an
// administrator granted cusAdminManager alone reaches only for CUSADMIN users: they list, create,
// edit, deactivate and reset the passwords of customer administrators, never see or touch other
// customer users, cannot make another role; a password is never answered except the reset one.
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/passwords';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

const t = await createTestContext();
afterAll(() => t.close());
const admin = await t.login('admin', 'admin1234', 'admin');
const demo = await t.login('demo', 'demo1234');

type WireUser = { UserId: number; Version: number; Account: string; CustomerId: number; CusRoleId: number; Password?: string; IsActive: boolean };
const roleIdOf = async (roleCd: string) => (await t.db.selectFrom('roles').select('id').where('role_cd', '=', roleCd).executeTakeFirstOrThrow()).id;

/** An administrator whose only role grants cusAdminManager (and its functions), signed in. */
async function adminsManager(): Promise<string> {
  const role = await t.call<{ id: number }>('POST', '/role', { token: admin, form: { data: JSON.stringify({ roleCd: 'ADM_CUS_ADMINS', name: 'Customer admin accounts', audience: 'admin' }) } });
  expect(role.body.success, JSON.stringify(role.body)).toBe(true);
  const grants = ['systemmanager', 'cusAdminManager', 'cusAdminManager.create', 'cusAdminManager.update', 'cusAdminManager.activate', 'cusAdminManager.deactivate', 'cusAdminManager.resetPassword'];
  const set = await t.call('POST', '/role/setGrants', { token: admin, form: { data: JSON.stringify({ id: role.body.data.id, grants: grants.join(',') }) } });
  expect(set.body.success, JSON.stringify(set.body)).toBe(true);
  await t.db
    .insertInto('users')
    .values({ account: 'adm.cusadmins', password_hash: await hashPassword('secret123'), real_name: 'Admins manager', nick_name: '', saler: '', email: '', phone: '', is_active: true, customer_id: null, cus_role_id: role.body.data.id, user_type: 'admin' })
    .execute();
  return t.login('adm.cusadmins', 'secret123', 'admin');
}

const manager = await adminsManager();
const list = (token: string, filter: Record<string, unknown> = {}) => t.call<{ result: WireUser[] }>('GET', '/cususer-list', { token, query: { size: '100', filter: JSON.stringify(filter) } });

describe('customer administrators accounts', () => {
  it('lists the customer administrators of every company and no other user, without passwords', async () => {
    const res = await list(manager);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const cusAdmin = await roleIdOf('CUSADMIN');
    expect(res.body.data.result.map((u) => u.Account).sort()).toEqual(['acme', 'demo']);
    expect(res.body.data.result.every((u) => u.CusRoleId === cusAdmin)).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
    // The page's fixed condition gives a full administrator the same list.
    const full = await list(admin, { CusRoleCd: { eq: 'CUSADMIN' } });
    expect(full.body.data.result.map((u) => u.Account).sort()).toEqual(['acme', 'demo']);
  });

  it('creates a customer administrator (hashed password, never answered) and refuses any other role', async () => {
    const created = await t.call<WireUser>('POST', '/cususer', { token: manager, culture: 'en-US', form: { data: JSON.stringify({ Account: 'acme.admin2', Password: 'first-pass1', CustomerId: 2 }) } });
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    expect(created.body.data.CusRoleId).toBe(await roleIdOf('CUSADMIN'));
    expect(created.body.data).not.toHaveProperty('Password');
    const stored = await t.db.selectFrom('users').select('password_hash').where('account', '=', 'acme.admin2').executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2/);
    expect(await t.login('acme.admin2', 'first-pass1')).toBeTruthy();

    const before = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const other = await t.call('POST', '/cususer', { token: manager, culture: 'en-US', form: { data: JSON.stringify({ Account: 'acme.clerk2', Password: 'first-pass1', CustomerId: 2, CusRoleId: await roleIdOf('CUSUSER') }) } });
    expect(other.body.success).toBe(false);
    expect(errorsOf(other.body)).toEqual([expect.objectContaining({ field: '/data/CusRoleId', message: 'The role does not exist or cannot be given to this user.' })]);
    const zh = await t.call('POST', '/cususer', { token: manager, culture: 'zh-CN', form: { data: JSON.stringify({ Account: 'acme.clerk3', Password: 'first-pass1', CustomerId: 2, CusRoleId: await roleIdOf('CUSUSER') }) } });
    expect(errorsOf(zh.body)[0].message).toMatch(/角色/);
    const after = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('deactivates and resets the password of a customer administrator only', async () => {
    const acme = (await list(manager, { Account: { eq: 'acme.admin2' } })).body.data.result[0];
    const off = await t.call<WireUser>('PUT', '/deactivecususer', { token: manager, form: { UserId: String(acme.UserId) } });
    expect(off.body.success, JSON.stringify(off.body)).toBe(true);
    expect(off.body.data.IsActive).toBe(false);
    const reset = await t.call<{ Password: string }>('PUT', '/cususerresetpassword', { token: manager, form: { UserId: String(acme.UserId) } });
    expect(reset.body.success).toBe(true);
    expect(reset.body.data.Password).toMatch(/^[A-Za-z0-9]{12}$/);

    // A customer user (not an administrator) of the same company is out of reach: NotFound, unchanged.
    const clerk = await t.db.selectFrom('users').select(['id', 'is_active', 'password_hash', 'version']).where('account', '=', 'acme.clerk').executeTakeFirstOrThrow();
    for (const path of ['/deactivecususer', '/cususerresetpassword']) {
      const refused = await t.call('PUT', path, { token: manager, form: { UserId: String(clerk.id) } });
      expect(refused.body.success).toBe(false);
      expect(refused.body.exceptioncode).toBe(ExceptionCode.NotFound);
    }
    const edit = await t.call('PUT', '/cususer', { token: manager, form: { data: JSON.stringify({ UserId: clerk.id, Version: clerk.version, RealName: 'Changed' }) } });
    expect(edit.body.exceptioncode).toBe(ExceptionCode.NotFound);
    expect(await t.db.selectFrom('users').select(['id', 'is_active', 'password_hash', 'version']).where('id', '=', clerk.id).executeTakeFirstOrThrow()).toEqual(clerk);
    // Nor can an administrator's account be turned into another role.
    const demoAdmin = (await list(manager, { Account: { eq: 'demo' } })).body.data.result[0];
    const demote = await t.call('PUT', '/cususer', { token: manager, form: { data: JSON.stringify({ UserId: demoAdmin.UserId, Version: demoAdmin.Version, CusRoleId: await roleIdOf('CUSUSER') }) } });
    expect(demote.body.success).toBe(false);
    expect(errorsOf(demote.body)[0].field).toBe('/data/CusRoleId');
  });

  it('is refused a delete (no such function there) and to anyone without the grant', async () => {
    const acme = (await list(manager, { Account: { eq: 'acme.admin2' } })).body.data.result[0];
    expect((await t.call('DELETE', '/cususer', { token: manager, query: { UserId: String(acme.UserId) } })).status).toBe(403);
    // A customer administrator's own calls stay on their company: another company's admins are invisible.
    const own = await list(demo);
    expect(own.body.data.result.map((u) => u.Account)).not.toContain('acme');
    expect(own.body.data.result.map((u) => u.Account)).not.toContain('acme.admin2');
  });
});
