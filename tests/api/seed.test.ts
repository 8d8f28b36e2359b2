// Migrations and seed: the menu tree is stored whole, the seed is idempotent, demo data is right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { builtinGrants } from '../../src/server/seed/menus';
import { seedDatabase } from '../../src/server/seed/seed';
import { flattenMenuTree } from '../../src/shared/menus/menuTree';
import { createTestContext, type TestContext } from './support/testContext';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const counts = async () => {
  const tables = ['users', 'customers', 'roles', 'orgs', 'menus', 'functions', 'role_menus', 'role_funcs', 'home_messages', 'sys_options', 'audit_log'] as const;
  const out: Record<string, number> = {};
  for (const table of tables) out[table] = (await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  return out;
};

describe('migrations and seed', () => {
  it('records the migrations and applies nothing twice', async () => {
    expect(await migrate(t.db)).toEqual([]);
  });

  it('stores the whole menu tree with its flags and every FuncId', async () => {
    const menus = await t.db.selectFrom('menus').selectAll().execute();
    const nodes = flattenMenuTree();
    expect(menus).toHaveLength(nodes.length);
    const detail = menus.find((m) => m.name === 'fbaOrderDetail');
    expect(detail).toMatchObject({ parent: 'myOrder', hidden: true, active_menu: 'mulOrderList', audience: 'customer', title_key: 'route.fbaOrderDetail' });
    const funcs = await t.db.selectFrom('functions').select('func_id').execute();
    expect(funcs.map((f) => f.func_id).sort()).toEqual(nodes.flatMap((n) => n.funcs ?? []).sort());
  });

  it('is idempotent: a second run adds nothing and keeps the demo passwords', async () => {
    const before = await counts();
    expect(await seedDatabase(t.db, { demo: true })).toEqual({ demoDataWritten: false });
    expect(await counts()).toEqual(before);
    await expect(t.login('demo', 'demo1234')).resolves.toBeTruthy();
  });

  it('gives the built-in roles their grants, and tops them up when missing', async () => {
    const admin = await t.db.selectFrom('roles').select('id').where('role_cd', '=', 'ADMIN').executeTakeFirstOrThrow();
    await t.db.deleteFrom('role_menus').where('role_id', '=', admin.id).where('menu_name', '=', 'reportSql').execute();
    await seedDatabase(t.db, { demo: true });
    const granted = await t.db.selectFrom('role_menus').select('menu_name').where('role_id', '=', admin.id).execute();
    expect(granted.map((g) => g.menu_name).sort()).toEqual([...builtinGrants().ADMIN.menus].sort());
  });

  it('seeds the demo companies, accounts and options', async () => {
    const companies = await t.db.selectFrom('customers').select('name').orderBy('id').execute();
    expect(companies.map((c) => c.name)).toEqual(['Demo Trading Co.', 'Acme Imports Ltd.']);
    const users = await t.db.selectFrom('users').select(['account', 'password_hash']).execute();
    expect(users.map((u) => u.account)).toEqual(expect.arrayContaining(['admin', 'demo', 'acme']));
    expect(users.every((u) => u.password_hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$'))).toBe(true);
    const options = await t.db.selectFrom('sys_options').select(['sys_cd', 'sys_value1']).execute();
    expect(options).toEqual(expect.arrayContaining([{ sys_cd: 'CODELIBCACHE', sys_value1: 'T' }, { sys_cd: 'SITENAME', sys_value1: 'F9 Freight Portal' }]));
  });

  it('removes a FuncId the menu tree no longer lists, with its grants', async () => {
    await t.db.insertInto('functions').values({ func_id: 'setAddress.export', menu_name: 'setAddress', sno: 9 }).execute();
    const role = await t.db.selectFrom('roles').select('id').where('role_cd', '=', 'CUSADMIN').executeTakeFirstOrThrow();
    await t.db.insertInto('role_funcs').values({ role_id: role.id, func_id: 'setAddress.export' }).execute();
    await seedDatabase(t.db, { demo: true });
    expect(await t.db.selectFrom('functions').select('func_id').where('func_id', '=', 'setAddress.export').execute()).toEqual([]);
    expect(await t.db.selectFrom('role_funcs').select('func_id').where('func_id', '=', 'setAddress.export').execute()).toEqual([]);
  });

  it('writes a few days of the administrators\' audit trail, of real records, with no secret in it', async () => {
    // The seeded trail: the logins of this file's own calls are audited too, today.
    const trail = await t.db.selectFrom('audit_log').selectAll().where('resource', '!=', 'session').orderBy('at').execute();
    expect(trail.map((e) => [e.account, e.resource, e.operation])).toEqual([
      ['admin', 'cususer', 'create'],
      ['admin', 'codeEntry', 'update'],
      ['admin', 'announcement', 'create'],
    ]);
    const now = Date.now();
    for (const entry of trail) {
      expect(now - entry.at.getTime()).toBeGreaterThan(3_600_000);
      expect(now - entry.at.getTime()).toBeLessThan(7 * 86_400_000);
      const after = JSON.parse(entry.after!) as { id?: number; UserId?: number; createdAt?: string; updatedAt?: string };
      expect(String(after.id ?? after.UserId)).toBe(entry.record_id);
      // The record's own times agree with the trail.
      if (after.updatedAt) expect(Date.parse(after.updatedAt)).toBe(entry.at.getTime());
      if (after.createdAt) expect(Date.parse(after.createdAt)).toBeLessThanOrEqual(entry.at.getTime());
      expect(`${entry.before ?? ''}${entry.after}`).not.toMatch(/argon2|demo1234|acme1234/);
    }
    const acme = await t.db.selectFrom('users').select('id').where('account', '=', 'acme').executeTakeFirstOrThrow();
    expect(trail[0].record_id).toBe(String(acme.id));
    expect(JSON.parse(trail[1].before!).nameEn).not.toBe(JSON.parse(trail[1].after!).nameEn);
  });
});
