// importMenu (issue 16): a menu file (json or xlsx) is checked whole; the preview answers what it
// adds, changes and removes and changes nothing; applying writes all of it or nothing; a menu still
// granted to a role (other than the built-in ones) or holding the application's button functions is
// not removed, and the refusal names it and the roles, in the user's language.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { seedDatabase } from '../../../src/server/seed/seed';
import { multipartCall } from '../resources/multipartBody';
import { createTestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

const t = await createTestContext();
// The demo's custom roles (seed/demoRoles.ts) hold many menus; this file's database starts without
// them, so each test's roles are the ones it makes.
await sql`DELETE FROM role_menus WHERE role_id IN (SELECT id FROM roles WHERE role_cd IN ('CUS_OPS_NOBILL', 'CUS_VIEW_NOBILL'))`.execute(t.db);
await sql`DELETE FROM role_funcs WHERE role_id IN (SELECT id FROM roles WHERE role_cd IN ('CUS_OPS_NOBILL', 'CUS_VIEW_NOBILL'))`.execute(t.db);
await sql`DELETE FROM roles WHERE role_cd IN ('CUS_OPS_NOBILL', 'CUS_VIEW_NOBILL')`.execute(t.db);
afterAll(() => t.close());
const [admin, demo] = [await t.login('admin', 'admin1234', 'admin'), await t.login('demo', 'demo1234')];

type Menu = { name: string; path: string; parent: string | null; sno: number; titleKey: string; icon: string; hidden: boolean; noCache: boolean; activeMenu: string | null; audience: string };
type Diff = { added: Menu[]; changed: Array<{ name: string; fields: Record<string, { from: unknown; to: unknown }> }>; removed: Array<{ name: string; grantedTo: string[] }>; refused?: string[] };

async function storedMenus(): Promise<Menu[]> {
  const { rows } = await sql<Menu>`SELECT name, path, parent, sno, title_key AS "titleKey", icon, hidden, no_cache AS "noCache", active_menu AS "activeMenu", audience FROM menus ORDER BY name`.execute(t.db);
  return rows;
}
const send = (path: string, filename: string, content: Buffer | string, culture = 'en-US', token = admin) => multipartCall<Diff>(t, path, { token, culture, fields: {}, file: { filename, content } });
const json = (menus: Menu[]) => JSON.stringify(menus);

describe('importMenu', () => {
  it('previews the stored tree as no change, and a changed tree as added, changed and removed, changing nothing', async () => {
    const menus = await storedMenus();
    const same = await send('/menu-importPreview', 'menus.json', json(menus));
    expect(same.body.success, JSON.stringify(same.body)).toBe(true);
    expect(same.body.data).toMatchObject({ added: [], changed: [], removed: [] });

    const edited = menus
      .filter((m) => m.name !== 'voySchedule')
      .map((m) => (m.name === 'setProduct' ? { ...m, sno: 99, icon: 'BoxMultiple' } : m))
      .concat([
        { name: 'extraGroup', path: '/extraGroup', parent: null, sno: 200, titleKey: 'route.extraGroup', icon: 'Star', hidden: false, noCache: false, activeMenu: null, audience: 'customer' },
        { name: 'extraScreen', path: '/extraGroup/extraScreen', parent: 'extraGroup', sno: 1, titleKey: 'route.extraScreen', icon: 'Star', hidden: false, noCache: true, activeMenu: null, audience: 'customer' },
      ]);
    const preview = await send('/menu-importPreview', 'menus.json', json(edited));
    expect(preview.body.data.added.map((m) => m.name)).toEqual(['extraGroup', 'extraScreen']);
    expect(preview.body.data.changed).toEqual([{ name: 'setProduct', fields: { sno: { from: 7, to: 99 }, icon: { from: 'Box', to: 'BoxMultiple' } } }]);
    expect(preview.body.data.removed).toEqual([{ name: 'voySchedule', grantedTo: ['CUSADMIN', 'CUSUSER'] }]);
    expect(preview.body.data.refused).toEqual([]);
    expect(await storedMenus()).toEqual(menus);

    // Applied: all of it, and the audit log says so.
    const applied = await send('/menu-import', 'menus.json', json(edited));
    expect(applied.body.success, JSON.stringify(applied.body)).toBe(true);
    const after = await storedMenus();
    expect(after.find((m) => m.name === 'setProduct')).toMatchObject({ sno: 99, icon: 'BoxMultiple' });
    expect(after.map((m) => m.name)).toEqual(expect.arrayContaining(['extraGroup', 'extraScreen']));
    expect(after.map((m) => m.name)).not.toContain('voySchedule');
    const { rows } = await sql<{ after: string }>`SELECT after FROM audit_log WHERE resource = 'menu' AND operation = 'import'`.execute(t.db);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].after).added).toHaveLength(2);
  });

  it("keeps an import's changes and removals over a restart, and still adds the code's new menus", async () => {
    const menus = await storedMenus();
    const edited = menus.filter((m) => m.name !== 'railCabinQuery').map((m) => (m.name === 'setInsured' ? { ...m, sno: 42, icon: 'Star', titleKey: 'route.shippersOfOurs' } : m));
    const applied = await send('/menu-import', 'menus.json', json(edited));
    expect(applied.body.success, JSON.stringify(applied.body)).toBe(true);
    // A code menu the database lacks (as after an upgrade that adds one): the sync must still write it.
    await sql`DELETE FROM functions WHERE menu_name = 'auditLog'`.execute(t.db);
    await sql`DELETE FROM role_menus WHERE menu_name = 'auditLog'`.execute(t.db);
    await sql`DELETE FROM menus WHERE name = 'auditLog'`.execute(t.db);

    // The start-up sync and built-in grants, as every restart runs them.
    await seedDatabase(t.db, { demo: true });

    const after = await storedMenus();
    expect(after.find((m) => m.name === 'setInsured')).toMatchObject({ sno: 42, icon: 'Star', titleKey: 'route.shippersOfOurs' });
    expect(after.map((m) => m.name)).not.toContain('railCabinQuery');
    expect(after.find((m) => m.name === 'auditLog')).toMatchObject({ path: '/systemmanager/auditLog', parent: 'systemmanager' });
    // Untouched code menus are still the code's.
    expect(after.find((m) => m.name === 'setAddress')).toMatchObject({ sno: 2, icon: 'Location' });
    const { rows: grants } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM role_menus WHERE menu_name = 'railCabinQuery'`.execute(t.db);
    expect(grants[0].n).toBe(0);

    // Imported back: the removal is forgotten, and a restart keeps the menu.
    const restored = await send('/menu-import', 'menus.json', json([...(await storedMenus()), menus.find((m) => m.name === 'railCabinQuery')!]));
    expect(restored.body.success, JSON.stringify(restored.body)).toBe(true);
    await seedDatabase(t.db, { demo: true });
    expect((await storedMenus()).map((m) => m.name)).toContain('railCabinQuery');
  });

  it('refuses a bad file whole, naming what is wrong, and changes nothing', async () => {
    const before = await storedMenus();
    const good = before.map((m) => ({ ...m }));
    const cases: Array<[string, string | Buffer, string]> = [
      ['menus.json', '{not json', 'could not be read'],
      ['menus.json', '[]', 'could not be read'],
      ['menus.txt', 'name,path', 'could not be read'],
      ['menus.json', json([...good, { ...good[0] }]), 'appears twice'],
      ['menus.json', json(good.map((m) => (m.name === 'setAddress' ? { ...m, parent: 'nowhere' } : m))), 'parent nowhere'],
      ['menus.json', json(good.map((m) => (m.name === 'setAddress' ? { ...m, path: 'no slash' } : m))), 'path'],
      ['menus.json', json(good.map((m) => (m.name === 'setAddress' ? { ...m, audience: 'admin' } : m))), 'parent setData'],
      // A change together with a refused removal: the change is not applied either.
      ['menus.json', json(good.filter((m) => m.name !== 'setAddress').map((m) => (m.name === 'setProduct' ? { ...m, sno: 1 } : m))), 'setAddress.create'],
    ];
    for (const [filename, content, words] of cases) {
      const res = await send('/menu-import', filename, content);
      expect(res.body.exceptioncode, `${filename} ${words}`).toBe(ExceptionCode.InvalidInput);
      expect(errorsOf(res.body).map((e) => e.message).join(' | '), words).toContain(words);
    }
    expect(await storedMenus()).toEqual(before);
  });

  it('does not remove a menu still granted to a role, naming the role (en and zh)', async () => {
    const role = await t.call<{ id: number }>('POST', '/role', { token: admin, form: { data: JSON.stringify({ roleCd: 'CUS_TRACKING', name: 'Tracking', audience: 'customer' }) } });
    expect((await t.call('POST', '/role/setGrants', { token: admin, form: { data: JSON.stringify({ id: role.body.data.id, grants: 'cargoTracing,airCargoTrack' }) } })).body.success).toBe(true);
    const before = await storedMenus();
    const without = json(before.filter((m) => m.name !== 'airCargoTrack'));
    const preview = await send('/menu-importPreview', 'menus.json', without);
    expect(preview.body.data.removed).toEqual([{ name: 'airCargoTrack', grantedTo: ['CUSADMIN', 'CUSUSER', 'CUS_TRACKING'] }]);
    expect(preview.body.data.refused?.[0]).toContain('CUS_TRACKING');
    const en = await send('/menu-import', 'menus.json', without);
    expect(errorsOf(en.body)[0].message).toBe('The menu airCargoTrack cannot be removed: it is still granted to CUS_TRACKING. Take it from those roles first.');
    const zh = await send('/menu-import', 'menus.json', without, 'zh-CN');
    expect(errorsOf(zh.body)[0].message).toContain('仍授权给 CUS_TRACKING');
    expect(await storedMenus()).toEqual(before);
  });

  it('reads the same tree from an xlsx sheet', async () => {
    const menus = await storedMenus();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('menus');
    const columns = ['name', 'path', 'parent', 'sno', 'titleKey', 'icon', 'hidden', 'noCache', 'activeMenu', 'audience'] as const;
    sheet.addRow([...columns]);
    for (const m of menus) sheet.addRow(columns.map((c) => (m[c] === null ? '' : m[c] === true ? 'true' : m[c] === false ? 'false' : m[c])));
    sheet.getRow(menus.findIndex((m) => m.name === 'setShipper') + 2).getCell(6).value = 'PeopleTeam';
    const content = Buffer.from(await book.xlsx.writeBuffer());
    const preview = await send('/menu-importPreview', 'menus.xlsx', content);
    expect(preview.body.success, JSON.stringify(preview.body)).toBe(true);
    expect(preview.body.data).toMatchObject({ added: [], removed: [], changed: [{ name: 'setShipper', fields: { icon: { from: 'People', to: 'PeopleTeam' } } }] });
  });

  it('is for administrators holding importMenu', async () => {
    const menus = await storedMenus();
    expect((await send('/menu-importPreview', 'menus.json', json(menus), 'en-US', demo)).status).toBe(403);
    expect((await send('/menu-import', 'menus.json', json(menus), 'en-US', demo)).status).toBe(403);
  });
});
