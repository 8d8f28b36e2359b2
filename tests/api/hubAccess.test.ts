// Access changes reach open pages (issue 44): a role's grants change, a user's role change and a
// required-field rule change are hub events (migration 0272, written by triggers in the write's
// transaction), for the users they concern only: a grants event reaches the signed-in users of that
// role and nobody else (not another company, not an administrator); a required rule reaches everyone.
// Client data read right after the event already answers the new grants (read fresh, not as held).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubEvent } from '../../src/shared/wire/hub';
import { type HubTestClient, openHub } from './support/hubTestClient';
import { createTestContext, type TestContext } from './support/testContext';

let t: TestContext;
let base = '';
let admin = '';
let demo = '';
const opened: HubTestClient[] = [];

type Role = { id: number; version: number; roleCd: string; grants: string };

async function connected(token: string): Promise<HubTestClient> {
  const client = await openHub(base);
  opened.push(client);
  client.hello(token, null);
  await client.waitFor((m) => m.type === 'ready');
  return client;
}

async function createRole(roleCd: string): Promise<Role> {
  const res = await t.call<Role>('POST', '/role', { token: admin, culture: 'en-US', form: { data: JSON.stringify({ roleCd, name: roleCd, audience: 'customer' }) } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data;
}

async function setGrants(id: number, grants: string[]): Promise<void> {
  const res = await t.call('POST', '/role/setGrants', { token: admin, culture: 'en-US', form: { data: JSON.stringify({ id, grants: grants.join(',') }) } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
}

async function userWithRole(account: string, roleId: number): Promise<string> {
  const res = await t.call('POST', '/cususer', { token: demo, form: { data: JSON.stringify({ Account: account, Password: 'secret123', CusRoleId: roleId }) } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return t.login(account, 'secret123');
}

let rules = 0;
/** Adds a required rule: an event every user receives, so what came before it has come. */
async function requiredRule(): Promise<void> {
  const res = await t.call('POST', '/requiredRule', { token: admin, form: { data: JSON.stringify({ menuCd: 'setProduct', tableName: 'product', fieldName: 'hsCode', preCondition: `1 = ${++rules}` }) } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
}

const of = (c: HubTestClient, topic: string): HubEvent[] => c.events().filter((e) => e.topic === topic);
const count = (c: HubTestClient, topic: string) => of(c, topic).length;

async function allHeardRules(clients: HubTestClient[], n: number): Promise<void> {
  for (const c of clients) await c.waitFor(() => count(c, 'requiredRules') >= n);
}

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = await t.login('admin', 'admin1234', 'admin');
  demo = await t.login('demo', 'demo1234');
});

afterAll(async () => {
  for (const c of opened) c.close();
  await t?.close();
});

describe('access changes on the hub', () => {
  it('a grants change reaches only the role’s signed-in users, once per save', async () => {
    const role = await createRole('CUS_LIVE_A');
    const other = await createRole('CUS_LIVE_B');
    const grants = ['setData', 'setAddress', 'setProduct', 'myOrder', 'mulOrderList'];
    await setGrants(role.id, grants);
    await setGrants(other.id, grants);
    const holder = await connected(await userWithRole('live.holder', role.id));
    const bystander = await connected(await userWithRole('live.bystander', other.id));
    const acme = await connected(await t.login('acme', 'acme1234'));
    const demoAdmin = await connected(demo);
    const forwarder = await connected(admin);
    const everyone = [holder, bystander, acme, demoAdmin, forwarder];

    // One save rewrites several rows of role_menus: one event.
    await setGrants(role.id, ['myOrder', 'mulOrderList']);
    await holder.waitFor(() => count(holder, 'grants') >= 1);
    await requiredRule();
    await allHeardRules(everyone, 1);
    expect(count(holder, 'grants')).toBe(1);
    expect(of(holder, 'grants')[0].payload).toEqual({ roleId: role.id });
    for (const c of [bystander, acme, demoAdmin, forwarder]) expect(count(c, 'grants')).toBe(0);
    for (const c of everyone) expect(count(c, 'requiredRules')).toBe(1);
  });

  it('client data read at the event answers the new menus (the held session is not trusted)', async () => {
    const role = await createRole('CUS_LIVE_C');
    await setGrants(role.id, ['setData', 'setAddress', 'myOrder', 'mulOrderList']);
    const token = await userWithRole('live.reader', role.id);
    const client = await connected(token);
    const menus = async () => (await t.call<{ Routers: string[] }>('GET', '/getcusclientdata', { token })).body.data.Routers;
    // Held now: the session and client data are in this process's memory.
    expect(await menus()).toContain('setAddress');
    expect(await menus()).toContain('setAddress');
    await setGrants(role.id, ['myOrder', 'mulOrderList']);
    await client.waitFor(() => count(client, 'grants') >= 1);
    expect(await menus()).not.toContain('setAddress');
  });

  it('a user moved to another role hears it; a user of another company does not', async () => {
    const from = await createRole('CUS_LIVE_D');
    const to = await createRole('CUS_LIVE_E');
    await setGrants(from.id, ['setData', 'setAddress', 'myOrder', 'mulOrderList']);
    await setGrants(to.id, ['myOrder', 'mulOrderList']);
    const mover = await connected(await userWithRole('live.mover', from.id));
    const acme = await connected(await t.login('acme', 'acme1234'));
    const before = count(acme, 'requiredRules');
    await t.db.updateTable('users').set({ cus_role_id: to.id }).where('account', '=', 'live.mover').execute();
    await mover.waitFor(() => count(mover, 'grants') >= 1);
    expect(of(mover, 'grants')[0].payload).toEqual({ roleId: to.id });
    await requiredRule();
    await acme.waitFor(() => count(acme, 'requiredRules') > before);
    expect(count(acme, 'grants')).toBe(0);
  });

  it('users without a session get no row at all', async () => {
    const role = await createRole('CUS_LIVE_F');
    const res = await t.call('POST', '/cususer', { token: demo, form: { data: JSON.stringify({ Account: 'live.offline', Password: 'secret123', CusRoleId: role.id }) } });
    expect(res.body.success).toBe(true);
    const user = await t.db.selectFrom('users').select('id').where('account', '=', 'live.offline').executeTakeFirstOrThrow();
    await setGrants(role.id, ['myOrder', 'mulOrderList']);
    const rows = await t.db.selectFrom('hub_events').select('id').where('topic', '=', 'grants').where('user_id', '=', user.id).execute();
    expect(rows).toEqual([]);
  });
});
