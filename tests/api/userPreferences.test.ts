// userpreference: a grid's column layout is kept per user and per page; one user's preferences are
// invisible to every other user (same company included); bad values are refused and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from './support/testContext';

interface Pref {
  Key: string;
  Value: { columns: Array<{ field: string; hidden?: boolean; frozen?: boolean; width?: number }> } | null;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const KEY = 'grid.setAddress.grid';
const layout = { columns: [{ field: 'city', frozen: true }, { field: 'name', width: 220 }, { field: 'phone', hidden: true }] };
const read = (token: string, key = KEY) => t.call<Pref>('GET', '/userpreference', { token, query: { key } });
const save = (token: string, value: unknown, key = KEY) => t.call<Pref>('PUT', '/userpreference', { token, form: { key, value: typeof value === 'string' ? value : JSON.stringify(value) } });

describe('user preferences', () => {
  it('keeps a grid layout for the user who saved it, across sessions', async () => {
    const demo = await t.login('demo', 'demo1234');
    expect((await read(demo)).body.data).toEqual({ Key: KEY, Value: null });
    const saved = await save(demo, layout);
    expect(saved.body.success).toBe(true);
    // A new login (another browser) reads the same layout.
    const again = await t.login('demo', 'demo1234');
    expect((await read(again)).body.data.Value).toEqual(layout);
    // Saving again replaces it.
    const next = { columns: [{ field: 'name', hidden: true }] };
    await save(again, next);
    expect((await read(demo)).body.data.Value).toEqual(next);
  });

  it('is invisible to every other user, of the same company or another, and to the admin', async () => {
    const key = 'grid.setProduct.grid';
    const owner = await t.login('demo.ops', 'ops12345');
    await save(owner, layout, key);
    for (const [account, password, kind] of [
      ['demo', 'demo1234', 'user'],
      ['demo.clerk', 'clerk1234', 'user'],
      ['acme', 'acme1234', 'user'],
      ['admin', 'admin1234', 'admin'],
    ] as const) {
      const other = await t.login(account, password, kind === 'admin' ? 'admin' : 'customer');
      expect((await read(other, key)).body.data.Value, account).toBeNull();
      // Another user's reset removes only their own.
      await t.call('DELETE', '/userpreference', { token: other, query: { key } });
    }
    expect((await read(owner, key)).body.data.Value).toEqual(layout);
    // The owner's reset brings the page defaults back.
    const reset = await t.call<Pref>('DELETE', '/userpreference', { token: owner, query: { key } });
    expect(reset.body.data.Value).toBeNull();
    expect((await read(owner, key)).body.data.Value).toBeNull();
  });

  it('refuses bad values and changes nothing', async () => {
    const demo = await t.login('demo.clerk', 'clerk1234');
    await save(demo, layout);
    const five = { columns: ['a', 'b', 'c', 'd', 'e'].map((field) => ({ field, frozen: true })) };
    const cases: Array<[unknown, string]> = [
      [five, 'At most 4 columns can be frozen.'],
      [{ columns: [{ field: 'city' }, { field: 'city' }] }, 'The column city is listed more than once.'],
      [{ columns: [{ field: 'city', width: 5 }] }, ''],
      [{ columns: [{ field: 'city', color: 'red' }] }, ''],
      ['not json', ''],
    ];
    for (const [value, message] of cases) {
      const res = await t.call<Pref>('PUT', '/userpreference', { token: demo, culture: 'en-US', form: { key: KEY, value: typeof value === 'string' ? value : JSON.stringify(value) } });
      expect(res.status).toBe(400);
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    const zh = await t.call('PUT', '/userpreference', { token: demo, culture: 'zh-CN', form: { key: KEY, value: JSON.stringify(five) } });
    expect(JSON.stringify(zh.body)).toContain('最多只能冻结 4 列。');
    expect((await read(demo)).body.data.Value).toEqual(layout);
    // Keys are checked too.
    expect((await read(demo, '../etc')).status).toBe(400);
  });

  it('needs a session', async () => {
    const res = await t.call('GET', '/userpreference', { query: { key: KEY } });
    expect(res.status).toBe(401);
    expect(res.body.exceptioncode).toBe(ExceptionCode.SessionExpired);
  });
});
