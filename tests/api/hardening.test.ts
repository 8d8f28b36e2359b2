// Issue 8: hostile or careless input gets a clear refusal (10002 naming the field) on every resource
// and named call; messages are whole sentences; server-managed fields are refused on update as on
// create; credentials never reach the log; the old password of updatepassword cannot be guessed.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_RESOURCES as RESOURCES } from '../../src/server/domains';
import { labelOf } from '../../src/server/resources/requiredForErrors';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { captureLog } from './support/captureLog';
import { type CallResult, createTestContext, type TestContext } from './support/testContext';
import type { ResourceDef } from '../../src/server/resources/types';
import { errorsOf } from './support/fieldErrors';

const { stream: logStream, lines: logLines } = captureLog();

let t: TestContext;
let demo: string;
let admin: string;
beforeAll(async () => {
  t = await createTestContext({ logger: { level: 'info', stream: logStream }, loginRateLimit: { maxFailuresPerPair: 3, maxFailuresPerAddress: 5 } });
  [demo, admin] = [await t.login('demo', 'demo1234'), await t.login('admin', 'admin1234')];
});
afterAll(() => t?.close());

const tokenFor = (def: ResourceDef) => (def.write.audience === 'admin' ? admin : demo);
/** Company records the forwarder writes (adminWritten) name their company on create: demo's. */
const ownerOf = async (def: ResourceDef): Promise<Record<string, number>> =>
  def.adminWritten ? { customerId: Number((await sql<{ id: number }>`SELECT customer_id AS id FROM users WHERE account = 'demo'`.execute(t.db)).rows[0].id) } : {};
/** A payload field as the resource's wire names it (inside the `data` form field for the spec's own calls). */
const at = (def: ResourceDef, path: string) => (def.specWire ? `/data${path}` : path);
/** A record's id and version under the resource's wire names. */
const key = (def: ResourceDef, id: unknown, version: unknown) => ({ [def.idField]: id, [def.versionField]: version });
const textField = (def: ResourceDef) => def.fields.find((f) => !f.readOnly && f.kind === 'string' && !f.format && !f.enumValues)!.name;

/** 10002 with an error on `field` and a message naming it, in English: by its label when its schema titles it (of `def`), else its name. */
function expectRefused(res: CallResult, field: string, label: string, def?: ResourceDef) {
  expect(res.status, `${label}: ${res.text}`).toBe(400);
  expect(res.body.exceptioncode, label).toBe(ExceptionCode.InvalidInput);
  expect(res.body.message, label).not.toMatch(/[{}]/);
  // The engine names query fields without the leading slash (sort, filter/x), the rest with it.
  const bare = (path: string) => path.replace(/^\//, '');
  const error = errorsOf(res).find((e) => bare(e.field) === bare(field));
  expect(error, `${label}: ${JSON.stringify(errorsOf(res))}`).toBeDefined();
  // An array element's index names no field: its array does (`/ids/0` → ids).
  const name = field.split('/').filter((part) => part && !/^\d+$/.test(part)).pop()!;
  const named = def ? labelOf(def.schema.properties[name], name, 'en') : name;
  expect([name, named].some((n) => error!.message.includes(n)), `${label}: ${error!.message} names neither ${name} nor ${named}`).toBe(true);
}

const rowCounts = async () => Promise.all(RESOURCES.map(async (def) => Number((await t.db.selectFrom(def.table as never).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)));

describe('text PostgreSQL cannot store', () => {
  const bad = ['a\u0000b', 'x\ud800', '\udc00y'];

  it('is 10002 naming the field in writes and filters of every resource, and nothing is stored', async () => {
    const before = await rowCounts();
    for (const def of RESOURCES) {
      const token = tokenFor(def);
      const name = textField(def);
      for (const text of bad) {
        const label = `${def.name} ${JSON.stringify(text)}`;
        const data = JSON.stringify({ [name]: text });
        expectRefused(await t.call('POST', `/${def.name}`, { token, culture: 'en-US', form: { data } }), `/data/${name}`, `create ${label}`);
        const update = JSON.stringify({ ...key(def, 1, 1), [name]: text });
        expectRefused(await t.call('PUT', `/${def.name}`, { token, culture: 'en-US', form: { data: update } }), `/data/${name}`, `update ${label}`);
        const filter = JSON.stringify({ [name]: { contains: text } });
        expectRefused(await t.call('GET', `/${def.name}-list`, { token, culture: 'en-US', query: { filter } }), `/filter/${name}/contains`, `filter ${label}`);
      }
      // A query string carries UTF-8 only (a lone surrogate arrives as U+FFFD): NUL is what it can carry.
      expectRefused(await t.call('GET', `/${def.name}-list`, { token, culture: 'en-US', query: { sort: 'id\u0000' } }), '/sort', `sort ${def.name}`);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('is 10002 on the named calls too (users, login, password, organisation)', async () => {
    const nul = 'a\u0000b';
    const res = [
      [await t.call('POST', '/cususer', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ Account: 'demo.nul', Password: 'secret123', RealName: nul }) } }), '/data/RealName'],
      [await t.call('GET', '/cususer-list', { token: demo, culture: 'en-US', query: { filter: JSON.stringify({ Account: nul }) } }), '/filter/Account'],
      [await t.call('POST', '/custrylogin', { culture: 'en-US', form: { data: JSON.stringify({ name: nul, password: 'whatever1' }) } }), '/data/name'],
      [await t.call('PUT', '/updatepassword', { token: demo, culture: 'en-US', form: { oldpassword: nul, password: 'newpass12' } }), '/oldpassword'],
      [await t.call('POST', '/savecurrorg', { token: demo, culture: 'en-US', form: { orginfo: JSON.stringify({ OrgId: 1, OrgName: '\ud83d' }) } }), '/orginfo/OrgName'],
    ] as const;
    for (const [answer, field] of res) expectRefused(answer, field, field);
    expect(await t.db.selectFrom('users').select('id').where('account', '=', 'demo.nul').executeTakeFirst()).toBeUndefined();
  });

  it('keeps a well-formed emoji (a surrogate pair) as text', async () => {
    const res = await t.call('GET', '/cususer-list', { token: demo, query: { filter: JSON.stringify({ RealName: '🚢' }) } });
    expect(res.body.success).toBe(true);
  });
});

describe('numbers out of the column range', () => {
  const huge = 2_147_483_648;

  it('are 10002 for ids, versions, filters and numeric fields of every resource', async () => {
    // A read-only resource refuses every write as read only before reading it (contract.test.ts).
    for (const def of RESOURCES.filter((d) => !d.readOnly)) {
      const token = tokenFor(def);
      const label = def.name;
      expectRefused(await t.call('GET', `/${def.name}`, { token, culture: 'en-US', query: { id: String(huge) } }), 'id', `get ${label}`);
      expectRefused(await t.call('PUT', `/${def.name}`, { token, culture: 'en-US', form: { data: JSON.stringify(key(def, huge, 1)) } }), at(def, `/${def.idField}`), `update id ${label}`);
      expectRefused(await t.call('PUT', `/${def.name}`, { token, culture: 'en-US', form: { data: JSON.stringify(key(def, 1, huge)) } }), at(def, `/${def.versionField}`), `update version ${label}`);
      expectRefused(await t.call('DELETE', `/${def.name}`, { token, culture: 'en-US', query: { ids: JSON.stringify([huge]) } }), def.specWire ? '/ids/0' : 'ids', `delete ${label}`);
      expectRefused(await t.call('GET', `/${def.name}-list`, { token, culture: 'en-US', query: { filter: JSON.stringify({ [def.idField]: huge }) } }), `/filter/${def.idField}`, `filter ${label}`);
      expectRefused(await t.call('GET', `/${def.name}-list`, { token, culture: 'en-US', query: { current: '99999999999' } }), 'current', `page ${label}`);
      const date = def.fields.find((f) => f.format === 'date-time')!;
      expectRefused(await t.call('GET', `/${def.name}-list`, { token, culture: 'en-US', query: { filter: JSON.stringify({ [date.name]: { from: '2026-02-30' } }) } }), `/filter/${date.name}`, `date ${label}`);
      for (const field of def.fields.filter((f) => !f.readOnly && (f.kind === 'integer' || f.kind === 'number'))) {
        const res = await t.call('POST', `/${def.name}`, { token, culture: 'en-US', form: { data: JSON.stringify({ ...(await ownerOf(def)), [field.name]: 1e300 }) } });
        expectRefused(res, at(def, `/${field.name}`), `${label}.${field.name}`, def);
      }
    }
  });

  it('are 10002 on the cususer calls of the spec, named as the spec names them', async () => {
    const calls: Array<[CallResult, string]> = [
      [await t.call('PUT', '/cususer', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ UserId: huge, Version: 1 }) } }), '/data/UserId'],
      [await t.call('PUT', '/cususer', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ UserId: 1, Version: huge }) } }), '/data/Version'],
      [await t.call('DELETE', '/cususer', { token: demo, culture: 'en-US', query: { ids: JSON.stringify([huge]) } }), '/ids/0'],
      [await t.call('DELETE', '/cususer', { token: demo, culture: 'en-US', query: { UserId: String(huge * 10) } }), '/querystring/UserId'],
      [await t.call('PUT', '/activatecususer', { token: demo, culture: 'en-US', form: { UserId: String(huge * 10) } }), '/body/UserId'],
      [await t.call('GET', '/cususer-list', { token: demo, culture: 'en-US', query: { filter: JSON.stringify({ UserId: huge }) } }), '/filter/UserId'],
      [await t.call('POST', '/cususer', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ Account: 'demo.big', Password: 'secret123', CusRoleId: huge }) } }), '/data/CusRoleId'],
    ];
    for (const [res, field] of calls) {
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      expect(errorsOf(res).map((e) => e.field), field).toContain(field);
    }
  });
});

describe('prototype keys in JSON fields', () => {
  // Raw text: an object literal would take `__proto__` as the prototype, not as a key.
  const payloads = [
    ['{"__proto__":{"admin":true},"name":"x"}', '/data/__proto__'],
    ['{"name":"x","constructor":{"prototype":{"admin":true}}}', '/data/constructor'],
    ['{"lines":[{"sku":"A","prototype":1}]}', '/data/lines/0/prototype'],
  ] as const;

  it('are 10002 naming the key, in the caller\'s language, on writes, filters and named calls; nothing is stored', async () => {
    const before = await rowCounts();
    for (const [data, field] of payloads) {
      const res = await t.call('POST', '/address', { token: demo, culture: 'en-US', form: { data } });
      expectRefused(res, field, `create ${data}`);
      expect(res.body.message).toBe(`The field data may not hold the key ${field.split('/').pop()}.`);
    }
    const zh = await t.call('PUT', '/address', { token: demo, culture: 'zh-CN', form: { data: '{"id":1,"version":1,"__proto__":{}}' } });
    expect(zh.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(zh.body.message).toBe('字段 data 不得包含键 __proto__。');
    expectRefused(await t.call('GET', '/address-list', { token: demo, culture: 'en-US', query: { filter: '{"constructor":{"eq":"x"}}' } }), '/filter/constructor', 'filter');
    expectRefused(await t.call('POST', '/savecurrorg', { token: demo, culture: 'en-US', form: { orginfo: '{"OrgId":1,"OrgName":"x","__proto__":{"polluted":1}}' } }), '/orginfo/__proto__', 'orginfo');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await rowCounts()).toEqual(before);
  });

  it('leaves the same words as values alone', async () => {
    const res = await t.call('GET', '/address-list', { token: demo, query: { filter: JSON.stringify({ [textField(RESOURCES.find((d) => d.name === 'address')!)]: { contains: 'constructor' } }) } });
    expect(res.body.success, res.text).toBe(true);
  });
});

describe('messages', () => {
  it('are whole sentences: no placeholder reaches the user', async () => {
    const taken = await t.call('POST', '/cususer', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ Account: 'acme', Password: 'secret123' }) } });
    expect(taken.body.message).toBe('The account acme already exists.');
    const malformed = await t.call('POST', '/cususer', { token: demo, culture: 'zh-CN', form: { data: '{"Account":' } });
    expect(malformed.body.message).toBe('字段 data 不是有效的 JSON 文本。');
    const row = (await t.call<{ result: Array<{ UserId: number; Version: number }> }>('GET', '/cususer-list', { token: admin, query: { filter: JSON.stringify({ Account: 'demo.ops' }) } })).body.data.result[0];
    const move = await t.call('PUT', '/cususer', { token: admin, culture: 'es-ES', form: { data: JSON.stringify({ UserId: row.UserId, Version: row.Version, CustomerId: 999 }) } });
    expect(move.body.message).toBe('CustomerId no es válido.');
  });
});

describe('server-managed fields', () => {
  it('are refused by name on update of every resource, as on create', async () => {
    for (const def of RESOURCES.filter((d) => !d.readOnly)) {
      // An administrator names the company of a record the forwarder writes: not server-managed there.
      const owner = await ownerOf(def);
      const managed = def.fields.filter((f) => f.readOnly && f.name !== def.idField && f.name !== def.versionField && !(f.name in owner));
      const sample = Object.fromEntries(managed.map((f) => [f.name, f.kind === 'string' ? '2026-01-01T00:00:00.000Z' : 7]));
      for (const op of ['POST', 'PUT'] as const) {
        const res = await t.call(op, `/${def.name}`, { token: tokenFor(def), culture: 'en-US', form: { data: JSON.stringify({ ...key(def, 1, 1), ...sample, ...(op === 'POST' ? owner : {}) }) } });
        expect(res.body.exceptioncode, `${op} ${def.name}`).toBe(ExceptionCode.InvalidInput);
        const named = errorsOf(res).filter((e) => e.message.endsWith('is set by the server and cannot be sent.')).map((e) => e.field);
        const expected = managed.map((f) => at(def, `/${f.name}`));
        if (op === 'POST') expected.push(at(def, `/${def.idField}`), at(def, `/${def.versionField}`));
        expect(named.sort(), `${op} ${def.name}`).toEqual(expected.sort());
      }
    }
  });
});

describe('logs', () => {
  it('never hold a token, whatever the case or encoding of its name, nor a password or login data', async () => {
    const fresh = await t.login('acme', 'acme1234');
    logLines.length = 0;
    const url = t.signedUrl('GET', '/getcusclientdata', { token: fresh });
    for (const encoded of ['%74okenid=', 'TokenId=', '%2574okenid=', 'tok%65nid=']) {
      const res = await t.app.inject({ method: 'GET', url: url.replace('tokenid=', encoded) });
      if (encoded === '%74okenid=') expect(res.json().success).toBe(true);
    }
    const secret = 'Sup3r-secret-pw';
    const login = t.signedUrl('POST', '/custrylogin', { query: { data: JSON.stringify({ name: 'demo', password: secret }) } });
    await t.app.inject({ method: 'POST', url: login });
    await t.app.inject({ method: 'PUT', url: t.signedUrl('PUT', '/updatepassword', { token: demo, query: { oldpassword: secret, PassWord: `${secret}2` } }) });
    await t.app.inject({ method: 'GET', url: '/f9api/api/v1/getcusclientdata?%E0%A4%A=1&tokenid=' + fresh });
    await t.app.inject({ method: 'GET', url: t.signedUrl('GET', '/getcusclientdata', {}), headers: { authorization: `Bearer ${fresh}` } });
    const text = logLines.join('');
    expect(logLines.length).toBeGreaterThan(6);
    expect(text).toContain('[redacted]');
    expect(text).not.toContain(fresh);
    expect(text).not.toContain(encodeURIComponent(fresh));
    expect(text).not.toContain(secret);
    expect(text).not.toContain(encodeURIComponent(secret));
  });
});

describe('old-password guessing on updatepassword', () => {
  const address = '10.77.0.1';
  const guess = (token: string, oldpassword: string, remoteAddress = address) =>
    t.call('PUT', '/updatepassword', { token, culture: 'en-US', remoteAddress, form: { oldpassword, password: 'newpass123' } });

  it('is throttled per account and address like login, audited, and counted with login failures', async () => {
    const token = await t.login('acme.ops', 'ops12345');
    for (let i = 0; i < 3; i++) expect((await guess(token, `wrong-${i}`)).body.message).toBe('The old password is wrong.');
    const blocked = await guess(token, 'ops12345');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ exceptioncode: ExceptionCode.RateLimited, message: 'Too many failed logins for this account from your address. Try again in 15 minutes.' });
    const loginThere = await t.call('POST', '/custrylogin', { remoteAddress: address, form: { data: JSON.stringify({ name: 'acme.ops', password: 'ops12345' }) } });
    expect(loginThere.status).toBe(429);
    // From an address that never failed on it, the account opens.
    await expect(t.login('acme.ops', 'ops12345')).resolves.toBeTruthy();
    const audited = await t.db.selectFrom('login_attempts').select(['account', 'client_ip', 'succeeded', 'call']).where('call', '=', 'updatepassword').execute();
    expect(audited).toEqual(Array.from({ length: 3 }, () => ({ account: 'acme.ops', client_ip: address, succeeded: false, call: 'updatepassword' })));
  });

  it('is throttled per address across accounts', async () => {
    const token = await t.login('acme.clerk', 'clerk1234');
    for (let i = 0; i < 2; i++) expect((await guess(token, `wrong-${i}`)).status).toBe(400);
    const other = await t.login('demo.ops', 'ops12345');
    const blocked = await guess(other, 'ops12345');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many failed logins from your address. Try again in 15 minutes.');
    expect((await guess(other, 'ops12345', '10.77.0.2')).body.success).toBe(true);
  });
});
