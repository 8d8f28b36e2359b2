// The cususer writes validate against the User entity schema merged with the required-field rules
// of menu cusUserManager, exactly as the engine validates its resources: an administrator's rule
// applies to POST and PUT /cususer at once, with the hint in the request culture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from './support/testContext';
import { errorsOf } from './support/fieldErrors';

interface User {
  UserId: number;
  Account: string;
  RealName: string;
  Email: string;
  Avatar: string;
  Version: number;
}

let t: TestContext;
let demo: string;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  [demo, admin] = [await t.login('demo', 'demo1234'), await t.login('admin', 'admin1234', 'admin')];
});
afterAll(() => t?.close());

const create = (user: Record<string, unknown>, culture?: string) => t.call<User>('POST', '/cususer', { token: demo, form: { data: JSON.stringify(user) }, culture });
const update = (user: Record<string, unknown>, culture?: string) => t.call<User>('PUT', '/cususer', { token: demo, form: { data: JSON.stringify(user) }, culture });
const stored = (account: string) => t.db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst();

const RULE = { menuCd: 'cusUserManager', tableName: 'cusUser', fieldName: 'RealName', triType: 'save', hintZh: '请填写真实姓名', hintEn: 'Enter the real name', hintTr: '請填寫真實姓名' };

describe('required-field rules of cusUserManager on the cususer writes', () => {
  let ruleId: number;
  let ruleVersion: number;
  let before: User;

  it('holds no rule at first: a user without RealName is created', async () => {
    const res = await create({ Account: 'demo.norule', Password: 'secret123' });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    before = res.body.data;
    expect(before.RealName).toBe('');
  });

  it('refuses a new user without RealName once an administrator requires it, with the hint in the request culture', async () => {
    const added = await t.call<{ id: number; version: number }>('POST', '/requiredRule', { token: admin, form: { data: JSON.stringify(RULE) } });
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    ruleId = added.body.data.id;
    ruleVersion = added.body.data.version;

    const en = await create({ Account: 'demo.rule1', Password: 'secret123' }, 'en-US');
    expect(en.status).toBe(400);
    expect(en.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(en.body)).toEqual([{ field: '/data/RealName', message: 'Enter the real name' }]);
    expect(errorsOf((await create({ Account: 'demo.rule1', Password: 'secret123' }, 'zh-CN')).body)).toEqual([{ field: '/data/RealName', message: '请填写真实姓名' }]);
    expect(errorsOf((await create({ Account: 'demo.rule1', Password: 'secret123', RealName: '   ' }, 'zh-TW')).body)).toEqual([
      { field: '/data/RealName', message: '請填寫真實姓名' },
    ]);
    expect(await stored('demo.rule1')).toBeUndefined();

    // The rule's hint stands beside the entity's own checks, each on its field.
    const both = await create({ Account: 'x', Password: 'secret123' }, 'en-US');
    expect(errorsOf(both.body).map((e) => e.field).sort()).toEqual(['/data/Account', '/data/RealName']);

    const good = await create({ Account: 'demo.rule1', Password: 'secret123', RealName: 'Rule Abiding' });
    expect(good.body.success).toBe(true);
    expect(good.body.data.RealName).toBe('Rule Abiding');
  });

  it('holds for the whole record on update: a stored user without RealName must get one, and it cannot be cleared', async () => {
    const other = await update({ UserId: before.UserId, Version: before.Version, NickName: 'Nick' }, 'en-US');
    expect(errorsOf(other.body)).toEqual([{ field: '/data/RealName', message: 'Enter the real name' }]);
    const named = await update({ UserId: before.UserId, Version: before.Version, RealName: 'Now Named' });
    expect(named.body.success, JSON.stringify(named.body)).toBe(true);
    const cleared = await update({ UserId: before.UserId, Version: named.body.data.Version, RealName: '' }, 'zh-CN');
    expect(errorsOf(cleared.body)).toEqual([{ field: '/data/RealName', message: '请填写真实姓名' }]);
    expect((await stored('demo.norule'))?.real_name).toBe('Now Named');
  });

  it('leaves the field optional again when the administrator gives the rule a precondition', async () => {
    const edited = await t.call('PUT', '/requiredRule', { token: admin, form: { data: JSON.stringify({ id: ruleId, version: ruleVersion, preCondition: "Saler == 'x'" }) } });
    expect(edited.body.success, JSON.stringify(edited.body)).toBe(true);
    expect((await create({ Account: 'demo.rule2', Password: 'secret123' })).body.success).toBe(true);
  });
});

describe('the User entity decides what a cususer write may carry', () => {
  it('clears an e-mail sent empty, still refuses a malformed one', async () => {
    const made = (await create({ Account: 'demo.mail', Password: 'secret123', Email: 'mail@demo.example.com' })).body.data;
    const bad = await update({ UserId: made.UserId, Version: made.Version, Email: 'no mail' });
    expect(errorsOf(bad.body).map((e) => e.field)).toEqual(['/data/Email']);
    const res = await update({ UserId: made.UserId, Version: made.Version, Email: '' });
    expect(res.body.data.Email).toBe('');
    expect((await stored('demo.mail'))?.email).toBe('');
  });

  it('takes a password only when creating, exactly as typed', async () => {
    const made = (await create({ Account: 'demo.pw', Password: ' spaced out ' })).body.data;
    await expect(t.login('demo.pw', ' spaced out ')).resolves.toBeTruthy();
    const res = await update({ UserId: made.UserId, Version: made.Version, Password: 'another1' }, 'en-US');
    expect(errorsOf(res.body)).toEqual([{ field: '/data/Password', message: 'Unknown field Password.' }]);
    await expect(t.login('demo.pw', ' spaced out ')).resolves.toBeTruthy();
  });

  it('never lets whoever manages users set their picture: refused on create and on update alike', async () => {
    const res = await create({ Account: 'demo.pic', Password: 'secret123', Avatar: 'https://tracker.example.com/x.png' });
    expect(errorsOf(res.body).map((e) => e.field)).toEqual(['/data/Avatar']);
    const made = (await create({ Account: 'demo.pic', Password: 'secret123' })).body.data;
    const back = await update({ UserId: made.UserId, Version: made.Version, Avatar: 'https://tracker.example.com/x.png', RealName: 'Pic' });
    expect(errorsOf(back.body).map((e) => e.field)).toEqual(['/data/Avatar']);
    expect((await stored('demo.pic'))?.avatar).toBe('');
  });

  it('refuses a missing or malformed key on update, naming it', async () => {
    for (const data of [{ RealName: 'x' }, { UserId: 'one', Version: 1 }, { UserId: 1, Version: 0 }]) {
      const res = await update(data);
      expect(res.body.exceptioncode, JSON.stringify(data)).toBe(ExceptionCode.InvalidInput);
      expect(errorsOf(res.body).every((e) => /^\/data\/(UserId|Version)$/.test(e.field))).toBe(true);
    }
  });
});
