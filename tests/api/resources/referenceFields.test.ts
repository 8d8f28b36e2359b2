// Reference fields (`x-reference`): a booking names its shipper by the shipper's key (name); on every write
// (create, update, import) the shipper must exist and be the caller company's own. Another company's
// shipper looks exactly like a missing one, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../src/server/domains';
import { DEMO_MASTER_DATA } from '../../../src/server/domains/masterData/demoRecords';
import type { EntitySchema } from '../../../src/server/resources/entityFields';
import type { ListResult } from '../../../src/shared/wire/envelope';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTableOf, domainOf, PARCEL_SCHEMA, resourceOf } from '../support/extraResource';
import { createTestContext, type TestContext } from '../support/testContext';
import { multipartCall } from './multipartBody';
import { errorsOf } from '../support/fieldErrors';

const BOOKING_SCHEMA = {
  ...PARCEL_SCHEMA,
  'x-entity': 'testBooking',
  'x-table': 'test_bookings',
  properties: { ...PARCEL_SCHEMA.properties, shipper: { type: 'string', maxLength: 120, 'x-reference': 'shipper' } },
  required: [...(PARCEL_SCHEMA.required ?? []), 'shipper'],
} as EntitySchema;
const bookings = resourceOf('testBooking', BOOKING_SCHEMA, { audience: 'customer', menu: 'mulOrderList' });

const own = String(DEMO_MASTER_DATA.DEMO.shipper[1].record.name);
const foreign = String(DEMO_MASTER_DATA.ACME.shipper[0].record.name);

let t: TestContext;
let demo: string;
const create = (data: Record<string, unknown>, culture = 'en-US') => t.call<{ id: number; version: number }>('POST', '/testBooking', { token: demo, culture, form: { data: JSON.stringify(data) } });
const count = async () => (await t.call<ListResult<unknown>>('GET', '/testBooking-list', { token: demo })).body.data.page.total;

beforeAll(async () => {
  t = await createTestContext({ domains: [...DOMAINS, domainOf([bookings])] });
  await createTableOf(t.db, BOOKING_SCHEMA);
  demo = await t.login('demo', 'demo1234');
});
afterAll(() => t?.close());

describe('reference fields', () => {
  it('accepts the key of a shipper of the caller company', async () => {
    const res = await create({ reference: 'BKG1001', weightKg: 120, shipper: own });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  });

  it('refuses another company shipper and a missing one alike, on the field, storing nothing', async () => {
    const before = await count();
    for (const shipper of [foreign, 'No Such Shipper Ltd.']) {
      const res = await create({ reference: 'BKG1002', weightKg: 1, shipper });
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      expect(errorsOf(res)).toEqual([{ field: '/shipper', message: `Shipper “${shipper}” does not exist or is not yours to use.` }]);
    }
    expect(errorsOf(await create({ reference: 'BKG1002', weightKg: 1, shipper: foreign }, 'zh-CN'))[0].message).toBe(`发货人“${foreign}”不存在或您无权使用。`);
    expect(await count()).toBe(before);
  });

  it('checks the reference on update too; the record keeps its version', async () => {
    const made = (await create({ reference: 'BKG1003', weightKg: 5, shipper: own })).body.data;
    const res = await t.call('PUT', '/testBooking', { token: demo, form: { data: JSON.stringify({ id: made.id, version: made.version, shipper: foreign }) } });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const after = await t.call<{ version: number; shipper: string }>('GET', '/testBooking', { token: demo, query: { id: String(made.id) } });
    expect(after.body.data).toMatchObject({ version: 1, shipper: own });
  });

  it('checks every imported row, naming the row, and imports nothing when one is bad', async () => {
    const before = await count();
    const content = `reference,weightKg,shipper\nBKG2001,10,"${own}"\nBKG2002,11,"${foreign}"\n`;
    const res = await multipartCall(t, '/testBooking-import', { token: demo, fields: { mode: 'insertTop' }, file: { filename: 'b.csv', content }, culture: 'en-US' });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(res)).toEqual([{ field: '/shipper', row: 3, message: `Shipper “${foreign}” does not exist or is not yours to use.` }]);
    expect(await count()).toBe(before);
  });

  it('refuses to start when a reference names a resource no domain serves', async () => {
    const broken = { ...BOOKING_SCHEMA, properties: { ...BOOKING_SCHEMA.properties, shipper: { type: 'string', 'x-reference': 'nowhere' } } } as EntitySchema;
    await expect(createTestContext({ domains: [...DOMAINS, domainOf([resourceOf('brokenBooking', broken, { audience: 'customer', menu: 'mulOrderList' })])] })).rejects.toThrow(/refers to nowhere/);
  });
});
