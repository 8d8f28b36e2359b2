// Who reads a resource comes from the page files (src/server/pages/pageGrants.ts): a screen naming a
// resource makes it readable by every role granted the screen's menu, with no server edit; a resource
// kept to administrators stays theirs whatever a customer page names. Shown on a throwaway copy of the
// project whose product screen gains a grid of the company's addresses and one of the roles (the copy's
// server built and started as `npm start` runs it), against the real tree, where the same role reads
// neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiCall, apiLogin, type ApiSession } from '../../e2e/support/api';
import { copyProject, type ProjectCopy } from '../../e2e/support/projectCopy';
import { REPO_ROOT, type RunningServer, startServer } from '../../e2e/support/server';
import { OPENAPI_PATH } from '../../../src/shared/wire/calls';
import { describeOnceOnPglite } from '../support/apiStep';
import { createTestContext } from '../support/testContext';

const PRODUCT_PAGE = 'schemas/pages/setData/setProduct.json';
const GRANTS = ['setData', 'setProduct'];

/** setProduct.json with two more grids: the company's addresses (customers may read them) and the roles (administrators only). */
function productPageReadingMore(): string {
  const page = JSON.parse(readFileSync(resolve(REPO_ROOT, PRODUCT_PAGE), 'utf8')) as { blocks: object[] };
  page.blocks.push(
    { type: 'grid', id: 'addresses', resource: 'address', columns: [{ field: 'name' }, { field: 'city' }] },
    { type: 'grid', id: 'roles', resource: 'role', columns: [{ field: 'roleCd' }] },
  );
  return `${JSON.stringify(page, null, 2)}\n`;
}

/** A Demo Trading Co. user whose role holds only the product screen, signed in on `baseUrl`. */
async function productOnlyUser(baseUrl: string, account: string): Promise<ApiSession> {
  const admin = await apiLogin(baseUrl, 'admin', 'admin1234', 'admin');
  const role = await apiCall<{ id: number }>(baseUrl, 'POST', '/role', admin, { data: JSON.stringify({ roleCd: 'CUS_PRODUCTS', name: 'Products only', audience: 'customer' }) });
  expect(role.success, role.message).toBe(true);
  const granted = await apiCall(baseUrl, 'POST', '/role/setGrants', admin, { data: JSON.stringify({ id: role.data.id, grants: GRANTS.join(',') }) });
  expect(granted.success, granted.message).toBe(true);
  const demo = await apiLogin(baseUrl, 'demo', 'demo1234');
  const user = await apiCall(baseUrl, 'POST', '/cususer', demo, { data: JSON.stringify({ Account: account, Password: 'secret123', CusRoleId: role.data.id }) });
  expect(user.success, user.message).toBe(true);
  return apiLogin(baseUrl, account, 'secret123');
}

describe('read grants from page files', () => {
  it('in the real tree, a role holding only the product screen reads products, not addresses nor roles', async () => {
    const t = await createTestContext();
    try {
      const admin = await t.login('admin', 'admin1234', 'admin');
      const demo = await t.login('demo', 'demo1234');
      const role = await t.call<{ id: number }>('POST', '/role', { token: admin, form: { data: JSON.stringify({ roleCd: 'CUS_PRODUCTS', name: 'Products only', audience: 'customer' }) } });
      expect((await t.call('POST', '/role/setGrants', { token: admin, form: { data: JSON.stringify({ id: role.body.data.id, grants: GRANTS.join(',') }) } })).body.success).toBe(true);
      expect((await t.call('POST', '/cususer', { token: demo, form: { data: JSON.stringify({ Account: 'products.only', Password: 'secret123', CusRoleId: role.body.data.id }) } })).body.success).toBe(true);
      const token = await t.login('products.only', 'secret123');
      expect((await t.call('GET', '/product-list', { token })).body.success).toBe(true);
      expect((await t.call('GET', '/address-list', { token })).status).toBe(403);
      expect((await t.call('GET', '/role-list', { token })).status).not.toBe(200);
    } finally {
      await t.close();
    }
  });

  // The copy's server runs on its own embedded database in either API step: once is enough.
  describeOnceOnPglite('in a copy whose product page names addresses and roles', () => {
    let copy: ProjectCopy;
    let server: RunningServer;

    beforeAll(async () => {
      copy = copyProject();
      copy.addFile(PRODUCT_PAGE, productPageReadingMore());
      server = await startServer(copy.root, { readyPath: OPENAPI_PATH });
    });
    afterAll(async () => {
      await server?.stop();
      copy?.remove();
    });

    it('the same role reads addresses, its own company\'s only; roles stay the administrators\'', async () => {
      const user = await productOnlyUser(server.baseUrl, 'products.only');
      expect((await apiCall(server.baseUrl, 'GET', '/product-list', user)).success).toBe(true);
      const addresses = await apiCall<{ result: Array<{ name: string }> }>(server.baseUrl, 'GET', '/address-list', user);
      expect(addresses.success, addresses.message).toBe(true);
      // The demo data gives Demo Trading Co. addresses of its own (src/server/seed): the list holds them and no other company's.
      const acme = await apiLogin(server.baseUrl, 'acme', 'acme1234');
      const acmeNames = new Set((await apiCall<{ result: Array<{ name: string }> }>(server.baseUrl, 'GET', '/address-list', acme)).data.result.map((a) => a.name));
      expect(addresses.data.result.length).toBeGreaterThan(0);
      expect(addresses.data.result.filter((a) => acmeNames.has(a.name))).toEqual([]);
      // The page names roles too, but roles are read by administrators only: the customer page widens nothing.
      expect((await apiCall(server.baseUrl, 'GET', '/role-list', user)).success).toBe(false);
    });
  });
});
