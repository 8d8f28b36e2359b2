// Who writes a resource comes from the page files (src/server/pages/pageGrants.ts): a screen offering a
// write (an action whose FuncId names its menu) lets the roles holding that menu and FuncId write, a
// screen offering none gives its menu nothing though the menu lists a FuncId of that name, and a
// resource administrators write gains no customer writer from a customer screen reading it. The server
// answers 403 as it always has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/testContext';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

/** A Demo Trading Co. user whose role holds only `grants` (menus and FuncIds). */
async function userHolding(account: string, grants: string[]): Promise<string> {
  const admin = await t.login('admin', 'admin1234', 'admin');
  const role = await t.call<{ id: number }>('POST', '/role', { token: admin, form: { data: JSON.stringify({ roleCd: account.toUpperCase().replace(/\./g, '_'), name: account, audience: 'customer' }) } });
  expect(role.body.success, role.body.message).toBe(true);
  const granted = await t.call('POST', '/role/setGrants', { token: admin, form: { data: JSON.stringify({ id: role.body.data.id, grants: grants.join(',') }) } });
  expect(granted.body.success, granted.body.message).toBe(true);
  const demo = await t.login('demo', 'demo1234');
  const user = await t.call('POST', '/cususer', { token: demo, form: { data: JSON.stringify({ Account: account, Password: 'secret123', CusRoleId: role.body.data.id }) } });
  expect(user.body.success, user.body.message).toBe(true);
  return t.login(account, 'secret123');
}

const post = (path: string, token: string, data: object) => t.call<{ id: number }>('POST', path, { token, form: { data: JSON.stringify(data) } });

describe('write grants from page files', () => {
  it("the product screen's create action (setProduct.create) lets its holder create a product; without the FuncId, 403", async () => {
    const writer = await userHolding('products.writer', ['setData', 'setProduct', 'setProduct.create']);
    const made = await post('/product', writer, { sku: 'PW-1', nameEn: 'Page written' });
    expect(made.body.success, made.body.message).toBe(true);
    const reader = await userHolding('products.reader', ['setData', 'setProduct']);
    expect((await post('/product', reader, { sku: 'PW-2', nameEn: 'Refused' })).status).toBe(403);
  });

  it('the sea booking screen lists seaBooking.create but offers no write under it: bookings are written under the order list\'s FuncIds, 403', async () => {
    const token = await userHolding('sea.booker', ['myOrder', 'seaBooking', 'seaBooking.create']);
    expect((await t.call('GET', '/booking-list', { token })).body.success).toBe(true);
    expect((await post('/booking', token, { mode: 'SEA' })).status).toBe(403);
    const lister = await userHolding('order.lister', ['myOrder', 'mulOrderList', 'mulOrderList.create']);
    const made = await post('/booking', lister, { mode: 'SEA' });
    expect(made.body.success, made.body.message).toBe(true);
  });

  it("the shippers' screen reads the company's merchants, which administrators write: its holder may not write them", async () => {
    const token = await userHolding('shippers.only', ['setData', 'setShipper', 'setShipper.create']);
    expect((await t.call('GET', '/customerMerchant-list', { token })).body.success).toBe(true);
    expect((await post('/customerMerchant', token, { merchantName: 'Widened' })).status).toBe(403);
  });
});
