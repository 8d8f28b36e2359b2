// Client data is served from a cache held per client_data_version (migration 0040): an administrator's
// change to grants, menus, required-field rules or system options is seen by the very next call, and
// calls between changes read the shared parts once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/server/auth/access';
import { grantedMenus, loadSysOptions } from '../../src/server/routes/clientData';
import { createClientDataCache } from '../../src/server/routes/clientDataCache';
import { createTestContext, type TestContext } from './support/testContext';

interface ClientData {
  Routers: string[];
  requiredConfigList: Array<{ MenuCd: string; ReqItem: string }>;
  sysoption: Array<{ SysCd: string; SysValue1: string }>;
}

let t: TestContext;
let demo: string;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  demo = await t.login('demo', 'demo1234');
  admin = await t.login('admin', 'admin1234', 'admin');
});
afterAll(() => t?.close());

const clientData = async () => {
  const res = await t.call<ClientData>('GET', '/getcusclientdata', { token: demo });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.data;
};

async function demoRoleId(): Promise<number> {
  const { rows } = await sql<{ cus_role_id: number }>`SELECT cus_role_id FROM users WHERE account = 'demo'`.execute(t.db);
  return rows[0].cus_role_id;
}

describe('client data after an administrator changes it', () => {
  it('sees a revoked and a restored menu grant at the next call', async () => {
    expect((await clientData()).Routers).toContain('setProduct');
    const role = await demoRoleId();
    await sql`DELETE FROM role_menus WHERE role_id = ${role} AND menu_name = 'setProduct'`.execute(t.db);
    expect((await clientData()).Routers).not.toContain('setProduct');
    const info = await t.call<{ menus: Array<{ Name: string }> }>('GET', '/getcususerinfo', { token: demo });
    expect(info.body.data.menus.map((m) => m.Name)).not.toContain('setProduct');
    await sql`INSERT INTO role_menus (role_id, menu_name) VALUES (${role}, 'setProduct')`.execute(t.db);
    expect((await clientData()).Routers).toContain('setProduct');
  });

  it('sees a required-field rule an administrator adds through the API at the next call', async () => {
    const before = await clientData();
    expect(before.requiredConfigList.find((r) => r.MenuCd === 'setProduct')).toBeUndefined();
    const res = await t.call('POST', '/requiredRule', { token: admin, culture: 'en-US', form: { data: JSON.stringify({ menuCd: 'setProduct', tableName: 'product', fieldName: 'brand', triType: 'save', hintEn: 'Brand, please' }) } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const after = await clientData();
    expect(after.requiredConfigList.find((r) => r.MenuCd === 'setProduct')?.ReqItem).toContain('brand');
  });

  it('sees a changed system option at the next call', async () => {
    await sql`UPDATE sys_options SET sys_value1 = 'F' WHERE sys_cd = 'CODELIBCACHE'`.execute(t.db);
    expect((await clientData()).sysoption.find((o) => o.SysCd === 'CODELIBCACHE')?.SysValue1).toBe('F');
    await sql`UPDATE sys_options SET sys_value1 = 'T' WHERE sys_cd = 'CODELIBCACHE'`.execute(t.db);
    expect((await clientData()).sysoption.find((o) => o.SysCd === 'CODELIBCACHE')?.SysValue1).toBe('T');
  });
});

describe('the client data cache', () => {
  it('reads the shared parts once per version, and again after any change to their tables', async () => {
    const reads = { menus: 0, sysOptions: 0 };
    const cache = createClientDataCache(t.db, {
      menus: (db, p) => (reads.menus++, grantedMenus(db, p)),
      sysOptions: (db) => (reads.sysOptions++, loadSysOptions(db)),
    });
    const principal = { roleIds: [await demoRoleId()] } as Principal;
    const read = async () => {
      const version = await cache.version();
      return Promise.all([cache.menus(version, principal), cache.sysOptions(version), cache.requiredConfigList(version)]);
    };
    const first = await read();
    await read();
    await read();
    expect(reads).toEqual({ menus: 1, sysOptions: 1 });
    // Each table whose rows client data shows moves the version.
    for (const change of [
      sql`UPDATE menus SET sno = sno WHERE name = 'setProduct'`,
      sql`UPDATE role_menus SET menu_name = menu_name WHERE menu_name = 'setProduct'`,
      sql`UPDATE required_configs SET hint_en = hint_en`,
      sql`UPDATE sys_options SET sys_value2 = sys_value2`,
    ]) {
      const before = await cache.version();
      await change.execute(t.db);
      expect(await cache.version()).not.toBe(before);
    }
    const again = await read();
    expect(reads).toEqual({ menus: 2, sysOptions: 2 });
    expect(again[0]).toEqual(first[0]);
  });
});

describe('the client-data version while the app listens', () => {
  it('is held, not read per call, and follows each notified bump', async () => {
    const cache = createClientDataCache(t.db, { menus: grantedMenus, sysOptions: loadSysOptions }, t.app.invalidations);
    const held = await cache.version();
    // A write that sends no notification is not seen: the version is not read again.
    await sql`UPDATE client_data_version SET version = version + 1000 WHERE id = 1`.execute(t.db);
    expect(await cache.version()).toBe(held);
    await sql`UPDATE sys_options SET sys_value2 = sys_value2`.execute(t.db);
    await t.app.invalidations.settle(t.db);
    expect(await cache.version()).toBe(String(Number(held) + 1001));
  });
});

describe('the user client data answers, held per user', () => {
  interface UserData {
    user: { RealName: string; CustomerName: string; CusRoleName: string; orglist: Array<{ OrgCd: string }> };
  }
  const user = async (token: string) => (await t.call<UserData>('GET', token === admin ? '/getclientdata' : '/getcusclientdata', { token, customer: token === admin ? 'false' : 'true' })).body.data.user;

  it('shows a change to the user, its company, its role name and its organisations at the next call', async () => {
    await user(demo);
    await user(demo);
    const id = (await t.db.selectFrom('users').select(['id', 'customer_id', 'cus_role_id']).where('account', '=', 'demo').executeTakeFirstOrThrow());
    await sql`UPDATE users SET real_name = 'Held Then Renamed' WHERE id = ${id.id}`.execute(t.db);
    expect((await user(demo)).RealName).toBe('Held Then Renamed');
    const company = (await t.db.selectFrom('customers').select('name').where('id', '=', id.customer_id!).executeTakeFirstOrThrow()).name;
    await sql`UPDATE customers SET name = 'Renamed Trading' WHERE id = ${id.customer_id}`.execute(t.db);
    expect((await user(demo)).CustomerName).toBe('Renamed Trading');
    await sql`UPDATE customers SET name = ${company} WHERE id = ${id.customer_id}`.execute(t.db);
    const role = (await t.db.selectFrom('roles').select('name').where('id', '=', id.cus_role_id).executeTakeFirstOrThrow()).name;
    await sql`UPDATE roles SET name = 'Renamed role' WHERE id = ${id.cus_role_id}`.execute(t.db);
    expect((await user(demo)).CusRoleName).toBe('Renamed role');
    await sql`UPDATE roles SET name = ${role} WHERE id = ${id.cus_role_id}`.execute(t.db);
    await sql`INSERT INTO orgs (customer_id, org_cd, name, sno) VALUES (${id.customer_id}, 'HELD-NEW', 'New branch', 99)`.execute(t.db);
    expect((await user(demo)).orglist.map((o) => o.OrgCd)).toContain('HELD-NEW');
  });

  it('shows an administrator a changed company name at the next call', async () => {
    await user(admin);
    await sql`UPDATE sys_options SET sys_value1 = 'Held Forwarding' WHERE sys_cd = 'COMPANYNAME'`.execute(t.db);
    expect((await user(admin)).CustomerName).toBe('Held Forwarding');
  });
});
