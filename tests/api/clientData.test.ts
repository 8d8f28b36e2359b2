// getcusclientdata / getclientdata, the user-info calls, the home menu, the site name, the site
// settings file, version.json and the requiredConfigList grouping.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRequiredConfigList } from '../../src/server/requiredConfig/load';
import { DEFAULT_SITE_SETTINGS } from '../../src/server/site/siteSettings';
import { CUSTOMER_ADMIN_EXTRA_MENUS, flattenMenuTree, MENU_TREE } from '../../src/shared/menus/menuTree';
import { createTestContext, type TestContext } from './support/testContext';

interface ClientData {
  menus: Array<{ Name: string; Path: string; Title: string; Icon: string; Sno: number; Hidden: boolean; NoCache: boolean; Parent: string | null }>;
  Routers: string[];
  buttons: Array<{ FuncId: string }>;
  user: Record<string, unknown> & { orglist: unknown[] };
  requiredConfigList: Array<{ MenuCd: string; ReqItem: string }>;
  sysoption: Array<{ SysCd: string; SysValue1: string; SysValue2: string; SysValue3: string }>;
  hubSince: number;
}

const dir = mkdtempSync(join(tmpdir(), 'f9-site-'));
let t: TestContext;
beforeAll(async () => {
  const clientDir = join(dir, 'client');
  const dataDir = join(dir, 'data');
  mkdirSync(clientDir, { recursive: true });
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(clientDir, 'version.json'), JSON.stringify({ version: '0.1.0+20261121170000' }));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>F9</title><div id="root"></div>');
  writeFileSync(join(dataDir, 'site.json'), JSON.stringify({ isLanguage: false, companyRight: '© Test Co.', logoWidth: 'wide' }));
  t = await createTestContext({ clientDir, dataDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const customerNames = MENU_TREE.filter((g) => g.audience === 'customer').flatMap((g) => [g.name, ...g.children.map((c) => c.name)]);
const adminNames = MENU_TREE.filter((g) => g.audience === 'admin').flatMap((g) => [g.name, ...g.children.map((c) => c.name)]);

describe('customer client data', () => {
  it("lists every customer menu plus the company's user manager and audit trail, with buttons, user, sysoption", async () => {
    const token = await t.login('demo', 'demo1234');
    const res = await t.call<ClientData>('GET', '/getcusclientdata', { token });
    const data = res.body.data;
    expect(data.Routers.sort()).toEqual([...customerNames, ...CUSTOMER_ADMIN_EXTRA_MENUS].sort());
    expect(data.menus.map((m) => m.Name)).toEqual(expect.arrayContaining(data.Routers));
    expect(data.menus[0]).toEqual({ Name: 'cabinQuery', Path: '/cabinQuery', Title: 'route.cabinQuery', Icon: 'CalendarSearch', Sno: 10, Hidden: false, NoCache: false, Parent: null, ActiveMenu: null });
    expect(data.menus.find((m) => m.Name === 'seaBookingDetail')).toMatchObject({ Hidden: true, Parent: 'myOrder', Path: '/myOrder/seaBookingDetail' });
    // Groups come before their children, and groups in sno order.
    const groups = data.menus.filter((m) => m.Parent === null).map((m) => m.Sno);
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    const funcs = data.buttons.map((b) => b.FuncId);
    expect(funcs).toEqual(expect.arrayContaining(['setAddress.create', 'setProduct.import', 'cusUserManager.resetPassword']));
    expect(funcs.some((f) => f.startsWith('requiredConfig.'))).toBe(false);
    expect(data.user).toMatchObject({ Account: 'demo', RealName: 'Chen Li', CustomerName: 'Demo Trading Co.', CustomerCd: 'DEMO', UserType: 'customer', Saler: 'Li Wei' });
    expect(data.user.orglist).toHaveLength(2);
    expect(data.sysoption).toEqual(expect.arrayContaining([{ SysCd: 'CODELIBCACHE', SysValue1: 'T', SysValue2: '', SysValue3: '' }]));
    expect(data.requiredConfigList).toEqual([]);
  });

  it('gives a customer user without the manager role the screens but no buttons', async () => {
    const token = await t.login('acme.clerk', 'clerk1234');
    const data = (await t.call<ClientData>('GET', '/getcusclientdata', { token })).body.data;
    expect(data.Routers.sort()).toEqual([...customerNames].sort());
    expect(data.buttons).toEqual([]);
    expect(data.user).toMatchObject({ CustomerName: 'Acme Imports Ltd.' });
  });

  it('answers the user-info call with menus and buttons only', async () => {
    const token = await t.login('demo', 'demo1234');
    const res = await t.call<Record<string, unknown>>('GET', '/getcususerinfo', { token });
    expect(Object.keys(res.body.data).sort()).toEqual(['buttons', 'menus']);
  });
});

describe('admin client data', () => {
  it('lists the admin menus and functions only, and CompanyName', async () => {
    const token = await t.login('admin', 'admin1234');
    const data = (await t.call<ClientData>('GET', '/getclientdata', { token })).body.data;
    expect(data.Routers.sort()).toEqual([...adminNames].sort());
    const funcs = data.buttons.map((b) => b.FuncId);
    expect(funcs).toEqual(expect.arrayContaining(['requiredConfig.create', 'cusUserManager.activate']));
    expect(funcs.some((f) => f.startsWith('setAddress.'))).toBe(false);
    expect(data.user).toMatchObject({ Account: 'admin', UserType: 'admin', CompanyName: 'F9 Logistics Co., Ltd.', CustomerId: null });
    const info = await t.call<{ menus: unknown[]; buttons: unknown[] }>('GET', '/getuserinfo', { token });
    expect(info.body.data.menus).toHaveLength(data.menus.length);
  });
});

describe('requiredConfigList', () => {
  it('groups the rules per menu as ReqItem JSON text, and changes apply on the next load', async () => {
    await t.db
      .insertInto('required_configs')
      .values([
        { menu_cd: 'setProduct', table_name: 'product', field_name: 'hsCode', hint_zh: '请输入海关编码', hint_en: 'Enter the HS code', hint_tr: '請輸入海關編碼' },
        { menu_cd: 'setAddress', table_name: 'address', field_name: 'phone', pre_condition: 'kind=delivery' },
        { menu_cd: 'setProduct', table_name: 'product', field_name: 'brand', tri_type: 'save' },
      ])
      .execute();
    const list = await loadRequiredConfigList(t.db);
    expect(list.map((c) => c.MenuCd)).toEqual(['setAddress', 'setProduct']);
    const product = JSON.parse(list[1].ReqItem);
    expect(product).toEqual([
      { TableName: 'product', FieldName: 'hsCode', TriType: 'save', PreCondition: '', HintZh: '请输入海关编码', HintEn: 'Enter the HS code', HintTr: '請輸入海關編碼' },
      { TableName: 'product', FieldName: 'brand', TriType: 'save', PreCondition: '', HintZh: '', HintEn: '', HintTr: '' },
    ]);
    const token = await t.login('demo', 'demo1234');
    const data = (await t.call<ClientData>('GET', '/getcusclientdata', { token })).body.data;
    expect(data.requiredConfigList).toEqual(list);
    await t.db.deleteFrom('required_configs').execute();
  });

  it('says where the hub stood when it was read: a change made before the page listens still reaches it', async () => {
    const token = await t.login('demo', 'demo1234');
    const { hubSince } = (await t.call<ClientData>('GET', '/getcusclientdata', { token })).body.data;
    expect(Number.isSafeInteger(hubSince)).toBe(true);
    // The administrator changes a rule after the read and before the page's hub connection opens.
    await t.db.insertInto('required_configs').values({ menu_cd: 'setProduct', table_name: 'product', field_name: 'brand' }).execute();
    const poll = await t.call<{ events: Array<{ id: number; topic: string }> }>('GET', '/hub-poll', { token, query: { since: String(hubSince) } });
    expect(poll.body.data.events.map((e) => e.topic)).toContain('requiredRules');
    expect(poll.body.data.events.every((e) => e.id > hubSince)).toBe(true);
    await t.db.deleteFrom('required_configs').execute();
  });
});

describe('public site calls', () => {
  it('answers the site name without a session', async () => {
    const res = await t.call<{ SiteName: string }>('GET', '/getsitename');
    expect(res.body).toMatchObject({ success: true, data: { SiteName: 'F9 Freight Portal' } });
  });

  it('answers the home page menu: visible customer menus only', async () => {
    const res = await t.call<{ menus: Array<{ Name: string; RequireAuth: boolean }> }>('GET', '/page-gethomemenu');
    const names = res.body.data.menus.map((m) => m.Name);
    const visibleCustomer = flattenMenuTree().filter((n) => customerNames.includes(n.name) && !n.hidden).map((n) => n.name);
    expect(names.sort()).toEqual(visibleCustomer.sort());
    expect(res.body.data.menus.every((m) => m.RequireAuth)).toBe(true);
  });

  it('serves the site settings file over the defaults, ignoring wrongly typed values', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/local/settings/site.json?date=20261121' });
    expect(res.json()).toEqual({ ...DEFAULT_SITE_SETTINGS, isLanguage: false, companyRight: '© Test Co.' });
  });

  it('serves version.json of the built client, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/version.json?timestamp=1' });
    expect(res.json()).toEqual({ version: '0.1.0+20261121170000' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('falls back to index.html for client routes, but not for unknown API paths', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/setData/setAddress' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const api = await t.app.inject({ method: 'GET', url: '/f9api/api/v1/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, exceptioncode: 10005 });
    const oldAsset = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(oldAsset.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/..%2f..%2fpackage.json' });
    expect(traversal.body).not.toContain('"dependencies"');
  });
});
