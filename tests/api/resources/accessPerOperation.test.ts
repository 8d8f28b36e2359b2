// Access per operation, checked by the one permission hook: a price list that customers read on
// their menu and administrators read and write on theirs. Export and stats are reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../src/server/domains';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTableOf, domainOf, RATE_SCHEMA, resourceOf } from '../support/extraResource';
import { createTestContext, type TestContext } from '../support/testContext';
import { multipartCall } from './multipartBody';

const rates = resourceOf('testRate', RATE_SCHEMA, { audience: 'admin', menu: 'requiredConfig' }, [
  { audience: 'customer', menu: 'seaPriceQuery' },
  { audience: 'admin', menu: 'requiredConfig' },
]);

let t: TestContext;
let admin: string;
let demo: string;
let clerk: string;
let rateId: number;

beforeAll(async () => {
  t = await createTestContext({ domains: [...DOMAINS, domainOf([rates])] });
  await createTableOf(t.db, RATE_SCHEMA);
  [admin, demo, clerk] = await Promise.all([t.login('admin', 'admin1234', 'admin'), t.login('demo', 'demo1234'), t.login('demo.clerk', 'clerk1234')]);
  const res = await t.call<{ id: number }>('POST', '/testRate', { token: admin, form: { data: JSON.stringify({ lane: 'CNSHA-NLRTM 40HC', rate: 1850 }) } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  rateId = res.body.data.id;
});
afterAll(() => t?.close());

describe('read and write granted to different audiences', () => {
  it('lets customers (even a read-only clerk) and administrators read: list, get, export, stats', async () => {
    for (const token of [demo, clerk, admin]) {
      const list = await t.call<{ result: Array<{ lane: string }> }>('GET', '/testRate-list', { token });
      expect(list.body.data.result.map((r) => r.lane)).toEqual(['CNSHA-NLRTM 40HC']);
      expect((await t.call('GET', '/testRate', { token, query: { id: String(rateId) } })).body.success).toBe(true);
      const exported = await t.call('GET', '/testRate-export', { token, query: { mode: 'all' } });
      expect(exported.status).toBe(200);
      expect(exported.text).toContain('CNSHA-NLRTM 40HC');
      const stats = await t.call<{ total: { sum: { rate: string } } }>('GET', '/testRate-stats', { token, query: { sum: 'rate' } });
      expect(stats.body.data.total.sum.rate).toBe('1850');
    }
  });

  it('lets only administrators write; a customer write is refused and changes nothing', async () => {
    const tryAll = (token: string) => [
      t.call('POST', '/testRate', { token, form: { data: JSON.stringify({ lane: 'X', rate: 1 }) } }),
      t.call('PUT', '/testRate', { token, form: { data: JSON.stringify({ id: rateId, version: 1, lane: 'CNSHA-NLRTM 40HC', rate: 1 }) } }),
      t.call('DELETE', '/testRate', { token, query: { ids: JSON.stringify([rateId]) } }),
      multipartCall(t, '/testRate-import', { token, fields: { mode: 'insertTop' }, file: { filename: 'r.csv', content: 'lane,rate\nY,2\n' } }),
    ];
    for (const res of await Promise.all(tryAll(demo))) {
      expect(res.status).toBe(403);
      expect(res.body.exceptioncode).toBe(ExceptionCode.Forbidden);
    }
    const after = await t.call<{ result: Array<{ rate: number; version: number }> }>('GET', '/testRate-list', { token: demo });
    expect(after.body.data.result).toEqual([expect.objectContaining({ rate: 1850, version: 1 })]);
    const update = await t.call<{ rate: number }>('PUT', '/testRate', { token: admin, form: { data: JSON.stringify({ id: rateId, version: 1, lane: 'CNSHA-NLRTM 40HC', rate: 1900 }) } });
    expect(update.body.data.rate).toBe(1900);
  });

  it('refuses a customer without the read menu', async () => {
    // Granted nothing: a fresh role with no menus.
    const role = await t.db.insertInto('roles').values({ role_cd: 'NOTHING', audience: 'customer', name: 'Nothing', remark: '' }).returning('id').executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ cus_role_id: role.id }).where('account', '=', 'demo.ops').execute();
    const ops = await t.login('demo.ops', 'ops12345');
    expect((await t.call('GET', '/testRate-list', { token: ops })).status).toBe(403);
  });
});
