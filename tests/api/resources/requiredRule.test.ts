// The requiredRule resource (systemmanager/requiredConfig): menu and table are choices of the
// schema, so an unknown name is refused in the caller's language before anything is stored, and
// the field must be one a user fills in on the chosen entity.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import requiredRuleSchema from '../../../schemas/entities/requiredRule.schema.json';
import { FORM_MENUS } from '../../../src/shared/menus/formMenus';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

let t: TestContext;
let admin: string;

const post = (data: Record<string, string>, culture = 'en-US') => t.call('POST', '/requiredRule', { token: admin, form: { data: JSON.stringify(data) }, culture });
const count = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM required_configs`.execute(t.db)).rows[0].n;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin', 'admin1234', 'admin');
});
afterAll(() => t?.close());

describe('required-field rule choices', () => {
  it('offers exactly the menus with forms and the entities as the schema enums', () => {
    expect(requiredRuleSchema.properties.menuCd.enum).toEqual([...FORM_MENUS]);
    expect(requiredRuleSchema.properties.menuCd.enum).toEqual(expect.arrayContaining(['setProduct', 'cusUserManager']));
    // Groups and screens that save nothing have no form a rule could apply to.
    expect(requiredRuleSchema.properties.menuCd.enum).not.toContain('setData');
    expect(requiredRuleSchema.properties.menuCd.enum).not.toContain('seaTracking');
    expect(requiredRuleSchema.properties.tableName.enum).toEqual(expect.arrayContaining(['product', 'cusUser', 'address']));
  });

  it('refuses an unknown menu code with a clear message in the request language and stores nothing', async () => {
    const before = await count();
    const en = await post({ menuCd: 'setProducts', tableName: 'product', fieldName: 'hsCode' });
    expect(en.status).toBe(400);
    expect(en.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(en)).toEqual([{ field: '/menuCd', message: 'Menu code must be one of the allowed values.' }]);
    const zh = await post({ menuCd: 'seaTracking', tableName: 'product', fieldName: 'hsCode' }, 'zh-CN');
    expect(errorsOf(zh)).toEqual([{ field: '/menuCd', message: '菜单代码 必须是允许的值之一。' }]);
    expect(await count()).toBe(before);
  });

  it('refuses a table that is no entity, or a table name instead of the entity name', async () => {
    for (const tableName of ['goods', 'products']) {
      expect(errorsOf(await post({ menuCd: 'setProduct', tableName, fieldName: 'hsCode' }))).toEqual([{ field: '/tableName', message: 'Table name must be one of the allowed values.' }]);
    }
  });

  it('refuses a field the entity does not have or users do not fill in, naming both', async () => {
    expect(errorsOf(await post({ menuCd: 'setProduct', tableName: 'product', fieldName: 'hs_kode' }))).toEqual([
      { field: '/fieldName', message: expect.stringContaining('hs_kode') },
    ]);
    expect(errorsOf(await post({ menuCd: 'setProduct', tableName: 'product', fieldName: 'customerId' }))[0].field).toBe('/fieldName');
    // A field of another entity is not a field of this one.
    expect(errorsOf(await post({ menuCd: 'cusUserManager', tableName: 'cusUser', fieldName: 'hsCode' }))[0].field).toBe('/fieldName');
  });

  it('stores a rule naming a known menu, entity and field, whatever the case of the field name', async () => {
    const res = await post({ menuCd: 'cusUserManager', tableName: 'cusUser', fieldName: 'realname', triType: 'save', hintEn: 'Enter the real name' });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const { rows } = await sql<{ menu_cd: string; table_name: string }>`SELECT menu_cd, table_name FROM required_configs WHERE field_name = 'realname'`.execute(t.db);
    expect(rows).toEqual([{ menu_cd: 'cusUserManager', table_name: 'cusUser' }]);
  });

  it("holds a rule to the table and fields the menu's form shows (read from its page file), in the user's language", async () => {
    const before = await count();
    // Sea Booking's form edits bookings, not products; and a sea booking has no train date (rail's form does).
    expect(errorsOf(await post({ menuCd: 'seaBooking', tableName: 'product', fieldName: 'hsCode' }))).toEqual([
      { field: '/tableName', message: "This screen's form does not edit product: choose booking." },
    ]);
    expect(errorsOf(await post({ menuCd: 'seaBooking', tableName: 'booking', fieldName: 'trainDate' }, 'zh-CN'))).toEqual([
      { field: '/fieldName', message: '此页面的表单没有字段 trainDate：请选择表单上显示的字段。' },
    ]);
    expect(await count()).toBe(before);
    const rail = await post({ menuCd: 'railBooking', tableName: 'booking', fieldName: 'trainDate' });
    expect(rail.body.success, JSON.stringify(rail.body)).toBe(true);
    await sql`DELETE FROM required_configs WHERE menu_cd = 'railBooking' AND field_name = 'trainDate'`.execute(t.db);
  });
});
