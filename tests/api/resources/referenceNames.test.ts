// Reference display names and computed fields. A pickup address names its shipper (`@reference shipper`);
// list and get answer the shipper's display name (`@display`: name in en, the local name in zh) as
// `shipperName`, read by a join in the same query as the rows. A test-only order line refers to a product
// (`@display {"en":"nameEn","zh":"nameZh"}`) and carries a computed `amount` (quantity × unit price in SQL):
// returned by every read, refused by name in every write, skipped by imports.
import { sql } from 'kysely';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../src/server/domains';
import { DEMO_MASTER_DATA } from '../../../src/server/domains/masterData/demoRecords';
import type { EntitySchema } from '../../../src/server/resources/entityFields';
import { parseListQuery } from '../../../src/server/resources/listQuery';
import { referenceNames } from '../../../src/server/resources/referenceNames';
import { defineResource } from '../../../src/server/resources/registry';
import { selectRows } from '../../../src/server/resources/rowStore';
import type { ListResult } from '../../../src/shared/wire/envelope';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTableOf, domainOf, PARCEL_SCHEMA } from '../support/extraResource';
import { createTestContext, type TestContext } from '../support/testContext';
import { multipartCall } from './multipartBody';
import { errorsOf } from '../support/fieldErrors';

const LINE_SCHEMA = {
  ...PARCEL_SCHEMA,
  'x-entity': 'testOrderLine',
  'x-table': 'test_order_lines',
  properties: {
    id: PARCEL_SCHEMA.properties.id,
    version: PARCEL_SCHEMA.properties.version,
    createdAt: PARCEL_SCHEMA.properties.createdAt,
    updatedAt: PARCEL_SCHEMA.properties.updatedAt,
    customerId: PARCEL_SCHEMA.properties.customerId,
    createdBy: PARCEL_SCHEMA.properties.createdBy,
    reference: PARCEL_SCHEMA.properties.reference,
    product: { type: 'string', maxLength: 64, 'x-reference': 'product' },
    quantity: { type: 'integer', minimum: 1, maximum: 99999 },
    unitPrice: { type: 'number', minimum: 0, maximum: 1000000 },
    amount: { type: 'number', readOnly: true, 'x-computed': true },
  },
  required: ['id', 'version', 'createdAt', 'updatedAt', 'customerId', 'createdBy', 'reference', 'quantity', 'unitPrice'],
} as unknown as EntitySchema;
const lines = defineResource({ name: 'testOrderLine', schema: LINE_SCHEMA, write: { audience: 'customer', menu: 'mulOrderList' }, computed: { amount: sql`quantity * unit_price` } });

const demoShipper = DEMO_MASTER_DATA.DEMO.shipper[1].record;
const acmeShipper = DEMO_MASTER_DATA.ACME.shipper[0].record;
const demoProduct = DEMO_MASTER_DATA.DEMO.product[0].record;

interface PickRow {
  id: number;
  version: number;
  name: string;
  shipper?: string;
  shipperName?: string;
}

let t: TestContext;
let demo: string;
const pickList = async (culture: string, filter?: object) =>
  (await t.call<ListResult<PickRow>>('GET', '/pickAddress-list', { token: demo, culture, query: { size: '100', ...(filter ? { filter: JSON.stringify(filter) } : {}) } })).body.data.result;

beforeAll(async () => {
  t = await createTestContext({ domains: [...DOMAINS, domainOf([lines])] });
  await createTableOf(t.db, LINE_SCHEMA);
  demo = await t.login('demo', 'demo1234');
});
afterAll(() => t?.close());

describe('reference display names', () => {
  it('answers each pickup address with its shipper name in the request language', async () => {
    const en = (await pickList('en-US')).find((r) => r.shipper === demoShipper.name)!;
    expect(en.shipperName).toBe(demoShipper.name);
    const zh = (await pickList('zh-CN')).find((r) => r.id === en.id)!;
    expect(zh.shipperName).toBe(demoShipper.nameLocal);
    const got = await t.call<PickRow>('GET', '/pickAddress', { token: demo, culture: 'zh-CN', query: { id: String(en.id) } });
    expect(got.body.data).toMatchObject({ shipper: demoShipper.name, shipperName: demoShipper.nameLocal });
  });

  it('reads the names of a whole page in one query, by a join', async () => {
    // Every query the engine runs passes this plugin; each one is compiled to read its SQL.
    const seen: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => {
        seen.push(t.db.getExecutor().compileQuery(args.node, args.queryId).sql);
        return args.node;
      },
      transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => args.result,
    };
    const def = t.app.resourceEngine.find('pickAddress')!;
    const names = referenceNames(def, (n) => t.app.resourceEngine.find(n), 'en');
    const customerId = (await sql<{ id: number }>`SELECT id FROM customers WHERE customer_cd = 'DEMO'`.execute(t.db)).rows[0].id;
    const rows = await selectRows(t.db.withPlugin(recorder), def, { customerId }, parseListQuery(def, {}, 'en'), 100, 0, names);
    expect(rows.filter((r) => r.shipperName).length).toBeGreaterThanOrEqual(3);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/LEFT JOIN LATERAL \(SELECT "r"\."name" AS "shipperName" FROM "shippers" AS "r"/);
  });

  it('never lends another company record its name', async () => {
    // Stored past the engine's check (as an old import might have): the join still keeps to the company.
    const [row] = (await pickList('en-US')).filter((r) => r.shipper);
    await sql`UPDATE pick_addresses SET shipper = ${acmeShipper.name} WHERE id = ${row.id}`.execute(t.db);
    const after = (await pickList('en-US')).find((r) => r.id === row.id)!;
    expect(after.shipper).toBe(acmeShipper.name);
    expect(after.shipperName).toBeUndefined();
  });

  it('refuses another company shipper on write, in the user language', async () => {
    const data = JSON.stringify({ name: 'Foreign shipper pickup', country: 'CN', city: 'Shenzhen', line1: 'Road 1', shipper: acmeShipper.name });
    const en = await t.call('POST', '/pickAddress', { token: demo, culture: 'en-US', form: { data } });
    expect(en.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(en)).toEqual([{ field: '/shipper', message: `Shipper “${acmeShipper.name}” does not exist or is not yours to use.` }]);
    const zh = await t.call('POST', '/pickAddress', { token: demo, culture: 'zh-CN', form: { data } });
    expect(errorsOf(zh)[0].message).toBe(`发货人“${acmeShipper.name}”不存在或您无权使用。`);
    expect((await pickList('en-US')).some((r) => r.name === 'Foreign shipper pickup')).toBe(false);
  });

  it('finds records by key or display name in any language with $search', async () => {
    const search = async (text: string, culture = 'zh-CN') =>
      (await t.call<ListResult<{ name: string }>>('GET', '/shipper-list', { token: demo, culture, query: { filter: JSON.stringify({ $search: text }) } })).body.data.result.map((r) => r.name);
    expect(await search(String(demoShipper.nameLocal).slice(0, 2))).toContain(demoShipper.name);
    expect(await search(String(demoShipper.name).slice(0, 6).toLowerCase(), 'en-US')).toContain(demoShipper.name);
    expect(await search(String(acmeShipper.name))).toEqual([]);
    // Wildcards are text, not patterns; quotes are bound values.
    for (const text of ['%', '_', "' OR '1'='1"]) expect(await search(text), text).toEqual([]);
    const bad = await t.call('GET', '/shipper-list', { token: demo, culture: 'en-US', query: { filter: JSON.stringify({ $search: { contains: 'x' } }) } });
    expect(bad.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it('names a product per language, en where a language has no field or the field is empty', async () => {
    const made = await t.call<{ id: number }>('POST', '/testOrderLine', { token: demo, form: { data: JSON.stringify({ reference: 'ORD1001', product: demoProduct.sku, quantity: 3, unitPrice: 2.5 }) } });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const nameIn = async (culture: string) => (await t.call<{ productName?: string }>('GET', '/testOrderLine', { token: demo, culture, query: { id: String(made.body.data.id) } })).body.data.productName;
    expect(await nameIn('en-US')).toBe(demoProduct.nameEn);
    expect(await nameIn('zh-CN')).toBe(demoProduct.nameZh);
    expect(await nameIn('zh-TW')).toBe(demoProduct.nameZh);
    expect(await nameIn('es-ES')).toBe(demoProduct.nameEn);
    await sql`UPDATE products SET name_zh = NULL WHERE sku = ${demoProduct.sku}`.execute(t.db);
    expect(await nameIn('zh-CN')).toBe(demoProduct.nameEn);
  });
});

describe('computed fields', () => {
  const line = (data: object) => t.call<{ id: number; version: number; amount?: number }>('POST', '/testOrderLine', { token: demo, culture: 'en-US', form: { data: JSON.stringify(data) } });

  it('derives the field on the server and returns it from create, get, list and export', async () => {
    const made = await line({ reference: 'ORD2001', quantity: 4, unitPrice: 12.25 });
    expect(made.body.data.amount).toBe(49);
    const got = await t.call<{ amount: number }>('GET', '/testOrderLine', { token: demo, query: { id: String(made.body.data.id) } });
    expect(got.body.data.amount).toBe(49);
    const listed = await t.call<ListResult<{ reference: string; amount: number }>>('GET', '/testOrderLine-list', { token: demo, query: { filter: JSON.stringify({ reference: 'ORD2001' }) } });
    expect(listed.body.data.result.map((r) => r.amount)).toEqual([49]);
    const csv = await t.call('GET', '/testOrderLine-export', { token: demo, query: { mode: 'all' } });
    expect(csv.text).toMatch(/ORD2001,.*,4,12\.25,49/);
    const updated = await t.call<{ amount: number }>('PUT', '/testOrderLine', { token: demo, form: { data: JSON.stringify({ id: made.body.data.id, version: 1, quantity: 5 }) } });
    expect(updated.body.data.amount).toBe(61.25);
  });

  it('refuses the field by name when a client sends it, on create and update, storing nothing', async () => {
    const sent = await line({ reference: 'ORD2002', quantity: 1, unitPrice: 1, amount: 1000 });
    expect(sent.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(sent)).toEqual([{ field: '/amount', message: 'amount is set by the server and cannot be sent.' }]);
    const made = await line({ reference: 'ORD2003', quantity: 2, unitPrice: 3 });
    const put = await t.call('PUT', '/testOrderLine', { token: demo, culture: 'zh-CN', form: { data: JSON.stringify({ id: made.body.data.id, version: 1, amount: 0 }) } });
    expect(errorsOf(put)).toEqual([{ field: '/amount', message: 'amount 由服务器设置，不能提交。' }]);
    const list = await t.call<ListResult<{ reference: string }>>('GET', '/testOrderLine-list', { token: demo, query: { filter: JSON.stringify({ reference: 'ORD2002' }) } });
    expect(list.body.data.page.total).toBe(0);
  });

  it('refuses to start a resource whose computed field has no SQL, or whose @display names no field', async () => {
    const bare = defineResource({ name: 'bareOrderLine', schema: { ...LINE_SCHEMA, 'x-table': 'test_order_lines' } as EntitySchema, write: { audience: 'customer', menu: 'mulOrderList' } });
    await expect(createTestContext({ domains: [...DOMAINS, domainOf([bare])] })).rejects.toThrow(/computed field amount needs its SQL/);
    expect(() => defineResource({ name: 'badDisplay', schema: { ...LINE_SCHEMA, 'x-display': { zh: 'reference' } } as EntitySchema, write: { audience: 'customer', menu: 'mulOrderList' }, computed: { amount: sql`1` } })).toThrow(/@display must name a field/);
  });

  it('filters by its SQL but is no sort field, and an imported column of it is skipped like an id', async () => {
    // Filtering (and grouping in -stats) reads the field's own SQL; sorting by it is refused.
    const filtered = await t.call<ListResult<{ amount: number }>>('GET', '/testOrderLine-list', { token: demo, query: { filter: JSON.stringify({ amount: { from: 0 } }) } });
    expect(filtered.body.success, JSON.stringify(filtered.body)).toBe(true);
    expect((await t.call('GET', '/testOrderLine-list', { token: demo, query: { sort: 'amount' } })).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const res = await multipartCall<{ imported: number }>(t, '/testOrderLine-import', { token: demo, fields: { mode: 'insertBottom' }, file: { filename: 'l.csv', content: 'reference,quantity,unitPrice,amount\nORD3001,2,0.1,999\n' } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const list = await t.call<ListResult<{ amount: number }>>('GET', '/testOrderLine-list', { token: demo, query: { filter: JSON.stringify({ reference: 'ORD3001' }) } });
    expect(list.body.data.result[0].amount).toBe(0.2);
  });
});
