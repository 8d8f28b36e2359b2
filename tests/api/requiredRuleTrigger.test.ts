// When a required-field rule is checked (issue 44, triType): "on every save" rules of a booking form hold
// back a draft's save (create and update) with the rule's hint; "on submit" rules let a draft be saved and
// refuse only its submission; "on submit" is refused on a form without a submit; migration 0274 made the
// old free-text rules mean what they did (booking forms: submit, the rest: save).
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { createTestContext } from './support/testContext';
import { errorsOf } from './support/fieldErrors';

const t = await createTestContext();
afterAll(() => t.close());
const admin = await t.login('admin', 'admin1234', 'admin');
const demo = await t.login('demo', 'demo1234');

type Rec = Record<string, unknown> & { id: number; version: number };
const rule = (data: Record<string, unknown>, culture = 'en-US') => t.call<Rec>('POST', '/requiredRule', { token: admin, culture, form: { data: JSON.stringify(data) } });
const write = (method: 'POST' | 'PUT', data: unknown, culture = 'en-US') => t.call<Rec>(method, '/booking', { token: demo, culture, form: { data: JSON.stringify(data) } });
const submit = (id: number) => t.call<Rec>('POST', '/booking/submit', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ id }) } });

describe('required-field rule triggers', () => {
  it('a save rule of a booking form refuses a draft save missing the field, with its hint', async () => {
    const made = await rule({ menuCd: 'railBooking', tableName: 'booking', fieldName: 'shipperReference', triType: 'save', hintEn: 'Give your reference', hintZh: '请填写您的参考号' });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const refused = await write('POST', { mode: 'RAIL', cargoLines: [{ description: 'lamps' }] });
    expect(refused.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(refused.body)).toEqual([{ field: '/shipperReference', message: 'Give your reference' }]);
    const zh = await write('POST', { mode: 'RAIL', cargoLines: [{ description: 'lamps' }] }, 'zh-CN');
    expect(errorsOf(zh.body)[0].message).toBe('请填写您的参考号');
    const draft = await write('POST', { mode: 'RAIL', shipperReference: 'REF-1', cargoLines: [{ description: 'lamps' }] });
    expect(draft.body.success, JSON.stringify(draft.body)).toBe(true);
    // An update leaving it out keeps the stored value and passes.
    const other = await write('PUT', { id: draft.body.data.id, version: draft.body.data.version, remarks: 'fragile' });
    expect(other.body.success, JSON.stringify(other.body)).toBe(true);
    // Another mode's form is not held by this menu's rule.
    expect((await write('POST', { mode: 'AIR', cargoLines: [{ description: 'lamps' }] })).body.success).toBe(true);
    await sql`DELETE FROM required_configs WHERE menu_cd = 'railBooking'`.execute(t.db);
  });

  it('a submit rule lets the draft be saved and refuses only the submission, naming the field', async () => {
    const made = await rule({ menuCd: 'airBooking', tableName: 'booking', fieldName: 'priceReference', triType: 'submit', hintEn: 'Quote the price reference' });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const draft = await write('POST', { mode: 'AIR', cargoLines: [{ description: 'lamps' }] });
    expect(draft.body.success, JSON.stringify(draft.body)).toBe(true);
    const refused = await submit(draft.body.data.id);
    expect(refused.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(refused.body)).toContainEqual({ field: '/priceReference', message: 'Quote the price reference' });
    await sql`DELETE FROM required_configs WHERE menu_cd = 'airBooking'`.execute(t.db);
  });

  it('refuses "on submit" on a form without a submit, in the user language', async () => {
    const res = await rule({ menuCd: 'setProduct', tableName: 'product', fieldName: 'brand', triType: 'submit' }, 'zh-CN');
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(res.body)).toEqual([{ field: '/triType', message: expect.stringContaining('每次保存时') }]);
    const bad = await rule({ menuCd: 'setProduct', tableName: 'product', fieldName: 'brand', triType: 'sometimes' });
    expect(errorsOf(bad.body).map((e) => e.field)).toEqual(['/triType']);
    // Left out, a rule is checked on every save.
    const plain = await rule({ menuCd: 'setProduct', tableName: 'product', fieldName: 'brand' });
    expect(plain.body.success, JSON.stringify(plain.body)).toBe(true);
    expect(plain.body.data.triType).toBe('save');
    await sql`DELETE FROM required_configs WHERE menu_cd = 'setProduct'`.execute(t.db);
  });

  it('migration 0274 kept what stored rules meant', async () => {
    const migration = (await import('node:fs')).readFileSync(new URL('../../src/server/db/migrations/0274_required_rule_trigger.sql', import.meta.url), 'utf8');
    await sql`ALTER TABLE required_configs DROP CONSTRAINT required_configs_tri_type_check`.execute(t.db);
    await sql`INSERT INTO required_configs (menu_cd, table_name, field_name, tri_type) VALUES ('seaBooking', 'booking', 'remarks', ''), ('setAddress', 'address', 'phone', 'whatever')`.execute(t.db);
    // One statement at a time (a prepared statement holds one), comments aside.
    const statements = migration.split('\n').filter((l) => !l.startsWith('--')).join('\n').split(';').map((x) => x.trim()).filter(Boolean);
    await sql`ALTER TABLE required_configs ALTER COLUMN tri_type SET DEFAULT ''`.execute(t.db);
    for (const statement of statements) await sql.raw(statement).execute(t.db);
    const { rows } = await sql<{ menu_cd: string; tri_type: string }>`SELECT menu_cd, tri_type FROM required_configs WHERE field_name IN ('remarks', 'phone') ORDER BY menu_cd`.execute(t.db);
    expect(rows).toEqual([{ menu_cd: 'seaBooking', tri_type: 'submit' }, { menu_cd: 'setAddress', tri_type: 'save' }]);
    await sql`DELETE FROM required_configs WHERE field_name IN ('remarks', 'phone')`.execute(t.db);
  });
});
